// The shape of one entry of the var table (var-table.ts): its kind with its range or default,
// and what README says of it. Free of Workers types, as the table is.

interface About {
  /** What the var is (README "what it is"). */
  description: string;
  /** What a visitor or operator notices when it changes (README "what it changes"). */
  changes: string;
  /** Empty or unset is an error. */
  required?: boolean;
  /** How README states the default when the value alone would not say it. */
  defaultNote?: string;
  /**
   * A secret (`wrangler secret put NAME`, `.dev.vars` locally): check:config refuses it in any
   * `[vars]` block, where it would be in the repository in clear.
   */
  secret?: true;
}

/**
 * By its kind: `text`: free text, trimmed. `whole`: a whole number in [min, max] (a TOML integer
 * too). `url`: empty, or an absolute http(s) URL. `origin`: empty, or an http(s) origin, no path.
 */
export type VarSpec =
  | (About & { kind: 'text'; default: string /** Empty falls back to this var's value. */; defaultFrom?: string })
  | (About & { kind: 'whole'; default: number; min: number; max: number; unit?: string })
  | (About & { kind: 'url' | 'origin'; default: '' });
