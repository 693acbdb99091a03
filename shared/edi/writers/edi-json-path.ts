/** Where the JSON Schema of our EDI JSON is published: a stable URL, versioned in its path. */
export const EDI_JSON_SCHEMA_PATH = '/schemas/edi-json/v1.json';
