/**
 * Per X12 set, the element that names its business object: a 999 (005010X231A1) may follow each IK3 with a
 * CTX whose CTX01 gives that name and its value, so the partner finds the claim or payment without counting
 * segments. X231A1 allows a fixed set of names (TRN02, NM109, ENT01, CLM01 and a few qualified ones), so only
 * sets whose object one of them names are listed: an 850's BEG03 has no name a 999 may carry.
 */
export interface BusinessUnit {
  /** The segment and element position that hold the value. */
  tag: string;
  element: number;
  /** CTX01-1 as X231A1 lists it. */
  name: 'TRN02' | 'CLM01' | 'ENT01' | 'NM109';
  /** True when the set holds one such object per occurrence (a claim): only the one before the error is named. */
  perObject?: boolean;
}

export const businessUnits: Readonly<Record<string, BusinessUnit>> = {
  '820': { tag: 'TRN', element: 2, name: 'TRN02' },
  '835': { tag: 'TRN', element: 2, name: 'TRN02' },
  '837': { tag: 'CLM', element: 1, name: 'CLM01', perObject: true },
};
