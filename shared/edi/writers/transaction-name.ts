/** The name of a transaction set or message, as the JSON and XML writers and the inspector's view give it. */
import edifactNames from '../../../content/directories/edifact-d96a-messages.json';
import { directoryFor } from '../syntax/locate';
import type { Dictionaries } from '../model/dictionaries';
import type { StandardId } from '../../standards';

/** D.96A's message names: the fallback for a message whose directory is not loaded. */
const messageNames: Readonly<Record<string, string>> = Object.fromEntries(edifactNames.map((m) => [m.code, m.name]));

/** The name of a transaction set or message (EDIFACT: as the directory its header names gives it). */
export function transactionName(
  standard: StandardId,
  code: string,
  dictionaries: Dictionaries,
  version?: string,
): string {
  if (standard === 'x12') return dictionaries.x12.transactionSets[code] ?? '';
  if (code === 'CONTRL') return 'Syntax and service report message';
  return directoryFor(dictionaries, version)?.messageNames?.[code] ?? messageNames[code] ?? '';
}
