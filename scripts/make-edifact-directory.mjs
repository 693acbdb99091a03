// One-off conversion of the UN/EDIFACT D.96A directory (see content/directories/README) into the three
// files the site reads: message structures, segment definitions (names only, no prose) and code lists.
// Usage: node scripts/make-edifact-directory.mjs path/to/edifact-d96a-directory.json
import { readFileSync, writeFileSync } from 'node:fs';

const source = process.argv[2];
if (!source) throw new Error('usage: node scripts/make-edifact-directory.mjs <edifact-d96a-directory.json>');
const directory = JSON.parse(readFileSync(source, 'utf8'));

// The source's camelCase names lost their slashes; these are the official spellings.
/** @type {Record<string, string>} */
const fixes = {
  Allowancecharge: 'Allowance/charge',
  Characteristicclass: 'Characteristic/class',
  Chargeallowance: 'Charge/allowance',
  Commodityrate: 'Commodity/rate',
  Containerpackage: 'Container/package',
  Datetimeperiod: 'Date/time/period',
  Documentmessage: 'Document/message',
  Intracompany: 'Intra-company',
  Placelocation: 'Place/location',
  Prepaidcollect: 'Prepaid/collect',
  Productservice: 'Product/service',
  Requirementcondition: 'Requirement/condition',
  Sectorsubject: 'Sector/subject',
  Surfacelayer: 'Surface/layer',
  requestnotification: 'request/notification',
  substanceitempage: 'substance/item/page',
  unitcomponent: 'unit/component',
  placelocation: 'place/location',
  Dutytaxfee: 'Duty/tax/fee',
  dutytaxfee: 'duty/tax/fee',
  Packagingmarking: 'Packaging/marking',
  Datetime: 'Date/time',
  datetime: 'date/time',
  Fullempty: 'Full/empty',
  Marketsales: 'Market/sales',
  Ratetariff: 'Rate/tariff',
  ratetariff: 'rate/tariff',
  Termstime: 'Terms/time',
  Valuerange: 'Value/range',
  chargerate: 'charge/rate',
  numberpo: 'number/P.O.',
};
/** @param {string} name */
const fixName = (name) =>
  name
    .split(' ')
    .map((w) => fixes[w] ?? w)
    .join(' ');

/**
 * An element of the source directory, composite (with components) or simple.
 * @typedef {{ id: string, name: string, required?: boolean, type?: string, maxLength?: number, components?:
 * SourceElement[] }} SourceElement
 * @typedef {{ id: string, name: string, required: boolean, type?: string, maxLength?: number, components?: Element[] }}
 * Element
 */

/**
 * @param {SourceElement} e
 * @returns {Element}
 */
const element = (e) =>
  e.components
    ? { id: e.id, name: fixName(e.name), required: e.required === true, components: e.components.map(element) }
    : { id: e.id, name: fixName(e.name), required: e.required === true, type: e.type, maxLength: e.maxLength };

const segments = Object.fromEntries(
  Object.entries(directory.segments).map(([tag, s]) => [
    tag,
    { name: fixName(s.name), elements: s.elements.map(element) },
  ]),
);

/**
 * @param {string} file
 * @param {unknown} data
 */
const write = (file, data) => writeFileSync(`content/directories/${file}`, JSON.stringify(data) + '\n');
write('edifact-d96a-structures.json', directory.messages);
write('edifact-d96a-segments.json', segments);
write('edifact-d96a-codes.json', { ...directory.codes, ...directory.serviceCodes });
console.log(
  `${Object.keys(directory.messages).length} messages, ${Object.keys(segments).length} segments, ${Object.keys(directory.codes).length} code lists`,
);
