// Which of a platform site's two databases serves (decision 0139), told the same way by the
// worker (worker/sites/serving-database.ts) and the content tools (scripts/lib/site-target.ts):
// each database's meta row 'serving_since' says when it was switched live (epoch ms; absent:
// never); the one switched live last serves, a tie (neither ever switched) the first.

/** What each database of the pair answers. */
export const SERVING_SQL = "SELECT value FROM meta WHERE key = 'serving_since'";

/** Switches the database it runs on live (content:switch): one statement, no deploy. */
export const switchLiveSql = (now: number) =>
  `INSERT INTO meta (key, value) VALUES ('serving_since', ${Math.trunc(now)}) ON CONFLICT (key) DO UPDATE SET value = excluded.value`;

/**
 * The serving one of the pair from what each answered (undefined: it did not answer). One that
 * did not answer (being imported into, overloaded) changes nothing already known; with nothing
 * known, the one that answered serves if it was ever switched live, else the first.
 */
export function chooseServing(answers: [number | undefined, number | undefined], known?: 0 | 1): 0 | 1 {
  const [a, b] = answers;
  if (a !== undefined && b !== undefined) return b > a ? 1 : 0;
  if (known !== undefined) return known;
  if (b !== undefined && b > 0) return 1;
  return 0;
}
