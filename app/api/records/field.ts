// The building blocks of a record kind's one definition (decision 0105): a field's format,
// whether the import requires it, how D1 stores it and what the API sends of it. The import
// types, validation, D1 columns, export, decoders and field docs all follow from these.

/**
 * What a field holds. `id` a record's own decimal id, `ref` another record's (or "0"), `code`
 * letters/digits/-/_, `name` non-empty text, `text` text or null, `html` editors' HTML, `int`
 * an integer, `count` a whole number ≥ 0, `flag` "0"/"1", `time` `yyyy-MM-dd HH:mm:ss` and
 * `date` `yyyy-MM-dd` (Beijing), `clock` `HH:mm` (Beijing), `enum` one of `values`, `json` a
 * structure its named check validates.
 */
export type Format =
  | 'id'
  | 'ref'
  | 'code'
  | 'name'
  | 'text'
  | 'html'
  | 'int'
  | 'count'
  | 'flag'
  | 'time'
  | 'date'
  | 'clock'
  | 'enum'
  | 'json';

/** A structure's import check, by name (content/validate-checks.ts holds each). */
export type CheckName = 'tags' | 'attachments' | 'variants' | 'synonymTarget' | 'columnClass' | 'factName' | 'guide';

/** Where the API sends a field: in every answer, only in a detail, or never through the generic decoder. */
export type Wire = 'always' | 'detail' | 'none';

export interface FieldDef<
  T = unknown,
  Required extends boolean = boolean,
  W extends Wire = Wire,
  Fm extends Format = Format,
> {
  readonly format: Fm;
  readonly required: Required;
  /** `enum`: the values allowed. */
  readonly values?: readonly string[];
  /** `enum`: what the decoder makes of a value it does not know (a CMS's own). */
  readonly unknownAs?: string;
  /** Stored when the document leaves it out (the column is NOT NULL). */
  readonly fallback?: string | number;
  /** `ref`: the record kind it names; `root` allows "0" (top level, the whole site). */
  readonly refers?: { readonly to: string; readonly root: boolean };
  /** Must not come before these fields of the same record (same format). */
  readonly notBefore?: readonly string[];
  /** A structure's check, or a text's extra rule. */
  readonly check?: CheckName;
  /** Not a column of the kind's table (a release's tags live in their own tables). */
  readonly stored?: false;
  /** A guide's section: only a guide (or the journey page) carries it, never a listing. */
  readonly guide?: true;
  /** Text: at most this many characters (a title goes into `<title>` and lists whole). */
  readonly maxLength?: number;
  readonly wire: W;
  /** The type a value has; never set (it carries `T` for the types below). */
  readonly type?: T;
}

type Options<W extends Wire> = Partial<
  Pick<FieldDef, 'fallback' | 'notBefore' | 'check' | 'stored' | 'guide' | 'unknownAs' | 'maxLength'>
> & {
  wire?: W;
};

function field<T, R extends boolean, W extends Wire, Fm extends Format>(
  format: Fm,
  o?: Options<W>,
): FieldDef<T, R, W, Fm> {
  // Text and structures may be absent; every other format is required unless opt() says otherwise.
  const required = format !== 'text' && format !== 'json';
  return { format, required, wire: 'always', ...o } as FieldDef<T, R, W, Fm>;
}

export const id = () => field<string, true, 'always', 'id'>('id');
export const ref = (to: string, root = false) => ({
  ...field<string, true, 'always', 'ref'>('ref'),
  refers: { to, root },
});
export const code = () => field<string, true, 'always', 'code'>('code');
export const name = <W extends Wire = 'always'>(o?: Options<W>) => field<string, true, W, 'name'>('name', o);
export const html = <W extends Wire = 'always'>(o?: Options<W>) => field<string, true, W, 'html'>('html', o);
export const int = <W extends Wire = 'always'>(o?: Options<W>) => field<number, true, W, 'int'>('int', o);
export const count = <W extends Wire = 'always'>(o?: Options<W>) => field<number, true, W, 'count'>('count', o);
export const flag = <W extends Wire = 'always'>(o?: Options<W>) => field<'0' | '1', true, W, 'flag'>('flag', o);
export const time = <W extends Wire = 'always'>(o?: Options<W>) => field<string, true, W, 'time'>('time', o);
export const date = <W extends Wire = 'always'>(o?: Options<W>) => field<string, true, W, 'date'>('date', o);
export const clock = <W extends Wire = 'always'>(o?: Options<W>) => field<string, true, W, 'clock'>('clock', o);
/** Text that may be absent or null. */
export const text = <T extends string = string, W extends Wire = 'always'>(o?: Options<W>) =>
  field<T, false, W, 'text'>('text', o);
/** A structure the generic decoder leaves to its entity's own (its check validates the import). */
export const json = <T>(check: CheckName, o?: Options<'none'>) =>
  field<T, false, 'none', 'json'>('json', { check, wire: 'none', ...o });
export const oneOf = <const V extends string, W extends Wire = 'always'>(values: readonly V[], o?: Options<W>) => ({
  ...field<V, true, W, 'enum'>('enum', o),
  values,
});

/** The same field, optional in the import (absent or null means none). */
export const opt = <T, R extends boolean, W extends Wire, Fm extends Format>(
  def: FieldDef<T, R, W, Fm>,
): FieldDef<T, false, W, Fm> => ({
  ...def,
  required: false,
});
/** The same field, required in the import. */
export const req = <T, R extends boolean, W extends Wire, Fm extends Format>(
  def: FieldDef<T, R, W, Fm>,
): FieldDef<T, true, W, Fm> => ({
  ...def,
  required: true,
});

export type Fields = Readonly<Record<string, FieldDef>>;

type ValueOf<F> = F extends FieldDef<infer T, boolean, Wire, Format> ? T : never;
type RequiredKeys<F extends Fields> = { [K in keyof F]: F[K]['required'] extends true ? K : never }[keyof F];

/** A record as the import document (content/README.md) spells it. */
export type ImportShape<F extends Fields> = { -readonly [K in RequiredKeys<F>]: ValueOf<F[K]> } & {
  -readonly [K in Exclude<keyof F, RequiredKeys<F>>]?: ValueOf<F[K]> | null;
};

/** Formats the decoder always fills (a number, a flag, an id, text it defaults to ""). */
type Filled = 'id' | 'ref' | 'code' | 'name' | 'html' | 'int' | 'count' | 'flag' | 'enum';

type WireValue<F> =
  F extends FieldDef<infer T, infer R, Wire, infer Fm>
    ? Fm extends Filled
      ? T
      : R extends true
        ? T
        : T | null
    : never;

type WireKeys<F extends Fields, W extends Wire> = { [K in keyof F]: F[K]['wire'] extends W ? K : never }[keyof F];

/** A record as the content API sends it (docs/api.md), as far as the generic decoder reads it. */
export type WireShape<F extends Fields> = { -readonly [K in WireKeys<F, 'always'>]: WireValue<F[K]> };
/** The fields only a detail answer carries. */
export type DetailShape<F extends Fields> = { -readonly [K in WireKeys<F, 'detail'>]: WireValue<F[K]> };

/** A column's name: the key in snake_case. */
export const columnOf = (key: string): string => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
