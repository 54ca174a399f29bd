// The edge cache's first tier: a per-isolate LRU bounded in bytes (architecture.md "Edge cache").
// An isolate serves many requests, so what it holds is shared by them and never mutated.

export interface MemoryEntry<H> {
  held: H;
  /** Epoch ms when the value was loaded from the store or rendered. */
  fetchedAt: number;
  size: number;
  /** Epoch ms from which the value is wrong (a notice's "valid until"): never served from then. */
  expiresAt?: number;
}

export class MemoryTier {
  #entries = new Map<string, MemoryEntry<unknown>>();
  #bytes = 0;
  #limit: number;

  constructor(limitBytes: number) {
    this.#limit = limitBytes;
  }

  get bytes(): number {
    return this.#bytes;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** Changes the bound (configuration is read per request); evicts down to it. */
  resize(limitBytes: number): void {
    this.#limit = limitBytes;
    this.#evict();
  }

  get<H>(key: string): MemoryEntry<H> | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    // Map order is the recency order: the entry moves to the young end.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry as MemoryEntry<H>;
  }

  set<H>(key: string, entry: MemoryEntry<H>): void {
    this.delete(key);
    if (entry.size > this.#limit / 4) return; // one entry never crowds out the rest
    this.#entries.set(key, entry);
    this.#bytes += entry.size;
    this.#evict();
  }

  delete(key: string): void {
    const old = this.#entries.get(key);
    if (!old) return;
    this.#entries.delete(key);
    this.#bytes -= old.size;
  }

  clear(): void {
    this.#entries.clear();
    this.#bytes = 0;
  }

  #evict(): void {
    for (const [key, entry] of this.#entries) {
      if (this.#bytes <= this.#limit) break;
      this.#entries.delete(key);
      this.#bytes -= entry.size;
    }
  }
}

/** Default bound of the isolate's memory tier (a Worker isolate has 128 MB in all). */
export const MEMORY_TIER_DEFAULT_BYTES = 16 * 1024 * 1024;

/** The isolate's one memory tier, shared by content answers and pages. */
export const memoryTier = new MemoryTier(MEMORY_TIER_DEFAULT_BYTES);
