/**
 * The views of every EDIFACT directory page but a message's: the index, a directory's lists, a segment,
 * composite or element, and the syntax pages. A chunk of their own, as the message pages' views are
 * (message-views.tsx): each page loads the one its kind renders (client/pages/edifact.tsx), so a message
 * page's first load no longer carries these (1.7 KB gzip).
 */
export { DirectoryIndex, DirectoryLists } from './directory-lists';
export { CompositeView, ElementView, SegmentView } from './entry-views';
export { SyntaxIndex, SyntaxSegment } from './syntax-view';
