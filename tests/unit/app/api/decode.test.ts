// The tolerant decoder (docs/api.md): the same list from the site's own store and from an
// upstream CMS, whatever shape the page came in (rows, data[], data.list, data.rows), with
// numeric or string ids; rows without a usable id are dropped rather than rendered broken;
// an envelope's code decides success, and a failure carries the server's message.

import { describe, expect, it } from 'vitest';
import {
  assertOk,
  decodeData,
  decodeList,
  decodePage,
  envelopeCode,
  envelopeMsg,
  flag,
  id,
  num,
  obj,
  str,
} from '../../../../app/api/decode.ts';
import { ApiError, ERROR_TEXT } from '../../../../app/api/errors.ts';

interface Item {
  id: string;
  title: string;
}

/** A row reader as the entity readers write them: no usable id, no row. */
const item = (raw: unknown): Item | null => {
  const o = obj(raw);
  const rid = o && id(o.id);
  return o && rid ? { id: rid, title: str(o.title) } : null;
};

const RAW_ROWS = [
  { id: 1001, title: '2024年我会签发原产地证书9.6万份' },
  { id: '1002', title: '我会举办RCEP专题培训' },
  { id: ' 1003 ', title: 'ATA单证册业务指南' },
];
const ITEMS: Item[] = [
  { id: '1001', title: '2024年我会签发原产地证书9.6万份' },
  { id: '1002', title: '我会举办RCEP专题培训' },
  { id: '1003', title: 'ATA单证册业务指南' },
];

function failureOf(body: unknown): ApiError {
  try {
    assertOk(body);
  } catch (e) {
    return e as ApiError;
  }
  throw new Error('assertOk accepted a failed envelope');
}

describe('envelope', () => {
  it('a body without a code (or with code null) is a success', () => {
    expect(envelopeCode({ rows: [], total: 0 })).toBe(200);
    expect(envelopeCode({ code: null, data: [] })).toBe(200);
    expect(envelopeCode([{ id: 1 }])).toBe(200);
  });

  it('reads a code sent as a number or as a string; an unreadable code is a server error', () => {
    expect(envelopeCode({ code: 404, msg: '文章不存在' })).toBe(404);
    expect(envelopeCode({ code: '500', msg: '服务繁忙' })).toBe(500);
    expect(envelopeCode({ code: 'ERR_DB' })).toBe(500);
  });

  it('assertOk rejects any code but 200 with the server’s message, or requirements §8’s text when it sent none', () => {
    expect(failureOf({ code: 500, msg: '内容服务维护中' })).toMatchObject({ code: 500, message: '内容服务维护中' });
    expect(failureOf({ code: 404 })).toMatchObject({ code: 404, message: ERROR_TEXT[404] });
    expect(failureOf({ code: '403', msg: 42 })).toMatchObject({ code: 403, message: ERROR_TEXT[403] });
    expect(failureOf({ code: 601 })).toMatchObject({ code: 601, message: ERROR_TEXT.unknown });
    expect(failureOf({ code: 601 })).toBeInstanceOf(ApiError);
    expect(envelopeMsg({ code: 601, msg: '标签服务正在升级' })).toBe('标签服务正在升级');
  });

  it('decodeData hands over `data` of a successful envelope, whatever it is', () => {
    expect(decodeData({ code: 200, msg: '操作成功', data: { id: 7 } })).toEqual({ id: 7 });
    expect(decodeData({ code: 200 })).toBeUndefined();
  });
});

describe('decodePage: every paged shape gives the same page', () => {
  it.each([
    ['RuoYi rows + total', { code: 200, msg: '查询成功', rows: RAW_ROWS, total: 57 }],
    ['data[] + total', { code: 200, data: RAW_ROWS, total: '57' }],
    ['data.list + data.total', { code: '200', data: { list: RAW_ROWS, total: 57 } }],
    ['data.rows + total outside', { data: { rows: RAW_ROWS }, total: 57 }],
  ])('%s', (_, body) => {
    expect(decodePage(body, item)).toEqual({ rows: ITEMS, total: 57 });
  });

  it('drops rows without a usable id (missing, text, fractional, negative, too long) and keeps the rest', () => {
    const page = decodePage(
      {
        rows: [
          ...RAW_ROWS,
          { title: '无编号' },
          { id: 'abc', title: '文字编号' },
          { id: 1.5, title: '小数编号' },
          { id: -3, title: '负数编号' },
          { id: '12345678901234567890', title: '二十位编号' },
          null,
          '1004',
        ],
        total: 3,
      },
      item,
    );
    expect(page.rows).toEqual(ITEMS);
  });

  it('without a usable total, counts the rows it kept; a fractional total is rounded down', () => {
    expect(decodePage({ rows: RAW_ROWS }, item).total).toBe(3);
    expect(decodePage({ rows: RAW_ROWS, total: -1 }, item).total).toBe(3);
    expect(decodePage({ rows: RAW_ROWS, total: '共57条' }, item).total).toBe(3);
    expect(decodePage({ rows: RAW_ROWS, total: 57.9 }, item).total).toBe(57);
  });

  it('an answer with no list at all is an empty page, not an error', () => {
    expect(decodePage({ code: 200, data: null }, item)).toEqual({ rows: [], total: 0 });
    expect(decodePage({ code: 200, data: { total: 0 } }, item)).toEqual({ rows: [], total: 0 });
  });

  it('a failed envelope is rejected, not read as an empty page', () => {
    expect(() => decodePage({ code: 500, msg: '数据库连接失败', rows: [] }, item)).toThrow('数据库连接失败');
  });
});

describe('decodeList', () => {
  it('reads data[] and data.list alike, dropping unusable rows', () => {
    expect(decodeList({ code: 200, data: [...RAW_ROWS, { id: '' }] }, item)).toEqual(ITEMS);
    expect(decodeList({ data: { list: RAW_ROWS } }, item)).toEqual(ITEMS);
    expect(decodeList({ data: 'none' }, item)).toEqual([]);
  });
});

describe('field readers', () => {
  it('id accepts whole numbers as number or text, up to 19 digits', () => {
    expect(id(3181)).toBe('3181');
    expect(id('3181')).toBe('3181');
    expect(id('1234567890123456789')).toBe('1234567890123456789');
    for (const bad of ['', '31a', '0x1F', '1e3', '12345678901234567890', 1e21, Number.NaN, null, undefined, {}, true])
      expect(id(bad), String(bad)).toBeNull();
  });

  it('str, num and flag turn whatever the upstream sent into a value of their type', () => {
    expect(str(2026)).toBe('2026');
    expect(str(Number.POSITIVE_INFINITY, '—')).toBe('—');
    expect(str({ text: 'x' })).toBe('');
    expect(num('12')).toBe(12);
    expect(num('  ', 10)).toBe(10);
    expect(num('十二', 10)).toBe(10);
    expect(flag('1')).toBe('1');
    expect(flag(1)).toBe('1');
    expect(flag(true)).toBe('1');
    expect(flag('0')).toBe('0');
    expect(flag('yes')).toBe('0');
    expect(flag(null)).toBe('0');
  });
});
