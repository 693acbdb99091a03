/** The name of a transaction set or message, as the JSON and XML writers and the inspector's view give it. */
import { directoryFor } from '../syntax/locate';
import type { Dictionaries } from '../model/dictionaries';
import type { PerStandard, StandardId } from '../../standards';

/** The name of a transaction set or message (EDIFACT: as the directory its header names gives it). */
export function transactionName(
  standard: StandardId,
  code: string,
  dictionaries: Dictionaries,
  version?: string,
): string {
  return names[standard](code, dictionaries, version);
}

const names: PerStandard<(code: string, dictionaries: Dictionaries, version?: string) => string> = {
  x12: (code, dictionaries) => dictionaries.x12.transactionSets[code] ?? '',
  edifact: (code, dictionaries, version) =>
    code === 'CONTRL'
      ? 'Syntax and service report message'
      : (directoryFor(dictionaries, version)?.messageNames?.[code] ?? dictionaries.messageNames?.[code] ?? ''),
};
