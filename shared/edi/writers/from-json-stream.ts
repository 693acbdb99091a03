/**
 * Our JSON → EDI as the JSON is read, for `northwind-edi convert --to edi`: @streamparser/json (pure JavaScript,
 * JSON.parse's grammar) tokenizes the text in pieces and builds only the envelope's parts and one entry of a
 * set's `segments` (a segment or a whole loop) at a time (`keepStack: false` drops each once handed over); a
 * walk of the tokens follows the envelope (which interchange, group, set, key) and says when a set, group or
 * interchange closes. Each part is read by json-input.ts's own readers and written by from-json.ts's
 * InterchangeWriter (a set's segments through set-stream.ts as they come), so the text is the whole
 * conversion's and a set of any length takes the memory of one entry. Only our JSON in the order we write it is streamed: an envelope key twice, a header after its
 * sets, a container of the wrong type, or anything wrong at all throws, and the caller lets the whole
 * conversion (jsonToEdi after JSON.parse) give the answer or the exact error.
 */
import { Tokenizer, TokenParser, TokenType, type ParsedElementInfo, type ParsedTokenInfo } from '@streamparser/json';
import type { GuideBook } from '../model/guide';
import { isStandardId, type StandardId } from '../../standards';
import { InterchangeWriter, type EdiWriteOptions } from './from-json';
import { groupHeaderRequired, readDelimiters, readNode, readSegment, type InSegment } from './json-input';
import { SetStream } from './set-stream';

/** A JSON this reader leaves to the whole conversion (not ours, not in our order, or wrong). */
export class NotStreamable extends Error {}

type Role =
  'root' | 'interchanges' | 'interchange' | 'groups' | 'group' | 'transactions' | 'set' | 'segments' | 'value';

/** The envelope's containers, and whether each is an array. */
const ARRAY: Partial<Record<Role, boolean>> = {
  root: false,
  interchanges: true,
  interchange: false,
  groups: true,
  group: false,
  transactions: true,
  set: false,
  segments: true,
};

/** What a value is, by its container's role and its key there. */
function roleOf(parent: Role | undefined, key: string | number | undefined): Role {
  if (parent === undefined) return 'root';
  if (parent === 'root' && key === 'interchanges') return 'interchanges';
  if (parent === 'interchanges') return 'interchange';
  if (parent === 'interchange' && key === 'groups') return 'groups';
  if (parent === 'groups') return 'group';
  if (parent === 'group' && key === 'transactions') return 'transactions';
  if (parent === 'transactions') return 'set';
  if (parent === 'set' && key === 'segments') return 'segments';
  return 'value';
}

interface Frame {
  role: Role;
  array: boolean;
  /** The key of the value being read (an array's index). */
  key: string | number | undefined;
  keys: Set<string>;
  expectKey: boolean;
}

/** The interchange being read: the parts its start needs, then its writer. */
interface OpenInterchange {
  n: number;
  head: { standard?: unknown; delimiters?: unknown; una?: unknown; header?: unknown };
  writer?: InterchangeWriter;
  standard?: StandardId;
  trailer?: InSegment;
  groups: number;
}

interface OpenGroup {
  gi: number;
  header?: InSegment;
  trailer?: InSegment;
  started: boolean;
  sets: number;
  /** The set whose segments are being read, and whether the set being read has had its segments. */
  set?: SetStream;
  written: boolean;
}

/** The parts built and handed over: the envelope's pieces and each entry of a set's segments; the rest is dropped. */
const PATHS = ['standard', 'delimiters', 'una', 'header', 'trailer']
  .map((k) => `$.interchanges.*.${k}`)
  .concat(['$.interchanges.*.groups.*.header', '$.interchanges.*.groups.*.trailer'])
  .concat(['$.interchanges.*.groups.*.transactions.*.segments.*']);

const refuse = (why: string): never => {
  throw new NotStreamable(why);
};

export class JsonToEdiStream {
  private readonly tokenizer = new Tokenizer();
  private readonly parser = new TokenParser({ paths: PATHS, keepStack: false });
  private readonly frames: Frame[] = [];
  private ic: OpenInterchange | undefined;
  private group: OpenGroup | undefined;
  private interchanges = 0;
  private first = true;

  constructor(
    private readonly guides: GuideBook,
    /** Where each piece of EDI text goes, in order. */
    private readonly out: (text: string) => void,
    private readonly options: EdiWriteOptions = {},
  ) {
    this.tokenizer.onToken = (t) => this.token(t);
    this.parser.onValue = (v) => this.value(v);
  }

  write(text: string): void {
    // A second byte-order mark (the decoder took the first): JSON.parse refuses it, the tokenizer would skip it.
    if (this.first && text.startsWith('\uFEFF')) refuse('byte-order mark');
    this.first = false;
    this.tokenizer.write(text);
  }

  end(): void {
    this.tokenizer.end();
    if (!this.parser.isEnded || this.interchanges === 0) refuse('no interchanges');
  }

