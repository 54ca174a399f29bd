// Server-Timing for one request (W3C Server Timing): named durations (cache, d1 or
// upstream, data, shell, total), an optional description (the cache outcome), and when
// each metric last ended, so that the log can tell when React's render started.
// https://www.w3.org/TR/server-timing/

interface Metric {
  ms: number;
  /** performance.now() when the last addition to this metric ended. */
  endedAt: number;
  desc?: string;
}

/** A metric name is an HTTP token; a description goes in a quoted string. */
const quoted = (s: string) => `"${s.replace(/["\\]/g, '')}"`;

export class Timings {
  private readonly metrics = new Map<string, Metric>();
  /** The metrics the header may name (undefined: all); the log and metrics read every one. */
  private shown: Set<string> | undefined;
  /** performance.now() when the request reached the worker. */
  readonly start = performance.now();

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
    const metric = this.metrics.get(name);
    if (metric) {
      metric.ms += ms;
      metric.endedAt = performance.now();
    } else {
      this.metrics.set(name, { ms, endedAt: performance.now() });
    }
  }

  /** Sets the description of a metric (created with no duration if new). */
  describe(name: string, desc: string): void {
    const metric = this.metrics.get(name);
    if (metric) metric.desc = desc;
    else this.metrics.set(name, { ms: Number.NaN, endedAt: performance.now(), desc });
  }

  get(name: string): number | undefined {
    const ms = this.metrics.get(name)?.ms;
    return ms === undefined || Number.isNaN(ms) ? undefined : ms;
  }

  /** When the metric last ended (performance.now() clock), if it was recorded. */
  endedAt(name: string): number | undefined {
    return this.metrics.get(name)?.endedAt;
  }

  /** Milliseconds since the request reached the worker. */
  elapsed(): number {
    return performance.now() - this.start;
  }

  /** From now on the header names only these (what the others say is for the log alone). */
  showOnly(...names: string[]): void {
    this.shown = new Set(names);
  }

  /** The Server-Timing header value, e.g. `cache;desc="HIT";dur=0.4, d1;dur=3.1`. */
  header(): string {
    return [...this.metrics]
      .filter(([name]) => !this.shown || this.shown.has(name))
      .map(([name, { ms, desc }]) => {
        const parts = [name];
        if (desc !== undefined) parts.push(`desc=${quoted(desc)}`);
        if (!Number.isNaN(ms)) parts.push(`dur=${round(ms)}`);
        return parts.join(';');
      })
      .join(', ');
  }
}

/** Milliseconds to one decimal: finer figures are noise (Workers coarsen timers). */
export function round(ms: number): number {
  return Math.round(ms * 10) / 10;
}
