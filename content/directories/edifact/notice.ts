/** The UN's copyright notice, shown with every page and asset that carries directory facts. */
export const unNotice = {
  text: 'UN/EDIFACT directory data: Copyright © United Nations. Identifiers, names, structures and code values are reproduced from the United Nations Trade Data Interchange Directory (UNTDID) under its licence; the descriptive texts are not.',
  link: { href: 'https://unece.org/trade/uncefact/unedifact', label: "UNECE's UN/EDIFACT directories" },
} as const;
