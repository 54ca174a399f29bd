// Reads the worker's vars by the var table (var-table.ts): each by its kind, defaults
// applied, every bad one named at once. Free of Workers types, as the table is.

import type { VarSpec } from './var-spec.ts';
import { CONFIG_VAR_NAMES, CONFIG_VARS, isConfigVar, type VarsInput, type VarValues } from './var-table.ts';

function readText(name: string, raw: unknown, fallback: string, problems: string[]): string {
  if (raw === undefined) return fallback;
  if (typeof raw !== 'string') {
    problems.push(`${name} must be text (got ${JSON.stringify(raw)})`);
    return fallback;
  }
  return raw.trim();
}

function readWhole(
  name: string,
  raw: unknown,
  spec: { default: number; min: number; max: number },
  problems: string[],
): number {
  if (raw === undefined || raw === '') return spec.default;
  // A TOML integer (UPSTREAM_TIMEOUT_MS = 8000) reaches the worker as a number.
  const digits = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  const n = Number(digits);
  if (!/^\d+$/.test(digits) || n < spec.min || n > spec.max) {
    problems.push(`${name} must be a whole number from ${spec.min} to ${spec.max} (got ${JSON.stringify(raw)})`);
    return spec.default;
  }
  return n;
}

function readUrl(name: string, raw: unknown, originOnly: boolean, problems: string[]): string | null {
  const text = readText(name, raw, '', problems);
  if (!text) return null;
  try {
    const u = new URL(text);
    if (u.protocol !== 'https:' && u.protocol !== 'http:') throw new Error();
    if (originOnly && (u.pathname !== '/' || u.search || u.hash || u.username)) throw new Error();
    return text.replace(/\/+$/, '');
  } catch {
    const what = originOnly ? 'an origin such as https://www.example.cn (no path)' : 'an absolute http(s) URL';
    problems.push(`${name} must be ${what} (got ${JSON.stringify(text)})`);
    return null;
  }
}

/**
 * Every var parsed by its kind, defaults applied; each bad one adds a sentence naming it to
 * `problems` and reads as its default, so that all of them are reported at once.
 */
export function readVars(env: VarsInput, problems: string[]): VarValues {
  const values: Record<string, string | number | null> = {};
  for (const name of CONFIG_VAR_NAMES) {
    const spec: VarSpec = CONFIG_VARS[name];
    const raw = env[name];
    if (spec.kind === 'whole') values[name] = readWhole(name, raw, spec, problems);
    else if (spec.kind === 'text') values[name] = readText(name, raw, spec.default, problems);
    else values[name] = readUrl(name, raw, spec.kind === 'origin', problems);
    if (spec.required && !values[name]) problems.push(`${name} must not be empty`);
  }
  for (const name of CONFIG_VAR_NAMES) {
    const spec: VarSpec = CONFIG_VARS[name];
    if (spec.kind === 'text' && spec.defaultFrom && !values[name]) values[name] = values[spec.defaultFrom] ?? '';
  }
  return values as VarValues;
}

/**
 * The vars of a wrangler.toml section set to exactly what the worker would use without them
 * (check:config notes them: the sections state only what differs from the defaults).
 */
export function restatedDefaults(vars: Record<string, unknown>): string[] {
  const defaults = readVars({}, []);
  const problems: string[] = [];
  const values = readVars(vars, problems);
  return Object.keys(vars).filter(
    (name) =>
      isConfigVar(name) &&
      // A required var has no default to restate; a bad value is a problem, reported as one.
      !(CONFIG_VARS[name] as VarSpec).required &&
      !problems.some((problem) => problem.startsWith(`${name} `)) &&
      values[name] === defaults[name],
  );
}
