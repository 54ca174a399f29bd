// A WHERE clause built from fixed SQL fragments with bound parameters, plus the CTEs it
// needs; `impossible` marks a filter no row can pass, so the query can be skipped.

/** D1 refuses LIKE/GLOB patterns over 50 bytes ("LIKE or GLOB pattern too complex"). */
const D1_LIKE_PATTERN_MAX_BYTES = 50;
const utf8 = new TextEncoder();

export class Filters {
  readonly ctes: string[] = [];
  readonly cteArgs: unknown[] = [];
  readonly conditions: string[] = [];
  readonly args: unknown[] = [];
  /** Set by an unknown id or a value no row can have: the answer is an empty page. */
  impossible = false;

  with(cte: string, ...args: unknown[]): this {
    this.ctes.push(cte);
    this.cteArgs.push(...args);
    return this;
  }

  where(condition: string, ...args: unknown[]): this {
    this.conditions.push(condition);
    this.args.push(...args);
    return this;
  }

  nothing(): this {
    this.impossible = true;
    return this;
  }

  /**
   * A substring match as an escaped LIKE (requirements §11.2: FTS5 does not split Chinese):
   * `%`, `_` and the escape character match themselves. A pattern over D1's 50-byte
   * limit (about 16 Chinese characters) uses instr() instead, with the same meaning:
   * both fold ASCII case only.
   */
  keyword(column: string, keyword: string): this {
    const pattern = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    if (utf8.encode(pattern).length <= D1_LIKE_PATTERN_MAX_BYTES) {
      return this.where(`${column} LIKE ? ESCAPE '\\'`, pattern);
    }
    return this.where(`instr(lower(${column}), lower(?)) > 0`, keyword);
  }

  /** `WITH RECURSIVE …` (or nothing), then the query. */
  get prefix(): string {
    return this.ctes.length > 0 ? `WITH RECURSIVE ${this.ctes.join(', ')} ` : '';
  }

  /** `WHERE …` (or nothing). */
  get clause(): string {
    return this.conditions.length > 0 ? `WHERE ${this.conditions.join(' AND ')}` : '';
  }

  /** Every bound value, in the order the placeholders appear. */
  get bound(): unknown[] {
    return [...this.cteArgs, ...this.args];
  }
}
