/** Words of the structure tree: an EDIFACT message's segment groups and an X12 guide's loops, one component. */
export const structureTreeCopy = {
  /** The column heads above the tree. */
  item: 'Segment or group',
  status: 'Status',
  repeat: 'Max repeat',
  /** Read before the path a row's hint shows (SG28 › SG29 › PRI). */
  pathLabel: 'Path',
  pathSeparator: ' › ',
  expandAll: 'Expand all',
  collapseAll: 'Collapse all',
} as const;
