// How docs/architecture.md is read against the code (architecture.test.ts): the middleware its
// "Middleware" section lists, in order, against the `use` calls of worker/index.ts and
// worker/ssr/pages.ts; and its folder map against the files that exist. Plain functions over
// text, so that a test can feed them a changed source and see them fail.

/** The middleware a Hono app registers, in order: the identifiers passed to `<app>.use(...)`. */
export function registeredMiddleware(source: string, app: string): string[] {
  const calls = source.matchAll(new RegExp(`^\\s*${app}\\.use\\(([^)]*)\\)`, 'gm'));
  return [...calls].flatMap((call) =>
    call[1]!
      .split(',')
      .map((arg) => arg.trim())
      // A path argument (`app.use('/api/*', x)`) is not a middleware.
      .filter((arg) => /^[A-Za-z_$][\w$]*$/.test(arg)),
  );
}

/** The text of a section, from its heading to the next heading of the same or a higher level. */
export function section(doc: string, heading: string): string {
  const level = /^#+/.exec(heading)![0].length;
  const start = doc.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`docs/architecture.md has no "${heading}"`);
  const rest = doc.slice(start + heading.length + 2);
  const end = rest.search(new RegExp(`^#{1,${level}} `, 'm'));
  return end < 0 ? rest : rest.slice(0, end);
}

/**
 * The numbered lists of the "Middleware" section, each as the names its items start with
 * (`1. \`accessLog\` (access-log.ts): …`): the first is worker/index.ts's, the second the pages'.
 */
export function documentedMiddleware(doc: string): string[][] {
  const lists: string[][] = [];
  let current: string[] | undefined;
  for (const line of section(doc, '### Middleware').split('\n')) {
    const item = /^\d+\. `(\w+)`/.exec(line);
    if (item) {
      if (!current) {
        current = [];
        lists.push(current);
      }
      current.push(item[1]!);
    } else if (line.trim() !== '' && !/^\s/.test(line)) {
      // A paragraph that is no item and no item's continuation ends the list.
      current = undefined;
    }
  }
  return lists;
}

/** Where the document and the code disagree on the middleware, in words; none when they agree. */
export function middlewareMismatches(doc: string, indexSource: string, pagesSource: string): string[] {
  const [worker = [], pages = []] = documentedMiddleware(doc);
  const problems: string[] = [];
  const compare = (file: string, documented: string[], registered: string[]) => {
    if (documented.join() !== registered.join())
      problems.push(`${file} registers ${registered.join(' → ')}; docs/architecture.md lists ${documented.join(' → ')}`);
  };
  compare('worker/index.ts', worker, registeredMiddleware(indexSource, 'app'));
  compare('worker/ssr/pages.ts', pages, registeredMiddleware(pagesSource, 'pages'));
  return problems;
}

/** One line of the folder map: a top-level folder, or what it holds (one or more names). */
export interface MapEntry {
  /** The top-level folder it is in (`app/`), or itself for a top-level line. */
  top: string;
  names: string[];
  /** Its names and description, continuation lines included. */
  text: string;
}

/**
 * The folder map: the first code block of "## Folders". A line at the left margin is a
 * top-level folder; one indented by two spaces names what is in it (names separated by
 * commas, then two or more spaces, then the description); deeper lines continue the entry.
 */
export function folderMap(doc: string): MapEntry[] {
  const block = /```\n([\s\S]*?)```/.exec(section(doc, '## Folders'))?.[1];
  if (!block) throw new Error('docs/architecture.md "Folders" has no map');
  const entries: MapEntry[] = [];
  let top = '';
  for (const line of block.split('\n')) {
    if (line.trim() === '') continue;
    const topLine = /^(\S+)(?:\s{2,}.*)?$/.exec(line);
    const inner = /^ {2}(\S.*?)(?:\s{2,}.*)?$/.exec(line);
    if (topLine) {
      top = topLine[1]!;
      entries.push({ top, names: [top], text: line });
    } else if (inner) {
      entries.push({ top, names: inner[1]!.split(/,\s*/), text: line });
    } else {
      entries[entries.length - 1]!.text += `\n${line}`;
    }
  }
  return entries;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Where the map and the tree disagree, for a mapped top-level folder (`app/`, `worker/`): its
 * folders against those that exist; each file directly in it named on a line of its own; with
 * `everyFile`, each file in a folder named in that folder's entry. `files` are paths from the
 * repository's root (`worker/lib/errors.ts`).
 */
export function mapMismatches(map: MapEntry[], top: string, files: string[], everyFile: boolean): string[] {
  const problems: string[] = [];
  const inner = map.filter((e) => e.top === top && e.names[0] !== top);
  const own = files.filter((f) => f.startsWith(top)).map((f) => f.slice(top.length));
  const existing = [...new Set(own.filter((f) => f.includes('/')).map((f) => `${f.split('/')[0]}/`))].sort();
  const mapped = inner.flatMap((e) => e.names.filter((n) => n.endsWith('/'))).sort();
  for (const folder of existing) if (!mapped.includes(folder)) problems.push(`${top}${folder} exists but the map has no line for it`);
  for (const folder of mapped) if (!existing.includes(folder)) problems.push(`the map names ${top}${folder}, which does not exist`);
  const names = inner.flatMap((e) => e.names);
  for (const file of own.filter((f) => !f.includes('/')))
    if (!names.includes(file)) problems.push(`${top}${file} exists but the map has no line naming it`);
  for (const name of names.filter((n) => /\.tsx?$/.test(n)))
    if (!own.includes(name)) problems.push(`the map names ${top}${name}, which does not exist`);
  if (everyFile) {
    for (const file of own.filter((f) => f.includes('/'))) {
      const entry = inner.find((e) => e.names.includes(`${file.split('/')[0]}/`));
      const base = file.split('/').pop()!;
      if (entry && !new RegExp(`(^|[^\\w-])${escapeRegExp(base)}($|[^\\w-])`).test(entry.text))
        problems.push(`${top}${file} exists but the line of ${top}${file.split('/')[0]}/ does not name ${base}`);
    }
  }
  return problems;
}
