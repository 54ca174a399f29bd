// content:publish refuses a record that writes a council contact value as text (issue 45):
// a number, an e-mail address or the office hours where a `{{fact:NAME}}` reference belongs,
// and a stored number under another line's label, each named with its record and text, in
// Chinese; `--check` and a real publish alike, and nothing is written.

import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { factRef } from '../../app/domain/fact-refs.ts';
import type { ContentDocument } from '../../content/schema.ts';
import { loadSeedDocument } from '../../content/seed.ts';
import { forgetGeneration } from '../../worker/content/generation.ts';
import { release } from '../fixtures/publish-sample.ts';
import { generation, publish, restore } from './helpers/publish.ts';

const seed: ContentDocument = loadSeedDocument(import.meta.glob('../../content/seed/*.json', { eager: true, import: 'default' }));
const fact = (name: string) => seed.facts!.find((f) => f.name === name)!;
const hotline = fact('phone.hotline.certification');
const email = fact('email.service');
const hours = fact('hours.office');
const supervision = fact('phone.supervision.service');

/** A new notice whose text is `html`. */
const notice = (html: string) => ({ version: 1, releases: [{ ...release, id: 'new', content: html }] });

beforeEach(() => forgetGeneration());
afterAll(() => restore(seed));

describe('content:publish refuses contact values written as text', { timeout: 60_000 }, () => {
  for (const [what, html, written] of [
    ['the certification hotline', `<p>咨询电话：${hotline.value}。</p>`, hotline.value],
    ['the service e-mail', `<p>材料可发送至${email.value}。</p>`, email.value],
    // The hours are named by their first span (8:30—12:00 in the example's).
    ['the office hours', `<p>办公时间：${hours.value}。</p>`, /\d{1,2}:\d{2}—\d{1,2}:\d{2}/.exec(hours.value)![0]],
  ] as const)
    it(`refuses a notice that writes ${what} as text, with --check and without, naming record and text`, async () => {
      const before = await generation();
      for (const check of [true, false]) {
        const problems = await publish(notice(html), { check });
        expect(problems).toHaveLength(1);
        expect(problems[0]!.path).toMatch(/^releases#\d+$/);
        expect(problems[0]!.message).toContain(`“${written}”`);
        expect(problems[0]!.message).toContain('不予发布');
        expect(problems[0]!.message).toMatch(/应写作 \{\{fact:[a-z.]+\}\}/);
      }
      expect(await generation()).toBe(before);
    });

  it('refuses a FAQ answer that labels the certification hotline as the supervision line', async () => {
    const faq = seed.authQus![0]!;
    const answer = `<p>对服务不满意的，可拨打服务监督电话${factRef(hotline.name)}反映。</p>`;
    const problems = await publish(
      { version: 1, replace: { authQus: [faq.id] }, authQus: [{ id: faq.id, answer }] as never },
      { check: true },
    );
    expect(problems.map((p) => p.path)).toEqual([`authQus#${faq.id}`]);
    expect(problems[0]!.message).toMatch(new RegExp(`把 \\{\\{fact:${hotline.name.replaceAll('.', '\\.')}\\}\\} 标作“[^”]*服务监督电话”`));
  });

  it('accepts the same notice written with references, and the supervision line under its own label', async () => {
    const html = `<p>咨询电话：${factRef(hotline.name)}；服务监督电话：${factRef(supervision.name)}；办公时间：${factRef(hours.name)}。</p>`;
    expect(await publish(notice(html), { check: true })).toEqual([]);
  });
});
