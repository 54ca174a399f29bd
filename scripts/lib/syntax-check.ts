// What a built chunk may hold for the supported browsers (requirements §13.9): syntax up to
// the version the oldest of them parses, and no call of a built-in they lack. The build's
// target lowers most syntax; it cannot lower a regular-expression lookbehind nor add a
// missing built-in, so those are found here, in the chunks as built (dependencies included).
// Pure (no file access): the build's plugin, scripts/check-dist.ts and the tests call it.

import { type Node, Parser } from 'acorn';
import { full } from 'acorn-walk';

/** The oldest version of each engine the supported browsers include (0: none of that engine). */
export interface EngineMinimums {
  chrome: number;
  safari: number;
  firefox: number;
}

/** A feature and the first version of each engine with it (MDN's browser-compat data). */
interface Feature extends EngineMinimums {
  name: string;
}

const feature = (name: string, chrome: number, safari: number, firefox: number): Feature => ({
  name,
  chrome,
  safari,
  firefox,
});

/** Syntax past ES2021 that parsers accept at ES2022 but the engines gained one by one. */
const SYNTAX = {
  lookbehind: feature('regular-expression lookbehind (?<= or (?<!', 62, 16.4, 78),
  staticBlock: feature('class static block', 94, 16.4, 93),
  privateIn: feature('#field in object', 91, 15, 90),
};

/** Static built-ins: `Object.hasOwn(…)` and the like, by object and property. */
const STATIC_CALLS: Record<string, Record<string, Feature>> = {
  Object: { hasOwn: feature('Object.hasOwn', 93, 15.4, 92), groupBy: feature('Object.groupBy', 117, 17.4, 119) },
  Map: { groupBy: feature('Map.groupBy', 117, 17.4, 119) },
  Array: { fromAsync: feature('Array.fromAsync', 121, 16.4, 115) },
  Promise: {
    withResolvers: feature('Promise.withResolvers', 119, 17.4, 121),
    try: feature('Promise.try', 128, 18.2, 134),
  },
  RegExp: { escape: feature('RegExp.escape', 136, 18.2, 134) },
  Iterator: { from: feature('Iterator.from', 122, 18.4, 131) },
  AbortSignal: {
    timeout: feature('AbortSignal.timeout', 103, 16, 100),
    any: feature('AbortSignal.any', 116, 17.4, 124),
  },
  URL: { canParse: feature('URL.canParse', 120, 17, 115), parse: feature('URL.parse', 126, 18, 126) },
  Intl: { Segmenter: feature('Intl.Segmenter', 87, 14.1, 125) },
  crypto: { randomUUID: feature('crypto.randomUUID', 92, 15.4, 95) },
};

/** Prototype methods, by name: any `x.name(…)` call counts (the type of `x` is not known). */
const METHOD_CALLS: Record<string, Feature> = {
  at: feature('.at() of arrays and strings', 92, 15.4, 90),
  findLast: feature('Array.prototype.findLast', 97, 15.4, 104),
  findLastIndex: feature('Array.prototype.findLastIndex', 97, 15.4, 104),
  toSorted: feature('Array.prototype.toSorted', 110, 16, 115),
  toReversed: feature('Array.prototype.toReversed', 110, 16, 115),
  toSpliced: feature('Array.prototype.toSpliced', 110, 16, 115),
  isWellFormed: feature('String.prototype.isWellFormed', 111, 16.4, 119),
  toWellFormed: feature('String.prototype.toWellFormed', 111, 16.4, 119),
  symmetricDifference: feature('Set.prototype.symmetricDifference', 122, 17, 127),
  isSubsetOf: feature('Set.prototype.isSubsetOf', 122, 17, 127),
  isSupersetOf: feature('Set.prototype.isSupersetOf', 122, 17, 127),
  isDisjointFrom: feature('Set.prototype.isDisjointFrom', 122, 17, 127),
};

/** Global functions. */
const GLOBAL_CALLS: Record<string, Feature> = {
  structuredClone: feature('structuredClone', 98, 15.4, 94),
};

/** ES2022: what Safari 15, Chrome 90 and Firefox 115 all parse, less the features above. */
const ECMA_VERSION = 2022;

