type Check = () => boolean | Promise<boolean>;

/** What /readyz reports: false once shutdown begins or when any registered check fails. */
export class Readiness {
  private shuttingDown = false;
  private readonly checks = new Map<string, Check>();

  addCheck(name: string, check: Check): void {
    this.checks.set(name, check);
  }

  beginShutdown(): void {
    this.shuttingDown = true;
  }

  /** Runs every check concurrently; a check that throws or rejects counts as failed. */
  async report(): Promise<{ ready: boolean; checks: Record<string, boolean> }> {
    const results = await Promise.all(
      [...this.checks].map(async ([name, check]): Promise<[string, boolean]> => {
        try {
          return [name, await check()];
        } catch {
          return [name, false];
        }
      }),
    );
    const checks: Record<string, boolean> = { accepting: !this.shuttingDown, ...Object.fromEntries(results) };
    return { ready: Object.values(checks).every(Boolean), checks };
  }
}
