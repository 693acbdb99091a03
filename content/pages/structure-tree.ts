/** Words of the structure tree: an EDIFACT message's segment groups and an X12 guide's loops, one component. */
export const structureTreeCopy = {
  /** The column heads above the tree. */
  item: 'Segment or group',
  status: 'Status',
  repeat: 'Max repeat',
  /** The same, in the narrow columns of a phone. */
  statusShort: 'M/C',
  repeatShort: 'Max',
  /** Read before the path a row's hint shows (SG28 › SG29 › PRI). */
  pathLabel: 'Path',
  pathSeparator: ' › ',
  expandAll: 'Expand all',
  collapseAll: 'Collapse all',
} as const;
