// The client files a page needs, from Vite's manifest (the entry and its CSS), and the CSP
// hashes of the document's inline scripts, both fixed per build.

import type { DataRouteMatch } from 'react-router';
import clientAssets from 'virtual:client-assets';
import type { PageHandle } from '../../app/page-handle.ts';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

interface ClientAssets {
  dev: boolean;
  entry: string;
  manifest: Record<string, ManifestChunk>;
  scriptHashes: string[];
}

const assets = clientAssets as ClientAssets;

/** `'sha256-…'` of each fixed inline script: with `'self'`, all the CSP lets run. */
export const SCRIPT_HASHES: readonly string[] = assets.scriptHashes;

export interface PageAssets {
  /** Scripts React bootstraps (the entry; the Vite client too in development). */
  bootstrap: string[];
  css: string[];
}

function closure(keys: string[], manifest: Record<string, ManifestChunk>): ManifestChunk[] {
  const seen = new Set<string>();
  const out: ManifestChunk[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    out.push(chunk);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return out;
}

/**
 * The entry and the stylesheets of the page's chunks. No script is preloaded (architecture.md
 * "Client runtime": nothing but HTML and CSS on the first-paint path); the entry loads its
 * route chunks itself after first paint.
 */
export function pageAssets(matches: DataRouteMatch[]): PageAssets {
  // Development: Vite serves the stylesheet as a file too (its JS-injected <style> would need 'unsafe-inline').
  if (assets.dev) return { bootstrap: ['/@vite/client', assets.entry], css: ['/app/styles/app.css'] };
  const routeKeys = matches
    .map((m) => (m.route.handle as PageHandle | undefined)?.module)
    .filter((k): k is string => Boolean(k));
  const chunks = closure([assets.entry, ...routeKeys], assets.manifest);
  const entry = assets.manifest[assets.entry];
  const url = (file: string) => `/${file}`;
  return {
    bootstrap: entry ? [url(entry.file)] : [],
    css: [...new Set(chunks.flatMap((c) => c.css ?? []))].map(url),
  };
}