export interface Finding {
  feature: string;
  /** 1-based line and 0-based column in the checked text. */
  line: number;
  column: number;
  /** The supported engines that lack it, such as "safari 15". */
  missingIn: string[];
}

function missingIn(f: Feature, minimums: EngineMinimums): string[] {
  return (['chrome', 'safari', 'firefox'] as const)
    .filter((engine) => minimums[engine] > 0 && minimums[engine] < f[engine])
    .map((engine) => `${engine} ${minimums[engine]}`);
}

const LOOKBEHIND = /\(\?<[=!]/;

type AnyNode = Node & Record<string, unknown>;

const nameOf = (node: unknown): string | undefined => {
  const n = node as AnyNode | undefined;
  if (!n) return undefined;
  if (n.type === 'Identifier') return n.name as string;
  // `globalThis.Object`, `window.crypto`: the last name is the built-in's.
  if (n.type === 'MemberExpression' && !n.computed) return nameOf(n.property);
  return undefined;
};

/** The features in `code` (a script or module) that some supported browser lacks. */
export function checkSource(code: string, minimums: EngineMinimums): Finding[] {
  const findings: Finding[] = [];
  const parser = { ecmaVersion: ECMA_VERSION, locations: true, allowHashBang: true } as const;
  let ast: Node;
  try {
    ast = Parser.parse(code, { ...parser, sourceType: 'module' });
  } catch (error) {
    // Newer syntax (a `v` flag, `using`, import attributes…) fails ES2022's grammar.
    const at = (error as { loc?: { line: number; column: number } }).loc ?? { line: 0, column: 0 };
    return [{ feature: `syntax past ES${ECMA_VERSION}: ${(error as Error).message}`, ...at, missingIn: ['all'] }];
  }
  const report = (f: Feature, node: Node) => {
    const missing = missingIn(f, minimums);
    const start = node.loc?.start ?? { line: 0, column: 0 };
    if (missing.length) findings.push({ feature: f.name, line: start.line, column: start.column, missingIn: missing });
  };
  const regexSource = (node: AnyNode): string | undefined => {
    if (node.type === 'Literal' && node.regex) return (node.regex as { pattern: string }).pattern;
    // new RegExp('…') / RegExp('…') with a literal pattern.
    if ((node.type === 'NewExpression' || node.type === 'CallExpression') && nameOf(node.callee) === 'RegExp') {
      const [pattern] = node.arguments as AnyNode[];
      if (pattern?.type === 'Literal' && typeof pattern.value === 'string') return pattern.value;
      if (pattern?.type === 'TemplateLiteral')
        return (pattern.quasis as { value: { cooked: string } }[]).map((q) => q.value.cooked).join('');
    }
    return undefined;
  };
  full(ast, (raw) => {
    const node = raw as AnyNode;
    const pattern = regexSource(node);
    if (pattern !== undefined && LOOKBEHIND.test(pattern)) report(SYNTAX.lookbehind, node);
    if (node.type === 'StaticBlock') report(SYNTAX.staticBlock, node);
    if (
      node.type === 'BinaryExpression' &&
      node.operator === 'in' &&
      (node.left as AnyNode).type === 'PrivateIdentifier'
    )
      report(SYNTAX.privateIn, node);
    if (node.type !== 'CallExpression') return;
    const callee = node.callee as AnyNode;
    if (callee.type === 'Identifier') {
      const f = GLOBAL_CALLS[callee.name as string];
      if (f) report(f, node);
      return;
    }
    if (callee.type !== 'MemberExpression' || callee.computed) return;
    const property = nameOf(callee.property);
    if (!property) return;
    const owner = nameOf(callee.object);
    const fromStatic = owner ? STATIC_CALLS[owner]?.[property] : undefined;
    const f = fromStatic ?? (Object.hasOwn(METHOD_CALLS, property) ? METHOD_CALLS[property] : undefined);
    if (f) report(f, node);
  });
  return findings;
}

/** One line per finding, for the build's error and the script's output. */
export function describeFindings(file: string, findings: Finding[]): string[] {
  return findings.map((f) => `${file}:${f.line}:${f.column}: ${f.feature} (missing in ${f.missingIn.join(', ')})`);
}
