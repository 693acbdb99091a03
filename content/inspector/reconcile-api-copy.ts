/** Words of POST /api/edi/reconcile: its refusals, and its entry on /developers and in the OpenAPI document. */
export const reconcileApiCopy = {
  heading: 'Reconciliation',
  parameterRows: [
    {
      name: 'format',
      values: 'json, csv, xlsx',
      effect: 'json (default): the lines and references as JSON; csv or xlsx: the table as a file.',
    },
  ],
  summary: 'Reconcile an order with its ship notice and invoice, line by line',
  intro:
    'Send two or three documents (an 850 or ORDERS, an 856 or DESADV, an 810 or INVOIC, in any order) as JSON {"documents": ["…", "…"]}. Lines are matched by GTIN or part number, then by the order line named, then by line number; each line comes back with its ordered, shipped and invoiced quantities and prices and a flag for every difference, and the order references of the ship notice and invoice are checked against the order. format=csv or format=xlsx gives the table as a file.',
  example: `curl -X POST https://www.northwind-edi.example/api/edi/reconcile -H 'Content-Type: application/json' --data-binary @documents.json`,
  flags:
    'Flags: short-shipped, over-shipped, not-shipped, not-ordered, substituted, not-invoiced, invoiced-quantity, price, unit.',
  errors: {
    type: (got: string | undefined) =>
      `Send JSON: Content-Type application/json with {"documents": [...]}${got ? `, not ${got}` : ''}.`,
    json: 'The body is not JSON of the form {"documents": ["…", "…"]} with two or three strings.',
    format: (got: string) => `format must be json, csv or xlsx, not "${got}".`,
    parameter: (name: string) => `Unknown query parameter "${name}": this endpoint takes format only.`,
    tooLarge: 'Each document may be up to 5 MB, and the body up to 16 MB.',
    document: (n: number, why: string) => `Document ${n}: ${why}`,
    notEdi: 'not X12 or EDIFACT.',
    unknownKind: (codes: string) => `holds no order, ship notice or invoice${codes ? ` (it holds ${codes})` : ''}.`,
    severalSets: (count: number) => `holds ${count} orders, ship notices or invoices: send one of each.`,
    duplicateRole: (role: string) => `is a second ${role}: send one of each.`,
    count: (n: number) => `Send two or three documents, not ${n}.`,
  },
} as const;
