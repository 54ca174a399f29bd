// Server-Timing for one request: named durations (cache, d1 or upstream, shell, render).

export class Timings {
  private readonly entries = new Map<string, number>();
  readonly start = Date.now();

  /** Adds the duration of `work` to the named metric (several calls add up). */
  async time<T>(name: string, work: () => Promise<T>): Promise<T> {
    const t0 = performance.now();
    try {
      return await work();
    } finally {
      this.add(name, performance.now() - t0);
    }
  }

  add(name: string, ms: number): void {
    this.entries.set(name, (this.entries.get(name) ?? 0) + ms);
  }

  get(name: string): number | undefined {
    return this.entries.get(name);
  }

  /** RFC-style Server-Timing header value. */
  header(): string {
    return [...this.entries].map(([name, ms]) => `${name};dur=${Math.round(ms * 10) / 10}`).join(', ');
  }
}
