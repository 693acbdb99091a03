export interface ShutdownResult {
  completed: number;
  refused: number;
  cut: number;
  other: number;
  exitCode: number | null;
  stoppedAfterMs: number;
}
export function shutdownUnderLoad(options: {
  port: number;
  clients?: number;
  delayMs?: number;
  paths?: string[];
}): Promise<ShutdownResult>;
