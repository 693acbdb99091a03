/**
 * The interchange ids Northwind receives X12 under (ISA08, GS03; any qualifier). A document addressed to one
 * of them is checked against our implementation guides by default; any other document is checked for syntax
 * and envelopes unless the guide is asked for (the inspector's and the API's `guide` option).
 */
export const northwindIds: readonly string[] = ['NORTHWIND'];
