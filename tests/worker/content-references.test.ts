// Every reference resolves and every fact about the council is told once (issue 35): columns
// and pages a text names, the council's documents it cites, the links inside it; one name per
// office; the count of service points on the organisation page only, agreeing with its list.

import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PAGES } from '../../app/routes.ts';
import { SITE_IDENTITY as IDENTITY } from '../../worker/site-identity.ts';
import { danglingReferences, ORGANISATION_PAGE_ID, retiredOfficeNames, servicePointStatements } from '../../content/references.ts';
import type { ContentDocument } from '../../content/schema.ts';
import { loadSeedDocument } from '../../content/seed.ts';
import { FORM_TEMPLATES } from '../../worker/files/forms.ts';

const seedFiles: Record<string, unknown> = import.meta.glob('../../content/seed/*.json', { eager: true, import: 'default' });
// Static files, and the forms the worker assembles from their templates (worker/files/forms.ts).
const files = new Set([
  ...Object.keys(import.meta.glob('../../public/files/*')).map((p) => p.replace('../../public', '')),
  ...[...FORM_TEMPLATES.keys()].flatMap((name) => [`/files/${name}.docx`, `/files/${name}.html`]),
]);
const seed = (): ContentDocument => structuredClone(loadSeedDocument(seedFiles));
const routes = PAGES.filter((p) => p.path !== '*').map((p) => ({ path: p.path }));
const routeExists = (path: string) => (matchRoutes(routes, path)?.length ?? 0) > 0;
const fileExists = (path: string) => files.has(path);
const dangling = (doc: ContentDocument) =>
  danglingReferences(doc, routeExists, fileExists, [IDENTITY.shortName, IDENTITY.name]).map((r) => `${r.where}: ${r.ref}`);

describe('every column, page, document and link a text names exists', () => {
  it('in the seed', () => {
    expect(dangling(seed())).toEqual([]);
  });

  it('the check can fail: a column that is not there, a missing article, a wrong path, a missing file, an uncited document', () => {
    const doc = seed();
    const r = doc.releases!.find((x) => x.id === '1001')!;
    r.content +=
      '<p>详见“外贸快讯”栏目、<a href="/detail/999999">原文</a>、<a href="/servce/exhibition">展览</a>、' +
      `<a href="/files/none.docx">附件</a>和《${IDENTITY.shortName}2019年度工作报告》。请查看行业动态栏目。</p>`;
    expect(dangling(doc)).toEqual([
      'releases#1001: “外贸快讯”栏目',
      'releases#1001: 行业动态栏目',
      `releases#1001: 《${IDENTITY.shortName}2019年度工作报告》`,
      'releases#1001: /detail/999999',
      'releases#1001: /servce/exhibition',
      'releases#1001: /files/none.docx',
    ]);
  });
});

describe('a fact about the council is stated once', () => {
  it('every office goes by the name the organisation chart gives it', () => {
    expect(retiredOfficeNames(seed()).map((r) => `${r.where}: ${r.ref}`)).toEqual([]);
    const doc = seed();
    doc.releases!.find((x) => x.id === '1001')!.source = '本会商事认证处';
    expect(retiredOfficeNames(doc).map((r) => r.where)).toEqual(['releases#1001.source']);
  });

  it('only the organisation page counts the service points, and its count is the number it lists', () => {
    const found = servicePointStatements(seed());
    expect(found.elsewhere).toEqual([]);
    expect(found.stated).toBe(found.listed);
    expect(found.listed).toBeGreaterThan(0);
    const doc = seed();
    doc.releases!.find((x) => x.id === '1001')!.content += '<p>本会在全市设立了4个签证服务点。</p>';
    expect(servicePointStatements(doc).elsewhere).toEqual([{ where: 'releases#1001', ref: '4个服务点' }]);
    const org = doc.releases!.find((x) => x.id === ORGANISATION_PAGE_ID)!;
    org.content = org.content!.replace('2个商事认证服务点', '3个商事认证服务点');
    expect(servicePointStatements(doc).stated).toBe(3);
  });
});
