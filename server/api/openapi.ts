/**
 * The OpenAPI 3.1 description of the site's EDI API, served at /api/openapi.json (openapi-router.ts). The
 * finding codes come from the engine's own table (shared/edi/rules/finding-codes.ts), so the document cannot fall
 * behind the engine.
 */
import { apiCopy } from '../../content/inspector/api-copy';
import { findingCodes } from '../../shared/edi/rules/finding-codes';
import { developersCopy } from '../../content/pages/developers';
import { GUIDE_CHOICES, SEGMENTS_CHOICES } from '../edi/inspect-options';
import { ACK_TYPES } from '../edi/ack-options';
import { convertPath } from './openapi-convert';
import { reconcilePath } from './openapi-reconcile';
import { standardIds } from '../../shared/standards';
import { EDI_GUIDE_SCHEMA_PATH } from '../../shared/edi/guide-format/schema';

const json = (schema: object) => ({ 'application/json': { schema } });
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const error = (description: string, headers?: object) => ({
  description,
  ...(headers && { headers }),
  content: json(ref('Error')),
});
const retryAfter = {
  'Retry-After': { description: 'Seconds after which to try again.', schema: { type: 'integer', minimum: 1 } },
};
const text = { type: 'string' };
const int = { type: 'integer', minimum: 0 };

const schemas = {
  Error: {
    type: 'object',
    required: ['error'],
    properties: {
      error: {
        type: 'object',
        required: ['status', 'message'],
        properties: { status: { type: 'integer' }, message: text },
      },
    },
  },
  Segment: {
    type: 'object',
    required: ['pos', 'tag', 'elements'],
    properties: {
      pos: { type: 'integer', minimum: 1, description: 'Position in the document (the ISA or UNA/UNB is 1).' },
      tag: text,
      elements: {
        type: 'array',
        items: { type: 'array', items: text },
        description: 'Elements, each split into its components.',
      },
      repetitions: { type: 'object', additionalProperties: { type: 'array', items: { type: 'array', items: text } } },
      unreadable: { const: true },
    },
  },
  Finding: {
    type: 'object',
    required: ['code', 'severity', 'message', 'pos', 'tag', 'line', 'column', 'acknowledgment'],
    properties: {
      code: { enum: Object.keys(findingCodes), description: 'Stable code; see the API page for each one.' },
      severity: { enum: ['error', 'warning'] },
      message: text,
      pos: { ...int, description: 'Position of the segment (0: the whole document).' },
      tag: text,
      element: { ...text, description: 'The element it names: SE01, ISA09, UNT 0074, C507/2005.' },
      line: { type: 'integer', minimum: 1 },
      column: { type: 'integer', minimum: 1 },
      setPos: { type: 'integer', minimum: 1, description: 'Position from ST/UNH, as AK3/IK3 and UCS count it.' },
      elementPos: { type: 'integer', minimum: 1 },
      componentPos: { type: 'integer', minimum: 1 },
      guide: {
        ...text,
        description: 'For a finding of one of our X12 guides: the page and anchor that says what is expected.',
      },
      reference: {
        ...text,
        description:
          "For an EDIFACT finding: the page of the element, composite or message structure in the message's directory.",
      },
      acknowledgment: {
        type: 'object',
        properties: {
          x12: {
            type: 'object',
            properties: {
              element: { enum: ['AK304', 'AK403', 'AK502', 'AK905', 'TA105'] },
              code: { ...text, description: 'Absent where X12 defines no code: the level is rejected without one.' },
              v4010: { ...text, description: "A 004010 997's code where its list lacks `code` (empty: none)." },
              ik: { ...text, description: "A 999's implementation code (IK304 I4), where it says more." },
              byElement: {
                type: 'object',
                additionalProperties: text,
                description: 'The code by the element the finding names (TA105 005 for ISA05, 007 for ISA07).',
              },
            },
          },
          edifact: { ...text, description: 'CONTRL data element 0085.' },
          level: {
            enum: ['interchange', 'group', 'transaction', 'segment', 'element'],
            description: 'For a finding without X12 codes: the CONTRL level that reports it.',
          },
        },
      },
    },
  },
  Report: {
    type: 'object',
    required: ['standard', 'summary', 'interchanges', 'issues', 'truncated', 'counts', 'guides', 'options'],
    properties: {
      standard: { enum: ['x12', 'edifact', null] },
      summary: {
        type: 'object',
        required: ['interchanges', 'groups', 'transactions', 'segments', 'errors', 'warnings'],
        properties: {
          interchanges: int,
          groups: int,
          transactions: int,
          segments: int,
          errors: int,
          warnings: int,
        },
      },
      interchanges: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            standard: { enum: standardIds },
            sender: text,
            receiver: text,
            control: text,
            version: text,
            header: int,
            trailer: int,
            groups: {
              type: 'array',
              items: {
                type: 'object',
                properties: {
                  explicit: { type: 'boolean' },
                  functionalId: text,
                  control: text,
                  version: text,
                  transactions: {
                    type: 'array',
                    items: {
                      type: 'object',
                      properties: {
                        code: text,
                        control: text,
                        version: text,
                        header: { ...int, description: 'Position of its ST/UNH.' },
                        trailer: { ...int, description: 'Position of its SE/UNT.' },
                        segmentCount: { ...int, description: 'Its segments, ST/UNH and SE/UNT included.' },
                        segments: {
                          type: 'array',
                          items: ref('Segment'),
                          description: 'Only with segments=all: every segment with its elements.',
                        },
                      },
                    },
                  },
                },
              },
            },
          },
        },
      },
      issues: { type: 'array', items: ref('Finding'), maxItems: 1000 },
      truncated: { type: 'boolean', description: 'Findings were left out (at most 100 per code, 1,000 in all).' },
      counts: { type: 'object', additionalProperties: int, description: 'Every finding counted, by code.' },
      guides: {
        type: 'array',
        items: {
          type: 'object',
          required: ['set', 'release', 'count', 'basis'],
          properties: {
            set: text,
            release: text,
            count: int,
            guide: text,
            basis: {
              type: 'string',
              enum: ['asked', 'addressed', 'not-addressed'],
              description:
                'Why our guide checked the sets or not: the guide parameter, or whether they are addressed to Northwind.',
            },
          },
        },
      },
      options: {
        type: 'object',
        description: 'The query parameters the report was made with (directory as its id, d01b).',
        properties: {
          directory: text,
          guide: text,
          maxFindings: { type: 'integer', minimum: 1, maximum: 1000 },
          segments: { enum: ['none', 'all'] },
        },
      },
    },
  },
};

