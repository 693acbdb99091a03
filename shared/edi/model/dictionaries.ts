/**
 * What the engine checks against, handed in by its caller (the site, the command line, a test): the X12
 * dictionary and guides, and the UN/EDIFACT directories a document names. The engine imports no site data:
 * the caller owns it. Its own module, so that writers and rules name the type without importing the engine's
 * entry (inspect.ts).
 */
import type { EdifactDirectory, X12Dictionary } from './directory';
import type { GuideBook } from './guide';
import type { Linker } from './links';

export interface Dictionaries {
  x12: X12Dictionary;
  /** The X12 guides that check sets (`noGuides`: none). */
  guides: GuideBook;
  /** Message names for a message whose directory is not loaded (the site hands in D.96A's). */
  messageNames?: Readonly<Record<string, string>>;
  /** EDIFACT directories by id (d96a): those the document's messages name, loaded on demand. */
  edifact: Readonly<Record<string, EdifactDirectory>>;
  /** Turns what a finding points at into the site's URL (model/links.ts); without it findings carry no links. */
  link?: Linker;
}

/** Loads what a document needs: the EDIFACT directories its messages name (ids as directoryId makes them). */
export type DictionaryLoader = (edifact: readonly string[]) => Promise<Dictionaries>;

/** Loads EDIFACT directories by id; unknown ids are left out. */
export type DirectoryLoader = (ids: readonly string[]) => Promise<Readonly<Record<string, EdifactDirectory>>>;

/** What a caller hands in once, for every document: all of `Dictionaries` but the directories and links. */
export type EngineData = Omit<Dictionaries, 'edifact' | 'link'>;
