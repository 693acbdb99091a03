/**
 * The EDIFACT checks of one run, segment by segment: the loop of rules/check-edifact.ts (checkEdifact) with
 * the same checks in the same order. Keep the two loops alike: tests/unit/edi/stream.test.ts compares every
 * finding of both readings.
 */
import { issueText } from '../rules/messages';
import {
  checkInterchangeHeader,
  checkServiceAdvice,
  names,
  SECURITY_MESSAGES,
  SECURITY_TAG,
} from '../rules/check-edifact';
import { ElementChecker } from '../rules/check-elements';
import { StructureWalker } from '../rules/check-message-structure';
import { checkUnique } from '../rules/check-x12-envelope';
import { mayCarryGs1, reportGs1 } from '../rules/gs1';
import { firstOutside, levelOf, type SyntaxLevel } from '../syntax/character-sets';
import { ElementReader } from '../syntax/element-reader';
import { Envelopes, implicitGroup } from '../syntax/envelope';
import { directoryId } from '../model/directory-id';
import type { EdifactDirectory } from '../model/directory';
import type { Run } from '../syntax/ingest';
import type { Interchange, Segment } from '../model/types';
import { dropClosed, OPEN_LAST, release, type OpenSet, type RunContext, type RunStream } from './run-stream';

const value = (s: Segment | undefined, n: number, c = 1) => s?.elements[n - 1]?.[c - 1] ?? '';

export class EdifactRunStream implements RunStream {
  private readonly reader: ElementReader;
  private readonly env: Envelopes;
  private readonly checker: ElementChecker;
  private readonly structures: StructureWalker;
  private level: SyntaxLevel;
  private directory: EdifactDirectory | undefined;
  private explicitGroups = false;
  private groupControls = new Set<string>();
  private messageControls = new Set<string>();
  private interactive = false;
  private outsideRun = -2;
  private open: OpenSet | undefined;

  constructor(
    private readonly run: Run,
    private readonly ctx: RunContext,
  ) {
    this.reader = new ElementReader(run.delimiters);
    this.env = new Envelopes(names, ctx.issues, ctx.interchanges, this.reader);
    this.checker = new ElementChecker(ctx.issues, this.reader, run.delimiters.decimal ?? '.');
    this.structures = new StructureWalker(ctx.issues);
  }

  segment(s: Segment, index: number): void {
    if (!s.unreadable && s.tag !== 'UNA') this.check(s, index);
    const tx = this.env.transaction;
    if (this.open && this.open.tx !== tx) this.close(this.open);
    if (tx && !this.open) {
      const group = this.env.group;
      const interchange = this.env.interchange;
      if (group && interchange) this.open = { tx, group, interchange, slot: group.transactions.length - 1 };
    }
    dropClosed(this.ctx, this.env.interchange);
  }

  keepFrom(index: number): number {
    return Math.min(this.open?.tx.first ?? index, index);
  }

  end(last: number): void {
    const s = this.ctx.held.at(last);
    if (s) this.env.finish(s);
    if (this.open) {
      if (this.open.tx.last === OPEN_LAST) this.open.tx.last = last;
      this.close(this.open);
    }
  }

  private close(open: OpenSet): void {
    this.open = undefined;
    release(this.ctx, open);
  }

  private blank(index: number): Interchange {
    return {
      standard: 'edifact',
      delimiters: this.run.delimiters,
      senderQualifier: '',
      sender: '',
      receiverQualifier: '',
      receiver: '',
      date: '',
      time: '',
      control: '',
      version: '',
      test: false,
      header: index,
      groups: [],
    };
  }

