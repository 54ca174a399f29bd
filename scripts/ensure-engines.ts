// `npm run test:engines` first: Debian's WebKitGTK WebDriver (with MiniBrowser), Xvfb and
// Firefox ESR. As root with apt it installs what is missing, as browser:ensure does for
// Chromium (decision 0012); otherwise it stops with one line naming the command to run.

import fs from 'node:fs';
import { ENGINE_PACKAGES } from '../tests/engines/engines.ts';
import { aptInstall, canAptInstall } from './lib/apt.ts';

const missingPackages = () => [...new Set(ENGINE_PACKAGES.filter((p) => !fs.existsSync(p.file)).map((p) => p.name))];

const missing = missingPackages();
if (missing.length > 0) {
  const command = `apt-get install -y ${missing.join(' ')}`;
  if (!canAptInstall()) {
    console.error(
      `✗ test:engines needs ${missing.join(', ')}: run \`sudo ${command}\`, then npm run test:engines again.`,
    );
    process.exit(1);
  }
  console.log(`Installing Debian's ${missing.join(', ')} with apt-get (test:engines needs them)…`);
  const left = aptInstall(missing) ? missingPackages() : missing;
  if (left.length > 0) {
    console.error(`✗ apt-get could not provide ${left.join(', ')}: run \`${command}\` and look at its output.`);
    process.exit(1);
  }
}
