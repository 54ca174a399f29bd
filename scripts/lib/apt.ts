// Debian packages a test needs, installed the way `playwright install --with-deps` does for its
// own browsers: with apt-get when running as root, else a line naming the command (decision 0012).

import { spawnSync } from 'node:child_process';

export function hasCommand(name: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
}

/** Whether this process may install packages: root, with apt-get. */
export const canAptInstall = (): boolean => process.getuid?.() === 0 && hasCommand('apt-get');

/** `apt-get update` then `install`; false (its output on stderr) when either fails. */
export function aptInstall(packages: string[]): boolean {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', ...packages],
  ]) {
    const run = spawnSync('apt-get', args, { env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    if (run.status !== 0) {
      process.stderr.write(run.stdout + run.stderr);
      return false;
    }
  }
  return true;
}
