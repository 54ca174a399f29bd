// Finding the workerd that runs the worker under `wrangler dev --inspector-port N`, and its own
// inspector's WebSocket URL for the worker's isolate (Linux: /proc).
//
// Why not wrangler's inspector port. `wrangler dev --inspector-port N` serves an inspector
// *proxy* (a worker in wrangler's second workerd) that keeps one session to the user worker's
// isolate open from the start and buffers every message the isolate sends while no DevTools
// client is attached: one `Runtime.consoleAPICalled` per request, since the site logs a line per
// request. The first client to attach gets the whole backlog replayed, each message with a
// debug-log fetch to wrangler; after a benchmark's tens of thousands of requests that floods
// the proxy's workerd ("Too many open files", os error 24, in a loop) and our commands are
// never answered ("Profiler.enable: no answer in 30 s"; the soak waited for ever). It also
// takes one client only.
//
// So we go to workerd alone: wrangler starts the user worker's workerd with
// `--inspector-addr=127.0.0.1:0`; `findWorkerdInspector(N)` finds the wrangler started with
// `--inspector-port N`, its workerd child, that child's listening ports (/proc, Linux), the one
// answering `/json/version` as workerd, and `findTarget` there the target
// `core:user:<worker name>` (the site; the others are wrangler's and miniflare's helper workers).

import fs from 'node:fs';

interface Proc {
  pid: number;
  ppid: number;
  argv: string[];
}

function processes(): Proc[] {
  const list: Proc[] = [];
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      // pid (comm) state ppid …: comm may hold spaces and parentheses, so read after the last ')'.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const argv = fs.readFileSync(`/proc/${name}/cmdline`, 'utf8').split('\0').filter(Boolean);
      list.push({ pid: Number(name), ppid, argv });
    } catch {
      // gone meanwhile, or not ours to read
    }
  }
  return list;
}

/** TCP ports a process listens on: its socket inodes matched against /proc/<pid>/net/tcp{,6}. */
function listeningPorts(pid: number): number[] {
  const inodes = new Set<string>();
  for (const fd of fs.readdirSync(`/proc/${pid}/fd`)) {
    try {
      const m = /^socket:\[(\d+)\]$/.exec(fs.readlinkSync(`/proc/${pid}/fd/${fd}`));
      if (m) inodes.add(m[1]!);
    } catch {
      // closed meanwhile
    }
  }
  const ports = new Set<number>();
  for (const table of ['tcp', 'tcp6']) {
    let text = '';
    try {
      text = fs.readFileSync(`/proc/${pid}/net/${table}`, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      // sl local_address rem_address st … inode (column 9); st 0A is LISTEN.
      if (cols.length > 9 && cols[3] === '0A' && inodes.has(cols[9]!)) ports.add(Number.parseInt(cols[1]!.split(':')[1]!, 16));
    }
  }
  return [...ports];
}

/** The workerd processes under the wrangler that was started with `--inspector-port <port>`, and its worker's name. */
function workerdsUnderWrangler(port: number): { workerds: Proc[]; worker?: string } {
  const all = processes();
  const roots = all.filter((p) =>
    p.argv.some((a, i) => a === `--inspector-port=${port}` || (a === '--inspector-port' && p.argv[i + 1] === String(port))),
  );
  const ours = new Set(roots.map((p) => p.pid));
  for (let grew = roots.length > 0; grew; ) {
    grew = false;
    for (const p of all) {
      if (ours.has(p.ppid) && !ours.has(p.pid)) {
        ours.add(p.pid);
        grew = true;
      }
    }
  }
  const workerds = all.filter((p) => ours.has(p.pid) && /(^|\/)workerd$/.test(p.argv[0] ?? ''));
  return { workerds, worker: workerName(roots[0]) };
}

/** `name` of the wrangler.json a wrangler process was started with (`--config`, relative to its cwd). */
function workerName(proc: Proc | undefined): string | undefined {
  if (!proc) return undefined;
  const at = proc.argv.indexOf('--config');
  const config = at >= 0 ? proc.argv[at + 1] : undefined;
  if (!config?.endsWith('.json')) return undefined;
  try {
    const file = config.startsWith('/') ? config : `${fs.readlinkSync(`/proc/${proc.pid}/cwd`)}/${config}`;
    return (JSON.parse(fs.readFileSync(file, 'utf8')) as { name?: string }).name;
  } catch {
    return undefined;
  }
}

async function getJson(url: string, timeoutMs = 1500): Promise<unknown> {
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.json();
}

async function isWorkerdInspector(port: number): Promise<boolean> {
  try {
    const version = (await getJson(`http://127.0.0.1:${port}/json/version`)) as { Browser?: string };
    return version.Browser === 'workerd';
  } catch {
    return false;
  }
}

interface Found {
  port: number;
  pid?: number;
  /** The worker's name, from the config wrangler was given. */
  worker?: string;
}

/** workerd's own inspector for `port`: wrangler's workerd child's, or `port` itself if it is one. */
export async function findWorkerdInspector(port: number): Promise<Found> {
  if (await isWorkerdInspector(port)) return { port }; // workerd started with --inspector-addr=…:port
  if (process.platform !== 'linux') {
    throw new Error(`port ${port} is not workerd's inspector, and finding wrangler's workerd needs Linux's /proc`);
  }
  // Only the workerd wrangler starts with an inspector (the user worker's) has --inspector-addr.
  const { workerds, worker } = workerdsUnderWrangler(port);
  const candidates = workerds.filter((p) => p.argv.some((a) => a.startsWith('--inspector-addr')));
  for (const proc of candidates) {
    // Its sockets: the site's entry, the inspector, a debug port; ask each, briefly.
    const answers = await Promise.all(listeningPorts(proc.pid).map(async (p) => ((await isWorkerdInspector(p)) ? p : null)));
    const found = answers.find((p) => p !== null);
    if (found) return { port: found, pid: proc.pid, worker };
  }
  throw new Error(
    candidates.length === 0
      ? `no wrangler started with --inspector-port ${port} (or it has no workerd with an inspector)`
      : `wrangler's workerd (pid ${candidates.map((c) => c.pid).join(', ')}) has no inspector socket answering`,
  );
}

/** The WebSocket URL of the worker's isolate (`core:user:<worker>`) on workerd's inspector at `port`. */
export async function findTarget(port: number, worker?: string): Promise<string> {
  const targets = (await getJson(`http://127.0.0.1:${port}/json/list`)) as Array<{ id: string; webSocketDebuggerUrl: string }>;
  // Without a name: the user workers but miniflare's own (its observability collector).
  const users = targets.filter((t) =>
    worker
      ? t.id === (worker.includes(':') ? worker : `core:user:${worker}`)
      : t.id.startsWith('core:user:') && !t.id.startsWith('core:user:miniflare-'),
  );
  if (users.length !== 1) {
    throw new Error(
      `workerd's inspector on ${port}: ${users.length} targets ${worker ? `named core:user:${worker}` : 'core:user:*'} among ${targets.map((t) => t.id).join(', ')}`,
    );
  }
  return users[0]!.webSocketDebuggerUrl;
}
