// The adopter's copy: the repository's files (tracked and new, as they are on disk) in a temporary
// folder with node_modules linked, and the proof that rebranding it left the code alone
// (no file under app/, worker/ or scripts/ differs from the original's).

import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The folders an adopter must never edit: the code every council shares. */
export const CODE_DIRS = ['app', 'worker', 'scripts'] as const;

/** The files git tracks under `root`, and new ones it does not ignore (deleted ones left out), relative. */
function trackedFiles(root: string): string[] {
  const out = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return out.split('\0').filter((f) => f && fs.existsSync(path.join(root, f)));
}

/** A copy of the repository at `root` under os.tmpdir(); node_modules is a link to the original's. */
export function copyRepository(root: string, prefix = 'adopter-'): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  for (const file of trackedFiles(root)) {
    const to = path.join(copy, file);
    fs.mkdirSync(path.dirname(to), { recursive: true });
    fs.copyFileSync(path.join(root, file), to);
  }
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  return copy;
}

function* filesUnder(dir: string): Generator<string> {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

/** path → sha256 of every file under the code folders of `root`. */
function codeHashes(root: string, tracked: ReadonlySet<string>): Map<string, string> {
  const hashes = new Map<string, string>();
  for (const dir of CODE_DIRS)
    for (const full of filesUnder(path.join(root, dir))) {
      const file = path.relative(root, full).split(path.sep).join('/');
      if (tracked.has(file)) hashes.set(file, createHash('sha256').update(fs.readFileSync(full)).digest('hex'));
    }
  return hashes;
}

/**
 * The code files that differ between the original and the copy (changed, added or removed),
 * among the files git tracks in either: built or cached files beside them are not code.
 */
export function changedCode(original: string, copy: string): string[] {
  const tracked = new Set(trackedFiles(original));
  const a = codeHashes(original, tracked);
  const b = codeHashes(copy, tracked);
  // A file the copy added under a code folder is a change too, tracked or not.
  for (const dir of CODE_DIRS)
    for (const full of filesUnder(path.join(copy, dir))) {
      const file = path.relative(copy, full).split(path.sep).join('/');
      if (!a.has(file) && !file.includes('/node_modules/') && !/\.tsbuildinfo$/.test(file)) b.set(file, 'added');
    }
  const files = new Set([...a.keys(), ...b.keys()]);
  return [...files].filter((f) => a.get(f) !== b.get(f)).sort();
}
