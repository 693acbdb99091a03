// What paper gets of the print view: the document alone (no header, footer, hero or buttons), element rows
// kept whole across pages, and the element table in its columns. Paper is narrower than the md breakpoint
// (A4 less its margins is about 700 px), so the phone layout of GuideSegments would apply; the rules below
// put the table back, under this page's own attribute so our guide pages are untouched.
import { css, Global } from '@emotion/react';

const paper = css`
  @page {
    margin: 14mm 12mm;
  }
  @media print {
    header,
    footer,
    button,
    [data-print-hide],
    a[href='#main'] {
      display: none !important;
    }
    body {
      background: #fff;
    }
    [data-print-doc] {
      font-size: 10pt;
      line-height: 1.4;
      padding: 0 !important;
    }
    /* Its links lead to its own anchors: plain text on paper. A link out prints where it goes. */
    [data-print-doc] a {
      color: inherit;
      text-decoration: none;
    }
    [data-print-doc] a[href^='http']::after {
      content: ' (' attr(href) ')';
      font-size: 0.9em;
    }
    /* A segment's heading line (name, usage, conditions) stays with its first element rows. */
    [data-print-doc] h2,
    [data-print-doc] h3,
    [data-print-doc] section > div:first-child {
      break-after: avoid;
      break-inside: avoid;
    }
    /* Rows, not the loops holding them: a loop kept whole would leave most of a page empty before it. */
    [data-print-doc] tr,
    [data-print-doc] li > div,
    [data-print-doc] summary,
    [data-print-doc] dl {
      break-inside: avoid;
    }
    [data-print-doc] thead {
      display: table-header-group !important;
      position: static !important;
      width: auto !important;
      height: auto !important;
      overflow: visible !important;
      clip: auto !important;
    }
    [data-print-doc] tbody {
      display: table-row-group !important;
    }
    [data-print-doc] table tr {
      display: table-row !important;
    }
    [data-print-doc] td,
    [data-print-doc] th {
      display: table-cell !important;
      padding: 3px 6px !important;
      border-bottom: 1px solid #bbb !important;
    }
    [data-print-doc] [data-long] {
      display: inline !important;
    }
    [data-print-doc] [data-short] {
      display: none !important;
    }
  }
`;

export function PrintStyles() {
  return <Global styles={paper} />;
}
