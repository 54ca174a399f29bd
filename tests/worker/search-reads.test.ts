// What a search reads from D1 (issue 22's cost, decision 0033): the vocabulary only when the
// content generation changed, snippets from the head of a long body that are the ones the
// whole body gives, a published release in its place in the index, and migration 0008
// moving an index of the earlier layout into place.

import { env } from 'cloudflare:workers';
import { afterAll, describe, expect, it } from 'vitest';
import { needles } from '../../content/search-query.ts';
import { NEWS_IDS_END } from '../../content/search-layout.ts';
import { loadSeedDocument } from '../../content/seed.ts';
import { contentStatements, GENERATION_BUMP } from '../../content/sql.ts';
import { publishStatements, readLive } from '../../content/publish-plan.ts';
import { search } from '../../worker/content/d1/search.ts';
import { contextOf, vocabularyRead } from '../../worker/content/d1/search-context.ts';
import { snippet } from '../../worker/content/search-snippet.ts';
import { searchPaths } from '../bench/search-queries.ts';
import { VISITOR_QUESTIONS } from '../fixtures/visitor-questions.ts';
import { d1Session } from './helpers/d1-session.ts';
import { CERTIFICATION } from './helpers/council.ts';

const seed = loadSeedDocument(import.meta.glob('../../content/seed/*.json', { eager: true, import: 'default' }));
type Row = Record<string, unknown>;

/** env.DB, with every batch's statements and results kept. */
function recording() {
  const batches: { results: Row[][] }[] = [];
  const db = {
    prepare: (sql: string) => env.DB.prepare(sql),
    batch: async (statements: D1PreparedStatement[]) => {
      const results = await env.DB.batch<Row>(statements);
      batches.push({ results: results.map((r) => r.results) });
      return results;
    },
  } as unknown as Pick<D1Database, 'prepare' | 'batch'>;
  return { db, batches };
}

interface Answer {
  rows: { type: string; id: string; snippet: string; serviceCode: string | null; bestBet: boolean }[];
  corrected: string | null;
}
const ask = async (db: Pick<D1Database, 'prepare' | 'batch'>, keyword: string) =>
  (await search(db, new URLSearchParams({ keyword }), new Date())) as unknown as Answer;

afterAll(async () => {
  await env.DB.batch(contentStatements(seed).map(({ sql, params }) => env.DB.prepare(sql).bind(...params)));
});

describe('the vocabulary', () => {
  it('is read as one number while the content generation stays, and whole again after an import', async () => {
    const { db, batches } = recording();
    await ask(db, '原产地证 材料');
    await ask(db, '海牙认证 费用');
    const vocabulary = batches.at(-1)!.results[0]![0]!;
    expect(vocabulary).toMatchObject({ synonyms: null, hot: null, guides: null, windowed: null });
    expect(typeof vocabulary.generation).toBe('number');

    await env.DB.prepare(GENERATION_BUMP.sql).run();
    const before = batches.length;
    const answer = await ask(db, `${CERTIFICATION.name} 收费`);
    // One round trip: the words came back unchanged, so the queries planned under them stand.
    expect(batches.length - before).toBe(1);
    expect(typeof batches.at(-1)!.results[0]![0]!.synonyms).toBe('string');
    expect(answer.rows[0]).toMatchObject({ serviceCode: CERTIFICATION.code, bestBet: true });
    await ask(db, `${CERTIFICATION.name} 收费`);
    expect(batches.at(-1)!.results[0]![0]!.synonyms).toBeNull();
  });
});

describe('snippets', () => {
  it('cut from the head of a long body are the ones the whole body gives', { timeout: 60_000 }, async () => {
    const row = (await vocabularyRead(env.DB).all<Row>()).results[0];
    const { ctx } = contextOf(row);
    const keywords = [
      ...searchPaths().map((p) => new URL(p, 'http://x').searchParams.get('keyword')!),
      ...VISITOR_QUESTIONS.filter((v) => !v.corrected).map((v) => v.q),
    ];
    let cut = 0;
    let compared = 0;
    for (const keyword of keywords) {
      const answer = await ask(env.DB, keyword);
      if (answer.corrected) continue; // marked with the corrected words
      const marks = needles(ctx.analyse(keyword).terms);
      for (const hit of answer.rows) {
        const doc = await env.DB.prepare('SELECT body FROM search_docs WHERE type = ? AND ref_id = ?')
          .bind(hit.type, hit.id)
          .first<string>('body');
        compared++;
        if (!hit.snippet.endsWith('…') || doc!.length < 600) continue;
        cut++;
        expect(hit.snippet, `${keyword}: ${hit.type}:${hit.id}`).toBe(snippet(doc!, marks));
      }
    }
    expect(compared).toBeGreaterThan(1000);
    expect(cut).toBeGreaterThan(100);
  });
});

