/**
 * The conversion endpoint's part of the OpenAPI document (openapi.ts): its parameters in the words of the
 * API page (content/pages/developers.ts), its body (EDI, or our JSON for to=edi) and its outputs.
 */
import { apiCopy } from '../../content/inspector/api-copy';
import { developersCopy } from '../../content/pages/developers';
import { CONVERT_TARGETS, OUTPUTS } from '../../shared/edi/writers/convert';
import { EDI_JSON_SCHEMA_PATH } from '../../shared/edi/writers/edi-json-path';

const text = { type: 'string' };
const single = { type: 'string', minLength: 1, maxLength: 1 };

const parameters = developersCopy.convertParameterRows.flatMap((row) =>
  row.name.split(', ').map((name) => ({
    name,
    in: 'query',
    required: name === 'to',
    description: row.effect,
    schema:
      name === 'to'
        ? { type: 'string', enum: [...CONVERT_TARGETS] }
        : name === 'rows'
          ? { type: 'string', enum: ['lines', 'segments'], default: 'lines' }
          : name === 'lineBreaks'
            ? { type: 'boolean', default: true }
            : single,
  })),
);

const outputs = Object.fromEntries(
  Object.values(OUTPUTS).map(({ type, extension }) => [
    type.split(';')[0] ?? type,
    { schema: extension === 'xlsx' ? { type: 'string', format: 'binary' } : text },
  ]),
);

export const convertPath = (
  documentBody: { content: Record<string, unknown> },
  refusals: Record<string, unknown>,
  error: (description: string) => unknown,
) => ({
  post: {
    operationId: 'convert',
    summary: 'Convert one EDI document to JSON, CSV, XML or Excel, or our JSON back to EDI',
    description: `${developersCopy.conversionIntro} ${developersCopy.conversionSchema} ${EDI_JSON_SCHEMA_PATH}.\n\n${developersCopy.conversionExamples.join('\n')}`,
    parameters,
    requestBody: {
      required: true,
      content: {
        ...documentBody.content,
        'application/json': {
          schema: { type: 'object', description: `Our JSON, for to=edi (schema: ${EDI_JSON_SCHEMA_PATH}).` },
        },
      },
    },
    responses: {
      '200': {
        description:
          'The converted document (Content-Disposition names a file: converted.json, .csv, .xml, .xlsx, .edi).',
        content: { ...outputs, 'application/edi-x12': { schema: text }, 'application/edifact': { schema: text } },
      },
      ...refusals,
      '413': error(`${apiCopy.errors.tooLarge} ${apiCopy.conversion.jsonTooLarge}`),
      '415': error('EDI as one of the four document types, or application/json for to=edi.'),
      '422': error(
        `${apiCopy.errors.empty} Or the body is not text, holds no interchange, is not JSON, or the JSON cannot be written as EDI (the message names where).`,
      ),
    },
  },
});
