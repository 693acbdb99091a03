/** POST /api/edi/reconcile in the OpenAPI document (openapi.ts), in the words of /developers (reconcile-api-copy.ts). */
import { reconcileApiCopy } from '../../content/inspector/reconcile-api-copy';
import { RECONCILE_COLUMNS } from '../../shared/edi/tools/reconcile-table';

const quantities = { type: 'number' };
const line = {
  type: 'object',
  properties: {
    line: { type: 'string' },
    quantity: quantities,
    unit: { type: 'string' },
    price: quantities,
    pos: { type: 'integer' },
  },
};

export const reconcilePath = (error: (description: string) => unknown) => ({
  post: {
    operationId: 'reconcile',
    summary: reconcileApiCopy.summary,
    description: `${reconcileApiCopy.intro} ${reconcileApiCopy.flags}\n\n${reconcileApiCopy.example}`,
    parameters: reconcileApiCopy.parameterRows.map((row) => ({
      name: row.name,
      in: 'query',
      required: false,
      description: row.effect,
      schema: { type: 'string', enum: ['json', 'csv', 'xlsx'], default: 'json' },
    })),
    requestBody: {
      required: true,
      content: {
        'application/json': {
          schema: {
            type: 'object',
            required: ['documents'],
            properties: {
              documents: {
                type: 'array',
                minItems: 2,
                maxItems: 3,
                items: { type: 'string', maxLength: 5 * 1024 * 1024 },
              },
            },
          },
        },
      },
    },
    responses: {
      '200': {
        description: `The reconciliation (JSON), or its table as reconciliation.csv or .xlsx with the columns ${RECONCILE_COLUMNS.join(', ')}.`,
        content: {
          'application/json': {
            schema: {
              type: 'object',
              properties: {
                roles: { type: 'array', items: { type: 'string', enum: ['order', 'shipment', 'invoice'] } },
                orderNumber: { type: 'string' },
                references: { type: 'array', items: { type: 'object' } },
                lines: {
                  type: 'array',
                  items: {
                    type: 'object',
                    properties: {
                      line: { type: 'string' },
                      ids: { type: 'array', items: { type: 'object' } },
                      order: line,
                      shipment: line,
                      invoice: line,
                      flags: { type: 'array', items: { type: 'string' } },
                    },
                  },
                },
                documents: { type: 'array', items: { type: 'object' } },
              },
            },
          },
          'text/csv': { schema: { type: 'string' } },
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
            schema: { type: 'string', format: 'binary' },
          },
        },
      },
      '400': error(`${reconcileApiCopy.errors.json} Or a query parameter other than format.`),
      '413': error(reconcileApiCopy.errors.tooLarge),
      '415': error(reconcileApiCopy.errors.type(undefined)),
      '422': error('A document is not EDI, holds no order, ship notice or invoice, or two are of one kind.'),
      '429': error('Too many requests from this client.'),
      '503': error('Every inspection thread is busy: try again after Retry-After.'),
    },
  },
});
