// The two content modes a visitor cannot tell apart: an import into D1 shows on page loads
// within the bound README states (an isolate learns the new generation within 5 s, behind a
// response: decision 0025), and with API_BASE set the same pages show an upstream CMS's content.

import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { DIST_DIR } from '../../scripts/lib/build-output.ts';
import { describeRun, runTool, type Tool } from '../../scripts/lib/run-tool.ts';
import { startSite, type Site } from '../bench/site.ts';

function run(script: Tool, args: string[]): string {
  const result = runTool(script, args);
  if (!result.ok) throw new Error(`${describeRun(script, args)} failed (exit ${result.exit}):\n${result.stderr}`);
  return result.stdout;
}

test.describe('import', () => {
  test.describe.configure({ timeout: 120_000 });

  /** Page loads of `path` until its heading reads `title`: the import's bound, 5 s plus a round trip, and a margin. */
  const showsWithinBound = (page: Page, path: string, title: string) =>
    expect(async () => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title, { timeout: 1000 });
    }).toPass({ timeout: 12_000 });

  test('an import shows on page loads within the stated bound, and a bad file changes nothing', async ({ page }) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ccpit-import-'));
    const original = path.join(dir, 'original.json');
    run('scripts/content-export.ts', [original]);
    const doc = JSON.parse(fs.readFileSync(original, 'utf8'));
    const release = doc.releases.find((r: { id: string }) => r.id === '1002');
    const title = `${release.title}（已更新）`;
    try {
      release.title = title;
      const changed = path.join(dir, 'changed.json');
      fs.writeFileSync(changed, JSON.stringify({ version: 1, ...doc }));
      run('scripts/content-import.ts', [changed]);
      await showsWithinBound(page, '/detail/1002', title);

      const broken = path.join(dir, 'broken.json');
      fs.writeFileSync(broken, JSON.stringify({ version: 1, ...doc, releases: [{ ...release, releaseTime: '昨天' }] }));
      let message = '';
      try {
        run('scripts/content-import.ts', [broken]);
      } catch (error) {
        message = String(error);
      }
      expect(message).toContain('releases[0].releaseTime');
      await page.goto('/detail/1002');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    } finally {
      run('scripts/content-import.ts', [withVersion(original)]);
    }
  });
});

function withVersion(file: string): string {
  const doc = JSON.parse(fs.readFileSync(file, 'utf8'));
  const out = file.replace(/\.json$/, '.v1.json');
  fs.writeFileSync(out, JSON.stringify({ version: 1, ...doc }));
  return out;
}

test.describe('upstream mode', () => {
  test.describe.configure({ timeout: 180_000 });
  let cms: http.Server;
  let site: Site;
  const cmsPort = Number(process.env.E2E_PORT ?? 8788) + 40;
  const BROKEN_ID = 1003;

  test.beforeAll(async ({ baseURL }) => {
    // A CMS of the RuoYi family that is not this site: the same content, retitled, with
    // numeric ids and paged lists as data.list, so the tolerant decoder has work to do.
    cms = http.createServer(async (req, res) => {
      // One article the CMS cannot serve at all: the site has nothing stored for it.
      if (req.url?.includes(`/releaseDetailById/${BROKEN_ID}`)) {
        res.writeHead(500, { 'Content-Type': 'text/html' });
        res.end('<h1>Whitelabel Error Page</h1>');
        return;
      }
      const answer = await fetch(`${baseURL}${req.url}`).then((r) => r.json() as Promise<Record<string, unknown>>);
      const retitle = (v: unknown): unknown =>
        Array.isArray(v)
          ? v.map(retitle)
          : v && typeof v === 'object'
            ? Object.fromEntries(
                Object.entries(v).map(([k, x]) => [
                  k,
                  k === 'title' && typeof x === 'string' ? `【上游】${x}` : k === 'id' && /^\d+$/.test(String(x)) ? Number(x) : retitle(x),
                ]),
              )
            : v;
      const body = Array.isArray(answer.rows)
        ? { code: 200, msg: 'ok', data: { list: retitle(answer.rows), total: answer.total } }
        : retitle(answer);
      res.writeHead(200, { 'Content-Type': 'application/json;charset=UTF-8' });
      res.end(JSON.stringify(body));
    });
    await new Promise<void>((resolve) => cms.listen(cmsPort, '127.0.0.1', resolve));
    site = await startSite({
      name: 'upstream-mode',
      port: cmsPort + 1,
      dist: DIST_DIR,
      via: 'workerd',
      vars: { API_BASE: `http://127.0.0.1:${cmsPort}` },
      persistTo: path.join(os.tmpdir(), `ccpit-upstream-state-${cmsPort}`),
      inspectorPort: cmsPort + 2,
    });
  });

  test.afterAll(async () => {
    await site?.stop();
    await new Promise((resolve) => cms?.close(resolve));
  });

  test('listing, article and home page show the upstream’s content', async ({ page }) => {
    await page.goto(`${site.url}/importantNews`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('贸促要闻');
    await expect(page.locator('.release-list__title').first()).toContainText('【上游】');
    await page.goto(`${site.url}/detail/1001`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('【上游】2024年我会签发原产地证书9.6万份');
    await page.goto(`${site.url}/`);
    await expect(page.locator('#home-news').locator('xpath=../..').locator('.release-list__title').first()).toContainText('【上游】');
    const health = (await (await page.request.get(`${site.url}/healthz`)).json()) as { store: string };
    expect(health.store).toBe('upstream');
  });

  test('an article the CMS fails on (HTTP 500) gets the 503 page with Retry-After, with no script error, telling nothing of the CMS', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && !/status of 503/.test(m.text()) && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    const response = await page.goto(`${site.url}/detail/${BROKEN_ID}`);
    // A CMS's 5xx is a failure of the moment (decision 0092): come back later, not a broken site.
    expect(response?.status()).toBe(503);
    expect(Number(response?.headers()['retry-after'])).toBeGreaterThan(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('网站访问繁忙');
    // Like every 429/503 page, left as it is: its links work without the router (limited.spec.ts).
    await expect(page.getByRole('link', { name: '贸促要闻' }).first()).toBeVisible();
    expect(await page.content()).not.toMatch(/Whitelabel|UpstreamError/);
    expect(errors).toEqual([]);
  });
});
