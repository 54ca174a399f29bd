// The tolerant reader of guide sections (docs/api.md "Guide sections"): an upstream guide without
// them renders its article; unsafe links are dropped; the worker's normalised answer reads again.

import { describe, expect, it } from 'vitest';
import { releaseDetail } from '../../../../app/api/entities-articles.ts';

const base = { id: 7, columnId: '311', title: '原产地证书办理指南', releaseTime: '2026-03-02 09:00:00', content: '<p>正文</p>' };

describe('guide sections in a release detail', () => {
  it('a release without any section has no guide (the page renders its content)', () => {
    expect(releaseDetail(base)?.guide).toBeNull();
  });

  it('flat docs/api.md fields become the guide; unsafe or malformed parts are dropped', () => {
    const guide = releaseDetail({
      ...base,
      scope: ' 出口货物 ',
      basis: [{ name: '《中华人民共和国进出口货物原产地条例》', number: '国务院令第416号' }, { number: '无名' }],
      materials: [
        { name: '申请表', original: '原件', copies: '2', note: '', formUrl: '/files/a.docx' },
        { name: '发票', original: '扫描件', copies: 1, note: '盖章', formUrl: 'javascript:alert(1)' },
      ],
      visits: '0',
      onlineUrl: 'javascript:alert(1)',
      verifyLinks: [
        { name: '查询', url: 'https://check.example.cn/' },
        { name: '坏', url: '//evil.example/' },
      ],
    })?.guide;
    expect(guide?.scope).toBe('出口货物');
    expect(guide?.basis).toEqual([{ name: '《中华人民共和国进出口货物原产地条例》', number: '国务院令第416号' }]);
    expect(guide?.materials).toEqual([
      { name: '申请表', original: '原件', copies: 2, note: '', formUrl: '/files/a.docx' },
      { name: '发票', original: '原件', copies: 1, note: '盖章', formUrl: '' },
    ]);
    expect(guide?.visits).toBe(0);
    expect(guide?.onlineUrl).toBeNull();
    expect(guide?.verifyLinks).toEqual([{ name: '查询', url: 'https://check.example.cn/' }]);
    expect(guide?.steps).toEqual([]);
  });

  it('reading the decoded release again gives the same guide (the worker normalises upstream answers first)', () => {
    const once = releaseDetail({
      ...base,
      scope: '出口货物',
      steps: ['网上申报', '审核签发'],
      timeLimit: { promised: '即时', statutory: '3个工作日' },
    });
    expect(releaseDetail(JSON.parse(JSON.stringify(once)))).toEqual(once);
  });
});
