/** The engine's Standard objects by id: a standard missing here is a TypeScript error (PerStandard). */
import type { PerStandard } from '../../standards';
import { edifact } from './edifact-standard';
import type { Standard } from './standard';
import { x12 } from './x12-standard';

export const engineStandards: PerStandard<Standard> = { x12, edifact };
