// Who runs a content command, for its revisions (content/history.ts): `--by`, else the
// CONTENT_OPERATOR environment variable, else git's user.name, else the login.

import { execFileSync } from 'node:child_process';

export function operatorName(by: string | undefined, env: NodeJS.ProcessEnv = process.env): string {
  if (by?.trim()) return by.trim();
  if (env.CONTENT_OPERATOR?.trim()) return env.CONTENT_OPERATOR.trim();
  try {
    const git = execFileSync('git', ['config', 'user.name'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    if (git) return git;
  } catch {
    // No git, or no name configured: the login then.
  }
  return env.USER || env.USERNAME || 'unknown';
}