/** The inspect operation's query parameters, in the words of the API page (content/pages/developers.ts). */
const parameters = developersCopy.parameterRows.map((p) => ({
  name: p.name,
  in: 'query',
  required: false,
  description: p.effect,
  schema:
    p.name === 'maxFindings'
      ? { type: 'integer', minimum: 1, maximum: 1000, default: 1000 }
      : p.name === 'guide'
        ? { type: 'string', enum: GUIDE_CHOICES }
        : p.name === 'segments'
          ? { type: 'string', enum: [...SEGMENTS_CHOICES], default: 'none' }
          : { type: 'string', examples: ['d01b', 'D.96A'] },
}));

const documentLimits = 'The raw document as the body (UTF-8, else read as ISO 8859-1), up to 5 MB.';
const documentBody = {
  required: true,
  content: Object.fromEntries(
    ['text/plain', 'application/octet-stream', 'application/edi-x12', 'application/edifact'].map((type) => [
      type,
      { schema: { type: 'string' } },
    ]),
  ),
};
const refusals = {
  '400': error('A query parameter the endpoint does not take, given twice, or out of range.'),
  '405': error(apiCopy.errors.method),
  '413': error(apiCopy.errors.tooLarge),
  '415': error('Content-Type is not one of the four accepted.'),
  '422': error(`${apiCopy.errors.empty} Or: ${apiCopy.errors.binary}`),
  '429': error(apiCopy.errors.rateLimited, retryAfter),
  '503': error(apiCopy.errors.busy, retryAfter),
};
const ackParameters = developersCopy.ackParameterRows.map((p) => ({
  name: p.name,
  in: 'query',
  required: p.name === 'type',
  description: p.effect,
  schema:
    p.name === 'type'
      ? { type: 'string', enum: [...ACK_TYPES] }
      : p.name === 'control'
        ? { type: 'integer', minimum: 1, maximum: 999_999_999 }
        : p.name === 'usage'
          ? { type: 'string', enum: ['P', 'T'] }
          : p.name === 'release'
            ? { type: 'string', enum: ['004010', '005010'] }
            : { type: 'string', maxLength: p.name.endsWith('Qualifier') ? 4 : 35 },
}));

export const openApiDocument = {
  openapi: '3.1.0',
  info: {
    title: 'Northwind EDI API',
    version: '1.0.0',
    description:
      'Inspect X12 and EDIFACT documents with the engine behind the EDI inspector: envelopes, our X12 implementation guides, every UN/EDIFACT directory. Nothing is stored; request bodies are never logged. Public, no credentials (CORS: any origin, no cookies).',
  },
  servers: [{ url: '/' }],
  paths: {
    '/api/edi/inspect': {
      post: {
        operationId: 'inspect',
        summary: 'Validate one EDI document',
        description: `${documentLimits} 60 requests a minute per client, shared by every server. By default the report is findings-only: the summary, the envelopes with each set's positions and segment count, and the findings; segments=all adds every segment, streamed as it is written.`,
        parameters,
        requestBody: {
          ...documentBody,
          content: {
            ...documentBody.content,
            'application/json': {
              schema: {
                type: 'object',
                required: ['document'],
                description: apiCopy.envelope.json,
                properties: {
                  document: { type: 'string', maxLength: 5 * 1024 * 1024 },
                  guide: {
                    type: 'object',
                    description: `A partner's guide in the format of ${EDI_GUIDE_SCHEMA_PATH}.`,
                  },
                },
              },
            },
          },
        },
        responses: {
          '200': {
            description:
              'The report: findings-only (no segments) by default; with segments=all, every set with its segments (chunked).',
            content: json(ref('Report')),
          },
          ...refusals,
        },
      },
    },
    '/api/edi/acknowledgment': {
      post: {
        operationId: 'acknowledgment',
        summary: 'Answer one EDI document with a 997, 999, TA1 or CONTRL',
        description: `${developersCopy.acknowledgmentIntro} ${documentLimits}`,
        parameters: ackParameters,
        requestBody: documentBody,
        responses: {
          '200': {
            description: 'The acknowledgment as EDI (a download: Content-Disposition attachment).',
            content: { 'application/edi-x12': { schema: text }, 'application/edifact': { schema: text } },
          },
          ...refusals,
          '422': error(
            `${apiCopy.errors.empty} Or the body is not text, or holds no interchange of the standard the type answers.`,
          ),
        },
      },
    },
    '/api/edi/convert': convertPath(documentBody, refusals, error),
    '/api/edi/reconcile': reconcilePath(error),
    '/api/openapi.json': {
      get: {
        operationId: 'openapi',
        summary: 'This document',
        responses: { '200': { description: 'The OpenAPI 3.1 document.', content: json({ type: 'object' }) } },
      },
    },
  },
  components: { schemas },
};
