// Whether a module holds state of its own: such a module must stay one instance, so the
// page-chunks plugin refuses to copy it into several pages' chunks.

/** Top-level declarations that make a module stateful: one copy per page would split that state. */
const MODULE_STATE =
  /^(?:export\s+)?(?:let|var)\s|^(?:export\s+)?const\s+\w+(?:\s*:[^=]+)?\s*=\s*(?:new\s+(?:Map|Set|WeakMap|WeakSet)\b|(?:React\.)?createContext\b)/m;

/** Module state that may be copied: memos whose copies only cost memory. */
const COPYABLE_STATE = new Set(['app/columns/tree.ts']);

/** Why a module (its source, its path from the project root) must not be copied into a page's chunk, or null. */
export function moduleState(source: string, relativePath: string): string | null {
  const match = MODULE_STATE.exec(source);
  if (!match || COPYABLE_STATE.has(relativePath)) return null;
  return `\`${match[0].trim()}\``;
}