describe('the index layout', () => {
  it('gives a published news release the next news id, and a published guide the next other id', async () => {
    const session = d1Session();
    const yw = seed.columns!.find((c) => c.columnCode === 'YW')!;
    const guide = seed.releases!.find((r) => r.id === '3001')!;
    const top = async (news: boolean) =>
      (await env.DB.prepare(`SELECT MAX(id) AS id FROM search_docs WHERE id ${news ? '<' : '>='} ${NEWS_IDS_END}`).first<number>('id'))!;
    const [newsBefore, otherBefore] = [await top(true), await top(false)];
    const changes = {
      version: 1 as const,
      releases: [
        {
          id: '2000011',
          columnId: yw.id,
          title: '布局测试新闻',
          content: '<p>布局测试</p>',
          releaseTime: '2026-11-26 09:00:00',
          isTop: '0' as const,
        },
        { ...guide, title: `${guide.title}（修订）` },
      ],
    };
    await session.batch(publishStatements(changes, await readLive(session, changes)));
    const id = (ref: string) =>
      env.DB.prepare("SELECT id FROM search_docs WHERE ref_id = ? AND type IN ('release', 'guide')").bind(ref).first<number>('id');
    expect(await id('2000011')).toBe(newsBefore + 1);
    expect(await id('3001')).toBe(otherBefore + 1);
    const indexed = await env.DB.prepare('SELECT rowid FROM search_index WHERE rowid IN (?, ?) ORDER BY rowid')
      .bind(newsBefore + 1, otherBefore + 1)
      .all();
    expect(indexed.results).toHaveLength(2);
  });

  it('migration 0008 moves every document but news above them, with its tokens', async () => {
    await env.DB.batch(contentStatements(seed).map(({ sql, params }) => env.DB.prepare(sql).bind(...params)));
    // The layout before 0008: every document's id below NEWS_IDS_END.
    await env.DB.batch([
      env.DB.prepare(`UPDATE search_index SET rowid = rowid - ${NEWS_IDS_END} + 100000 WHERE rowid >= ${NEWS_IDS_END}`),
      env.DB.prepare(`UPDATE search_docs SET id = id - ${NEWS_IDS_END} + 100000 WHERE id >= ${NEWS_IDS_END}`),
    ]);
    const migration = (env.TEST_MIGRATIONS as { name: string; queries: string[] }[]).find((m) => m.name.startsWith('0008'))!;
    const moves = migration.queries.filter((q) => /^\s*UPDATE/i.test(q.replace(/^(\s*--.*\n)*/g, '')));
    expect(moves).toHaveLength(2);
    await env.DB.batch(moves.map((q) => env.DB.prepare(q)));
    const others = await env.DB.prepare(
      `SELECT COUNT(*) AS n FROM search_docs WHERE type != 'release' AND id < ${NEWS_IDS_END}`,
    ).first<number>('n');
    expect(others).toBe(0);
    const pages = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM search_docs WHERE id < ? AND ref_id IN (SELECT r.id FROM releases r JOIN columns c ON c.id = r.column_id WHERE c.column_type = 'page')",
    )
      .bind(NEWS_IDS_END)
      .first<number>('n');
    expect(pages).toBe(0);
    const orphans = await env.DB.prepare(
      'SELECT COUNT(*) AS n FROM search_index s LEFT JOIN search_docs d ON d.id = s.rowid WHERE d.id IS NULL',
    ).first<number>('n');
    expect(orphans).toBe(0);
    const found = await ask(env.DB, '海牙认证');
    expect(found.rows[0]).toMatchObject({ serviceCode: 'apostille', bestBet: true });
  });
});
