// The tolerant decoder of docs/api.md: envelopes with or without `code`, paged answers as
// rows/total, data[] or data{list|rows,total}, numeric or string ids. Never trusts a type.

import { ApiError, ERROR_TEXT } from './errors.ts';
import type { Page } from './types.ts';

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

export function envelopeCode(body: unknown): number {
  if (!isObject(body) || body.code === undefined || body.code === null) return 200;
  const n = Number(body.code);
  return Number.isFinite(n) ? n : 500;
}

export function envelopeMsg(body: unknown): string {
  return isObject(body) && typeof body.msg === 'string' ? body.msg : '';
}

/** Throws ApiError for any code but 200. */
export function assertOk(body: unknown): Json {
  const code = envelopeCode(body);
  if (code !== 200) {
    const fallback = code === 404 ? ERROR_TEXT[404] : code === 403 ? ERROR_TEXT[403] : ERROR_TEXT.unknown;
    throw new ApiError(code, envelopeMsg(body) || fallback);
  }
  return isObject(body) ? body : {};
}

export function decodeData(body: unknown): unknown {
  return assertOk(body).data;
}

export function decodeList<T>(body: unknown, item: (raw: unknown) => T | null): T[] {
  const data = decodeData(body);
  const list = Array.isArray(data) ? data : isObject(data) && Array.isArray(data.list) ? data.list : [];
  return list.map(item).filter((x): x is T => x !== null);
}

export function decodePage<T>(body: unknown, item: (raw: unknown) => T | null): Page<T> {
  const env = assertOk(body);
  let rows: unknown[] = [];
  let total: unknown;
  if (Array.isArray(env.rows)) {
    rows = env.rows;
    total = env.total;
  } else if (Array.isArray(env.data)) {
    rows = env.data;
    total = env.total;
  } else if (isObject(env.data)) {
    const inner = env.data;
    rows = Array.isArray(inner.rows) ? inner.rows : Array.isArray(inner.list) ? inner.list : [];
    total = inner.total ?? env.total;
  }
  const decoded = rows.map(item).filter((x): x is T => x !== null);
  const n = Number(total);
  return { rows: decoded, total: Number.isFinite(n) && n >= 0 ? Math.floor(n) : decoded.length };
}

// Field readers: each returns a safe value of its type whatever the upstream sent.

export const str = (v: unknown, fallback = ''): string =>
  typeof v === 'string' ? v : typeof v === 'number' && Number.isFinite(v) ? String(v) : fallback;

export const optStr = (v: unknown): string | null => (typeof v === 'string' || typeof v === 'number' ? str(v) : null);

export const id = (v: unknown): string | null => {
  const s = str(v).trim();
  return /^\d{1,19}$/.test(s) ? s : null;
};

export const num = (v: unknown, fallback = 0): number => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : fallback;
};

export const flag = (v: unknown): '0' | '1' => (str(v) === '1' || v === true ? '1' : '0');

export const obj = (v: unknown): Json | null => (isObject(v) ? v : null);

export const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/** `v` when it is one of `allowed`, else `fallback` (a CMS's unknown enum value). */
export function oneOf<T extends string>(v: unknown, allowed: readonly T[], fallback: T): T {
  const s = str(v) as T;
  return allowed.includes(s) ? s : fallback;
}
