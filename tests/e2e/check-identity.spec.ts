// `npm run check:identity` as an adopter runs it: on a copy configured for another council,
// a trace of the example planted in a page component, a form and a seed record is each
// listed with its file and line (exit 1); the same copy without them passes, and so does
// the example itself. The traces come from the example's own folder, sites/chengzhou/.

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const EXAMPLE = path.resolve('sites/chengzhou');
const example = JSON.parse(fs.readFileSync(path.join(EXAMPLE, 'site.json'), 'utf8'));

function check(root: string, site: string) {
  const run = spawnSync('node', ['scripts/check-identity.ts', '--root', root], {
    encoding: 'utf8',
    env: { ...process.env, SITE: site },
    timeout: 60_000,
  });
  return { status: run.status, out: `${run.stdout}${run.stderr}` };
}

/** A copy holding the example's folder and another council's, nothing else yet. */
function adopterCopy(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'check-identity-'));
  fs.cpSync(EXAMPLE, path.join(root, 'sites/chengzhou'), { recursive: true });
  const other = path.join(root, 'sites/linjiang');
  fs.mkdirSync(path.join(other, 'icons'), { recursive: true });
  fs.writeFileSync(
    path.join(other, 'site.json'),
    JSON.stringify({
      name: '中国国际贸易促进委员会临江市委员会',
      shortName: '临江市贸促会',
      englishName: 'China Council for the Promotion of International Trade Linjiang',
      city: '临江市',
      subtitle: 'CCPIT Linjiang',
      host: '中国国际贸易促进委员会临江市委员会',
      app: { name: '临江市贸促会门户网站', shortName: '临江贸促会', description: '临江市贸促会的商事认证与展览服务。' },
      calendar: { prodid: '-//CCPIT Linjiang//Website calendar//ZH', uidDomain: 'ljccpit.example' },
      siteCode: '',
      icp: '',
      psb: '',
      colours: { primary: '#0B5394', accent: '#F9A825' },
      traces: ['临江'],
    }),
  );
  fs.writeFileSync(
    path.join(other, 'emblem.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" fill="#0B5394"/></svg>',
  );
  for (const icon of ['favicon.ico', 'icon-192.png', 'icon-512.png', 'icon.svg'])
    fs.writeFileSync(path.join(other, 'icons', icon), `linjiang ${icon}`);
  fs.mkdirSync(path.join(root, 'app/components'), { recursive: true });
  fs.writeFileSync(path.join(root, 'app/components/welcome.tsx'), "// A page component.\nexport const WELCOME = '欢迎';\n");
  fs.mkdirSync(path.join(root, 'public/files'), { recursive: true });
  fs.writeFileSync(path.join(root, 'public/files/apply-form.html'), '<h1>申请表</h1>\n<p>受理单位：</p>\n');
  fs.mkdirSync(path.join(root, 'content/seed'), { recursive: true });
  fs.writeFileSync(path.join(root, 'content/seed/releases.json'), '[\n  { "id": "1", "title": "年度工作会议" }\n]\n');
  return root;
}

test.describe('npm run check:identity', () => {
  test('passes on another council’s clean copy, and lists each planted trace with its file and line', () => {
    const root = adopterCopy();
    try {
      const clean = check(root, 'linjiang');
      expect(clean.out).toContain('no trace of the example council');
      expect(clean.status).toBe(0);

      fs.writeFileSync(
        path.join(root, 'app/components/welcome.tsx'),
        `// A page component.\nexport const WELCOME = '欢迎访问${example.shortName}';\n`,
      );
      fs.writeFileSync(path.join(root, 'public/files/apply-form.html'), `<h1>申请表</h1>\n<p>受理单位：${example.name}</p>\n`);
      const phone = example.traces.find((t: string) => /^\d{4}-\d{4}$/.test(t));
      fs.writeFileSync(
        path.join(root, 'content/seed/releases.json'),
        `[\n  { "id": "1", "title": "年度工作会议" },\n  { "id": "2", "title": "咨询电话 ${phone} 2000" }\n]\n`,
      );
      const planted = check(root, 'linjiang');
      expect(planted.status).toBe(1);
      expect(planted.out).toContain(`app/components/welcome.tsx:2: short name “${example.shortName}” (code)`);
      expect(planted.out).toContain(`public/files/apply-form.html:2: name “${example.name}” (forms)`);
      expect(planted.out).toContain(`content/seed/releases.json:3: the example’s word “${phone}” (content)`);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  test('passes for the example itself: its code names no council', () => {
    const run = check(process.cwd(), 'chengzhou');
    expect(run.out).toContain('is the example');
    expect(run.status).toBe(0);
  });
});
