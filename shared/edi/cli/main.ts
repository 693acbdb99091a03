/**
 * northwind-edi: the engine of the EDI inspector on the command line (node:util parseArgs, no dependency).
 * Exit codes: 0 clean, 1 errors found (or differences), 2 unusable input or usage, with a one-line reason.
 * What documents are checked against comes from the caller (`load`): the site's entry hands in its X12
 * dictionary, guides, directories and page links (server/cli/index.ts), as the site's server does.
 */
import { parseArgs } from 'node:util';
import { isConvertTarget } from '../writers/convert';
import type { DictionaryLoader } from '../model/dictionaries';
import { ackCommand, convertCommand, inspectCommand } from './commands';
import { UnusableInput } from './input';
import { compareCommand, reconcileCommand } from './tools';

export const USAGE = `Usage:
  northwind-edi inspect <file|->  [--json] [--directory d01b] [--guide 004010|005010|none] [--guide-file partner.json]
  northwind-edi ack <file|-> --type 997|999|TA1|CONTRL
  northwind-edi convert <file|-> --to json|csv|xml|xlsx|edi
  northwind-edi compare <first> <second> [--json]
  northwind-edi reconcile <order> <ship-notice> [<invoice>] [--format text|json|csv|xlsx]
Exit: 0 clean, 1 errors found (inspect) or differences (compare, reconcile), 2 unusable input.
Files up to 100 MB. inspect (--json too), ack and convert read the file in pieces: memory stays about the same
whatever the file's size (a set longer than 20,000 segments is spilled to a temporary file; ack spools its
answer, inspect --json its report's sets, csv and xlsx their rows, edi its EDI). reconcile reads the whole file
into memory (several times its size).
`;

const arity: Readonly<Record<string, [number, number]>> = {
  inspect: [1, 1],
  ack: [1, 1],
  convert: [1, 1],
  compare: [2, 2],
  reconcile: [2, 3],
};

async function run(argv: readonly string[], load: DictionaryLoader): Promise<number> {
  const { values, positionals } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: {
      json: { type: 'boolean', default: false },
      directory: { type: 'string' },
      guide: { type: 'string' },
      'guide-file': { type: 'string' },
      type: { type: 'string' },
      to: { type: 'string' },
      format: { type: 'string', default: 'text' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const [command = '', ...files] = positionals;
  if (values.help) {
    process.stdout.write(USAGE);
    return 0;
  }
  const [min, max] = arity[command] ?? [0, -1];
  if (files.length < min || files.length > max) throw new UnusableInput(`usage: see northwind-edi --help`);
  const document = {
    json: values.json,
    ...(values.directory && { directory: values.directory }),
    ...(values.guide && { guide: values.guide }),
    ...(values['guide-file'] && { guideFile: values['guide-file'] }),
  };
  const [file = ''] = files;
  if (command === 'inspect') return inspectCommand(file, document, load);
  if (command === 'ack') return ackCommand(file, values.type ?? '', document, load);
  if (command === 'convert') {
    const to = values.to ?? '';
    if (!isConvertTarget(to)) throw new UnusableInput(`--to must be json, csv, xml, xlsx or edi, not "${to}"`);
    return convertCommand(file, to, document, load);
  }
  if (command === 'compare') return compareCommand(files, values.json, load);
  return reconcileCommand(files, values.json ? 'json' : values.format, load);
}

/** Runs the command line; never throws: a reason on stderr and exit 2 instead. */
export async function main(argv: readonly string[], load: DictionaryLoader): Promise<number> {
  try {
    return await run(argv, load);
  } catch (error) {
    // parseArgs' own errors (an unknown option) are usage errors too.
    const known = error instanceof UnusableInput || (error instanceof Error && 'code' in error);
    process.stderr.write(`northwind-edi: ${known && error instanceof Error ? error.message : String(error)}\n`);
    return 2;
  }
}