  /** One step of checkEdifact's loop. */
  private check(s: Segment, index: number): void {
    const { env, reader, run } = this;
    const { issues, held, options } = this.ctx;
    const directories = this.ctx.dictionaries.edifact;
    const t = issueText;
    const ensureInterchange = () => {
      if (env.interchange) return env.interchange;
      issues.add('outside-envelope', s, t.outside(s.tag, t.containers.interchange));
      return env.addInterchange(this.blank(index));
    };
    if (this.level && s.source !== undefined) {
      const outside = firstOutside(s.source, s.start ?? 0, s.end ?? 0, this.level, run.delimiters);
      if (outside !== undefined && !issues.counted('character-set'))
        issues.add('character-set', s, t.characterSet(s.tag, outside, `UNO${this.level}`));
    }
    if (this.interactive && s.tag !== 'UNB' && s.tag !== 'UNA') {
      if (s.tag === 'UNZ') env.closeInterchange(s, index, !this.explicitGroups, true);
      if (s.tag === 'UIZ' || s.tag === 'UNZ') this.interactive = false;
      return;
    }
    switch (s.tag) {
      case 'UIB':
      case 'UIH':
        issues.add('interactive-edifact', s, t.interactive(s.tag));
        this.interactive = true;
        return;
      case 'UNB':
        env.openInterchange(s, {
          ...this.blank(index),
          senderQualifier: value(s, 2, 2),
          sender: value(s, 2),
          receiverQualifier: value(s, 3, 2),
          receiver: value(s, 3),
          date: value(s, 4),
          time: value(s, 4, 2),
          control: value(s, 5),
          version: `${value(s, 1)}:${value(s, 1, 2)}`,
          test: value(s, 11) === '1',
        });
        this.explicitGroups = false;
        this.groupControls = new Set();
        this.messageControls = new Set();
        this.level = levelOf(value(s, 1));
        checkInterchangeHeader(s, issues);
        checkServiceAdvice(held.at(index - 1), value(s, 1, 2), issues);
        checkUnique(this.ctx.interchangeControls, value(s, 5), s, 'interchange-duplicate', 'UNB 0020', issues);
        reportGs1('edifact', s, issues);
        return;
      case 'UNG': {
        const owner = ensureInterchange();
        env.reportOpenGroup(s);
        this.explicitGroups = true;
        checkUnique(this.groupControls, value(s, 5), s, 'group-duplicate', 'UNG 0048', issues);
        env.openGroup(owner, {
          explicit: true,
          functionalId: value(s, 1),
          sender: value(s, 2),
          receiver: value(s, 3),
          date: value(s, 4),
          time: value(s, 4, 2),
          control: value(s, 5),
          version: `${value(s, 7)}:${value(s, 7, 2)}`,
          header: index,
          transactions: [],
        });
        return;
      }
      case 'UNH': {
        const owner = ensureInterchange();
        env.endTransaction(s, index);
        const group = env.group ?? env.openGroup(owner, implicitGroup());
        reader.read(s);
        const code = reader.value(1, 0);
        const releaseId = reader.value(1, 1);
        const issue = reader.value(1, 2);
        const version = `${releaseId}:${issue}`;
        env.openTransaction(group, { code, control: reader.value(0, 0), version, first: index, last: OPEN_LAST });
        checkUnique(this.messageControls, reader.value(0, 0), s, 'transaction-duplicate', 'UNH 0062', issues);
        // CONTRL's structure is the same in every directory: the first loaded (checkEdifact's anyDirectory).
        this.directory =
          directories[options.directory ?? directoryId(releaseId, issue)] ??
          (code === 'CONTRL' ? Object.values(directories)[0] : undefined);
        this.checker.message(this.directory, reader.value(1, 4), code === 'CONTRL');
        if (!this.directory) issues.add('message-version', s, t.messageVersion(code, version), 'S009/0052');
        else if (!this.directory.structures[code] && !SECURITY_MESSAGES.has(code))
          issues.add('message-unknown', s, t.messageUnknown(code, this.directory.label), 'S009/0065');
        return;
      }
      case 'UNT': {
        const msg = env.closeTransaction(s, index);
        if (msg && this.directory) this.structures.check(held.items, held.local(msg), this.directory);
        this.directory = undefined;
        return;
      }
      case 'UNE':
        env.closeGroup(s, index);
        return;
      case 'UNZ':
        env.closeInterchange(s, index, !this.explicitGroups);
        return;
      default: {
        const msg = env.transaction;
        const def = this.directory?.segments[s.tag];
        if (!msg && index !== this.outsideRun + 1)
          issues.add('outside-envelope', s, t.outside(s.tag, t.containers.message));
        if (!msg) this.outsideRun = index;
        else if (this.directory && !def && !SECURITY_TAG.test(s.tag) && !issues.counted('segment-unknown'))
          issues.add('segment-unknown', s, t.unknownTag(s.tag, `EDIFACT ${this.directory.label}`));
        if (msg && this.directory && def) {
          reader.read(s);
          this.checker.check(s, def);
          reportGs1('edifact', s, issues, reader);
        } else if (mayCarryGs1('edifact', s.tag)) {
          reader.read(s);
          reportGs1('edifact', s, issues, reader);
        }
      }
    }
  }
}
