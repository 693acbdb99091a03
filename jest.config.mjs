/** Unit and HTTP tests (TypeScript via SWC); browser tests run under Playwright (tests/e2e). */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic', importSource: '@emotion/react' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

export default {
  testEnvironment: 'node',
  roots: ['<rootDir>/tests'],
  testMatch: ['<rootDir>/tests/{unit,http}/**/*.test.{ts,tsx}'],
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
  // These ship ESM only (devalue, marked, p-limit; css-select and friends under linkedom; the OpenAPI validator's
  // JSON Schema $ref parser).
  transformIgnorePatterns: [
    '/node_modules/(?!(@apidevtools/json-schema-ref-parser|devalue|marked|p-limit|yocto-queue|css-select|css-what|nth-check|domutils|domhandler|dom-serializer|domelementtype|entities|boolbase|htmlparser2)/)',
  ],
  maxWorkers: 2,
  testTimeout: 20_000,
};
