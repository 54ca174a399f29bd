// `npm run browser:ensure` (run by `npm test`, the browser tests, screenshots and Lighthouse):
// makes sure Debian's Chromium and a Chinese font are there. As root on a machine with apt it
// installs what is missing (`chromium`, `fonts-noto-cjk`), as `playwright install --with-deps`
// does for its own browsers; otherwise it stops with one line naming the command to run.
// Playwright cannot download its own browser on this network (TOOLCHAIN.md): see decision 0012.

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { aptInstall, canAptInstall } from './lib/apt.ts';
import { CHROMIUM_PATH } from '../tests/e2e/chromium.ts';

const APT_PACKAGES = { chromium: 'chromium', font: 'fonts-noto-cjk' } as const;

/** Chromium is there when its binary runs (`--version`), not merely when a file exists. */
function chromiumWorks(): boolean {
  try {
    fs.accessSync(CHROMIUM_PATH, fs.constants.X_OK);
  } catch {
    return false;
  }
  const run = spawnSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8', timeout: 30_000 });
  return run.status === 0 && /chrom/i.test(run.stdout);
}

/** Pages are Chinese: without a CJK font, screenshots and Lighthouse measure boxes of tofu. */
function chineseFontInstalled(): boolean {
  const run = spawnSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' });
  return run.status === 0 && run.stdout.trim() !== '';
}

function missingPackages(): string[] {
  const missing: string[] = [];
  if (!chromiumWorks()) missing.push(APT_PACKAGES.chromium);
  if (!chineseFontInstalled()) missing.push(APT_PACKAGES.font);
  return missing;
}

const missing = missingPackages();
if (missing.length > 0) {
  const command = `apt-get install -y ${missing.join(' ')}`;
  // A custom CHROME_PATH is the developer's own browser: never install over it.
  const canInstall =
    canAptInstall() && (process.env.CHROME_PATH === undefined || !missing.includes(APT_PACKAGES.chromium));
  if (!canInstall) {
    const what = missing
      .map((name) => (name === APT_PACKAGES.chromium ? `Chromium at ${CHROMIUM_PATH}` : 'a Chinese font'))
      .join(' and ');
    console.error(
      `✗ Browser tests need ${what}: run \`sudo ${command}\` (or set CHROME_PATH to a Chromium), then npm test again.`,
    );
    process.exit(1);
  }
  console.log(`Installing Debian's ${missing.join(' and ')} with apt-get (the browser tests need them)…`);
  const left = aptInstall(missing) ? missingPackages() : missing;
  if (left.length > 0) {
    console.error(`✗ apt-get could not provide ${left.join(' and ')}: run \`${command}\` and look at its output.`);
    process.exit(1);
  }
}
