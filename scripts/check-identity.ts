// `npm run check:identity`: every trace of the example council (its folder sites/chengzhou/
// says what they are) left in code, configuration, content, public/, forms and the build,
// with file and line. Run for the example itself, only the code must be free of them (the
// rest is its own); for any other configured site (SITE), nothing may be left. docs/adopting.md.

import path from 'node:path';
import { parseArgs } from 'node:util';
import { fail, main } from './lib/cli.ts';
import { type Area, findTraces } from './lib/identity-traces.ts';
import { ROOT } from './lib/run-tool.ts';
import { EXAMPLE_SITE, siteName } from './lib/site-identity.ts';

await main(async () => {
  const { values } = parseArgs({ options: { root: { type: 'string' }, example: { type: 'string' } } });
  const root = path.resolve(values.root ?? ROOT);
  const example = values.example ?? EXAMPLE_SITE;
  const site = siteName();
  // The example's configuration, content and pages are its own; its code is everyone's.
  const own = site === example;
  const skip = new Set<Area>(own ? ['configuration', 'content', 'public', 'forms', 'build'] : []);
  const traces = await findTraces(root, example, site, skip);
  for (const t of traces) console.log(`${t.file}:${t.line}: ${t.what} “${t.found}” (${t.area})`);
  if (traces.length)
    fail(
      `check:identity: ${traces.length} trace(s) of the example council (sites/${example}/) left for site "${site}"; docs/adopting.md says what to change`,
    );
  console.log(
    own
      ? `check:identity: site "${site}" is the example: its code names no council (configuration, content and pages are its own)`
      : `check:identity: no trace of the example council (sites/${example}/) for site "${site}"`,
  );
});
