/** What /readyz reports: false once shutdown begins or when any registered check fails. */
export class Readiness {
  private shuttingDown = false;
  private readonly checks = new Map<string, () => boolean>();

  addCheck(name: string, check: () => boolean): void {
    this.checks.set(name, check);
  }

  beginShutdown(): void {
    this.shuttingDown = true;
  }

  report(): { ready: boolean; checks: Record<string, boolean> } {
    const checks: Record<string, boolean> = { accepting: !this.shuttingDown };
    for (const [name, check] of this.checks) {
      try {
        checks[name] = check();
      } catch {
        checks[name] = false;
      }
    }
    return { ready: Object.values(checks).every(Boolean), checks };
  }
}
