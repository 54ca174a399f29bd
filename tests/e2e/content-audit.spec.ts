// `npm run content:audit` as an operator runs it, on the seed the test server loaded into
// the local D1, with pinned dates: its exit codes, its JSON and its message for bad input.

import { spawnSync } from 'node:child_process';
import { expect, test } from '@playwright/test';

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

function audit(...args: string[]): Run {
  const run = spawnSync('npm', ['run', '-s', 'content:audit', '--', ...args], { encoding: 'utf8', timeout: 120_000 });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

test.describe('npm run content:audit', () => {
  // Each run is a wrangler process reading the local D1.
  test.setTimeout(180_000);

  test.beforeAll(async ({ request }) => {
    // The test server has migrated and seeded the local D1 once it answers.
    expect((await request.get('/healthz')).ok()).toBe(true);
  });

  test('on the seed, as of 2026-11-26, passes and lists every column with class, last update and age', () => {
    const run = audit('--as-of', '2026-11-26', '--json');
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const report = JSON.parse(run.stdout);
    expect(report.exitCode).toBe(0);
    expect(report.columns.length).toBeGreaterThan(40);
    for (const column of report.columns) {
      expect(column).toHaveProperty('class');
      expect(column).toHaveProperty('lastUpdate');
      expect(column).toHaveProperty('ageDays');
    }
    expect(report.columns.find((c: { code: string }) => c.code === 'YW')).toMatchObject({ class: 'news', state: 'ok' });
  });

  test('120 days later exits 1 and names the home page and the news columns', () => {
    const run = audit('--as-of', '2027-03-26');
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('单项否决  [home] 首页：');
    expect(run.stdout).toMatch(/问题 {2}\[column-stale\] 栏目「贸促要闻」（YW，要闻动态）：.*请在该栏目发布新信息/);
    expect(run.stdout).toMatch(/问题 {2}\[column-stale\] 栏目「经贸资讯」（ZX-JMZX，要闻动态）/);
  });

  test('a bad date exits 2 with a message saying what is wrong', () => {
    for (const bad of ['2026-02-30', '26-11-2026', 'yesterday']) {
      const run = audit('--as-of', bad);
      expect(run.status, bad).toBe(2);
      expect(run.stderr).toContain(`--as-of must be a calendar date as YYYY-MM-DD, not "${bad}"`);
    }
    const unknown = audit('--since', '2026-01-01');
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain("Unknown option '--since'");
  });
});
