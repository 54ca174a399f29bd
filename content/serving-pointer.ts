// Which of a platform site's two databases serves (decision 0139), told the same way by the
// worker (worker/sites/serving-database.ts) and the content tools (scripts/lib/site-target.ts):
// each database's meta row 'serving_since' says when it was switched live (epoch ms; absent or
// 0: it serves nobody, or the pair was never switched); the one switched live last serves, a tie
// (neither ever switched) the first. A switch sets the other's to 0, so that one database
// answering alone with a value above 0 can be believed: it says "I serve".

/** What each database of the pair answers. */
export const SERVING_SQL = "SELECT value FROM meta WHERE key = 'serving_since'";

const setServingSince = (value: number) =>
  `INSERT INTO meta (key, value) VALUES ('serving_since', ${Math.trunc(value)}) ON CONFLICT (key) DO UPDATE SET value = excluded.value`;

/**
 * Switches the database it runs on live (content:switch): one statement, no deploy. `now` is
 * raised above the serving one's value, so an operator's clock that runs behind the last
 * switch's cannot leave the old one serving.
 */
export const switchLiveSql = (now: number, servingValue = 0) => setServingSince(Math.max(now, servingValue + 1));

/** Run on the database switched away from, after switchLiveSql on the other: "I serve nobody". */
export const switchedAwaySql = () => setServingSince(0);

/**
 * The serving one of the pair if what each answered (undefined: it did not answer) settles it:
 * both answered, or one alone answered above 0. Undefined otherwise: a lone 0 may be the first
 * of a never-switched pair (serving) or the one switched away from (not).
 */
export function confirmedServing(answers: [number | undefined, number | undefined]): 0 | 1 | undefined {
  const [a, b] = answers;
  if (a !== undefined && b !== undefined) return b > a ? 1 : 0;
  if (a !== undefined && a > 0) return 0;
  if (b !== undefined && b > 0) return 1;
  return undefined;
}

/**
 * The serving one from the answers, else the one already known (learned from answers that
 * settled it): a database that does not answer (being imported into, overloaded) changes
 * nothing known. Undefined when neither settles it: nobody guesses.
 */
export function chooseServing(answers: [number | undefined, number | undefined], known?: 0 | 1): 0 | 1 | undefined {
  return confirmedServing(answers) ?? known;
}
