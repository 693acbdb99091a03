/** Fictional customers for the home carousel, grouped by folder; logos live under /images/customers/. */
export interface Customer {
  name: string;
  logo: string;
}

const group = (folder: string, names: string[]): Customer[] =>
  names.map((name) => ({
    name,
    logo: `/images/customers/${folder}/${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.svg`,
  }));

export const customerGroups: Record<string, Customer[]> = {
  retail: group('retail', [
    'Harbor & Pine',
    'Lumen Outfitters',
    'Cobalt Market',
    'Maple Lane Home',
    'Brightway Grocers',
    'Sable Street',
    'Orchard Row',
    'Kestrel Sports',
    'Tidewater Goods',
    'Juniper & Co',
    'Alder Supply',
  ]),
  manufacturing: group('manufacturing', [
    'Ironvale Works',
    'Pinecrest Plastics',
    'Northgate Motors',
    'Redstone Fabrication',
    'Quarry Hill Steel',
    'Vantor Components',
    'Bluefield Electric',
    'Crescent Tooling',
    'Summit Polymers',
    'Halvard Machining',
    'Granite Ridge Foods',
  ]),
  logistics: group('logistics', [
    'Meridian Freight',
    'Swiftline 3PL',
    'Portside Logistics',
    'Atlas Cold Chain',
    'Keystone Carriers',
    'Crossdock Partners',
    'Bayline Shipping',
    'Trailhead Transport',
    'Cargo Arc',
    'Skyport Air Freight',
  ]),
  healthcare: group('healthcare', [
    'Clearwater Health',
    'Vitalis Medical',
    'Northstar Pharma',
    'Riverside Clinics',
    'Helix Diagnostics',
    'Cedar Care Supply',
    'Beacon Labs',
    'Aurora Surgical',
    'Sagebrush Health',
    'Mosaic Biotech',
  ]),
  distribution: group('distribution', [
    'Fulton Wholesale',
    'Prairie Distributors',
    'Elmwood Supply',
    'Copperline Parts',
    'Westbrook Beverage',
    'Lakeshore Foodservice',
    'Redwood Industrial',
    'Oakmont Electrical',
    'Sterling Hardware',
    'Coastal Paper',
  ]),
  technology: group('technology', [
    'Nimbus Data',
    'Quantix Software',
    'Brightlayer Cloud',
    'Stackwell',
    'Orbitron Systems',
    'Pixelforge',
    'Datawell',
    'Verity Networks',
    'Loomly Apps',
    'Synapse Retail Tech',
  ]),
};

export const customers: Customer[] = Object.values(customerGroups).flat();

/** Integration tiles on the home page: an image from the site, initials if it cannot load. */
export const integrationTiles = [
  { name: 'SAP', href: '/integrations/sap', logo: '/images/integrations/sap.svg' },
  { name: 'Oracle', href: '/integrations/oracle', logo: '/images/integrations/oracle.svg' },
  { name: 'Microsoft Dynamics 365', href: '/integrations/dynamics-365', logo: '/images/integrations/dynamics-365.svg' },
  { name: 'NetSuite', href: '/integrations/netsuite', logo: '/images/integrations/netsuite.svg' },
  { name: 'Infor', href: '/integrations/infor', logo: '/images/integrations/infor.svg' },
  { name: 'Epicor', href: '/integrations/epicor', logo: '/images/integrations/epicor.svg' },
  { name: 'Sage', href: '/integrations/sage', logo: '/images/integrations/sage.svg' },
  { name: 'Salesforce CRM', href: '/integrations/crm-systems', logo: '/images/integrations/crm-systems.svg' },
] as const;