  private token(t: ParsedTokenInfo): void {
    const top = this.frames.at(-1);
    const { token } = t;
    if (token === TokenType.LEFT_BRACE || token === TokenType.LEFT_BRACKET) {
      const role = roleOf(top?.role, top?.key);
      const array = token === TokenType.LEFT_BRACKET;
      const expected = ARRAY[role];
      if (expected !== undefined && expected !== array) refuse(`${role} of the wrong type`);
      this.opened(role);
      this.frames.push({ role, array, key: array ? 0 : undefined, keys: new Set(), expectKey: !array });
    } else if (token === TokenType.STRING && top && top.expectKey) {
      const key = String(t.value);
      if (ARRAY[top.role] === false && top.keys.has(key)) refuse(`${key} twice`);
      top.keys.add(key);
      top.key = key;
      top.expectKey = false;
    } else if (token === TokenType.COMMA && top) {
      if (top.array) top.key = Number(top.key) + 1;
      else top.expectKey = true;
    } else if (token !== TokenType.COLON && token !== TokenType.RIGHT_BRACE && token !== TokenType.RIGHT_BRACKET) {
      if (ARRAY[roleOf(top?.role, top?.key)] !== undefined) refuse('a plain value where the envelope goes on');
    }
    this.parser.write(t);
    if (token === TokenType.RIGHT_BRACE || token === TokenType.RIGHT_BRACKET) this.closed(this.frames.pop()?.role);
  }

  /** The interchange's start, once the parts before its groups are read. */
  private start(ic: OpenInterchange): InterchangeWriter {
    const path = `$.interchanges[${ic.n}]`;
    const { standard } = ic.head;
    if (!isStandardId(standard)) return refuse('standard');
    const head = {
      standard,
      delimiters: readDelimiters(ic.head.delimiters, `${path}.delimiters`),
      una: ic.head.una === true,
      header: readSegment(ic.head.header, `${path}.header`),
    };
    ic.standard = standard;
    const writer = new InterchangeWriter(head, ic.n, this.guides, this.options);
    this.out(writer.start());
    return writer;
  }

  private opened(role: Role): void {
    const { ic, group } = this;
    if (role === 'interchange') this.ic = { n: this.interchanges++, head: {}, groups: 0 };
    else if (role === 'groups' && ic) ic.writer ??= this.start(ic);
    else if (role === 'group' && ic) this.group = { gi: ic.groups++, started: false, sets: 0, written: false };
    else if (role === 'transactions' && ic?.writer && ic.standard && group) {
      if (group.started) refuse('transactions twice');
      if (groupHeaderRequired[ic.standard] && !group.header) refuse('group header');
      group.started = true;
      this.out(ic.writer.group(group.header, group.gi));
    } else if (role === 'segments' && ic?.writer && ic.standard && group?.started) {
      if (group.written) refuse('segments twice');
      const at = `$.interchanges[${ic.n}].groups[${group.gi}].transactions[${group.sets}]`;
      group.set = new SetStream(ic.writer, ic.standard, group.header, this.guides, at);
    } else if (role === 'segments') refuse('segments out of place');
  }

  private closed(role: Role | undefined): void {
    const { ic, group } = this;
    if (role === 'segments' && group?.set) {
      this.out(group.set.end());
      group.set = undefined;
      group.written = true;
    } else if (role === 'set') {
      if (!group?.written) return refuse('a set without segments');
      group.written = false;
      group.sets += 1;
    } else if (role === 'group') {
      if (!ic?.writer || !group?.started) return refuse('group without transactions');
      this.out(ic.writer.groupEnd(group, group.gi, group.sets));
      this.group = undefined;
    } else if (role === 'interchange') {
      if (!ic?.writer) return refuse('interchange without groups');
      this.out(ic.writer.finish(ic.trailer));
      this.ic = undefined;
    }
  }

  /** A part built: an interchange's (3 deep), a group's (5 deep) or an entry of a set's segments (8 deep). */
  private value({ value, key, stack }: ParsedElementInfo): void {
    const { ic, group } = this;
    if (!ic) return refuse('a part outside an interchange');
    const where = () => `$.interchanges[${ic.n}]`;
    if (stack.length === 3) {
      if (key === 'trailer') ic.trailer = readSegment(value, `${where()}.trailer`);
      else if (ic.writer) refuse(`${String(key)} after the groups`);
      else if (key === 'standard' || key === 'delimiters' || key === 'una' || key === 'header') ic.head[key] = value;
      return;
    }
    if (!group) return refuse('a part outside a group');
    const at = `${where()}.groups[${group.gi}]`;
    if (stack.length === 5 && key === 'header') {
      if (group.started) refuse('group header after its sets');
      group.header = readSegment(value, `${at}.header`);
    } else if (stack.length === 5 && key === 'trailer') group.trailer = readSegment(value, `${at}.trailer`);
    else if (stack.length === 8 && group.set && typeof key === 'number') {
      const here = `${at}.transactions[${group.sets}].segments[${key}]`;
      this.out(group.set.push(readNode(value, here, 0)));
    } else refuse('a set out of place');
  }
}
