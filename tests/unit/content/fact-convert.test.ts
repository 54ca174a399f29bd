// content:import converts a council's contact values written as text into references to the
// file's facts (issue 45), keeps another body's number and a historical one as written, and
// warns about what is left.

import { describe, expect, it } from 'vitest';
import { factRef } from '../../../app/domain/fact-refs.ts';
import { convertFactLiterals } from '../../../content/fact-convert.ts';
import type { ContentDocument } from '../../../content/schema.ts';
import { loadSeedDocument } from '../../../content/seed.ts';

const seedFiles: Record<string, unknown> = import.meta.glob('../../../content/seed/*.json', { eager: true, import: 'default' });
const seed = (): ContentDocument => structuredClone(loadSeedDocument(seedFiles));
const facts = seed().facts!;
const fact = (name: string) => facts.find((f) => f.name === name)!;

describe('content:import turns known council values into references', () => {
  it('converts the hotline however it is spaced, an e-mail and the office hours; keeps 12345 and a historical number', () => {
    const hotline = fact('phone.hotline.certification');
    const email = fact('email.exhibition');
    const hours = fact('hours.office');
    const other = facts.find((f) => f.external === '1')!;
    const doc: ContentDocument = {
      facts,
      authQus: [
        {
          ...seed().authQus![0]!,
          answer:
            `<p>请致电${hotline.value.replace(/\D/g, '')}或发邮件至${email.value}，办公时间${hours.value}。` +
            `夜间可拨打${other.value}。原电话{{historical:010-6501 2345}}已停用。</p>`,
        },
      ],
    };
    const { document, converted, left } = convertFactLiterals(doc);
    expect(converted).toBe(3);
    expect(document.authQus![0]!.answer).toBe(
      `<p>请致电${factRef(hotline.name)}或发邮件至${factRef(email.name)}，办公时间${factRef(hours.name)}。` +
        `夜间可拨打${other.value}。原电话{{historical:010-6501 2345}}已停用。</p>`,
    );
    expect(left).toEqual([]);
  });

  it('warns about a number no fact holds, and converts nothing in it', () => {
    const doc: ContentDocument = { facts, authQus: [{ ...seed().authQus![0]!, answer: '<p>请致电010-6501 2999。</p>' }] };
    const { converted, left } = convertFactLiterals(doc);
    expect(converted).toBe(0);
    expect(left.map((f) => [f.kind, f.text])).toEqual([['phone', '010-6501 2999']]);
  });
});
