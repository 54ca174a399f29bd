// The worker's V8, through workerd's own inspector (Chrome DevTools Protocol over a
// WebSocket, loopback only): CPU profiles of single requests and the heap after a forced GC.
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
// `--inspector-addr=127.0.0.1:0`; `connectInspector(N)` finds the wrangler started with
// `--inspector-port N`, its workerd child, that child's listening ports (/proc, Linux), the one
// answering `/json/version` as workerd, and there the target `core:user:<worker name>` (the
// site; the others are wrangler's and miniflare's helper workers). workerd keeps one session
// per isolate: attaching boots wrangler's proxy session (the worker's console lines then stop
// reaching wrangler's log until wrangler reloads), and the booted session's teardown in turn
// closes the newcomer (its destructor disconnects "the current session", which is by then
// ours). So we attach, and attach again until a session stays open. Every command has a
// bounded wait, and a closed socket fails every pending command at once: nothing here can hang.
//
// CPU time of a request, from a V8 CPU profile. One profile per request: Profiler.start, the
// request (to the body's end), a 30 ms pause for work the worker does after the response
// (`waitUntil`), Profiler.stop. V8's sampler records a tick only while the isolate is entered
// on its thread: waits for I/O, the other workers sharing the process (asset router, D1,
// Cache API) and the idle event loop leave no samples, only gaps (a 90 ms window around a home
// render holds ~30 samples). The request's CPU time is therefore the sum over its samples of
// the time each stands for: its distance to the previous sample, capped at twice the
// profile's typical (median) interval; a sample after a gap stands for one typical interval
// (the gap was not this isolate's). Every sample counts but "(idle)" and the last one when it
// is "(program)" (Profiler.stop being handled); other "(program)" samples are workerd's own C++
// working under the isolate's lock (streams, headers), which production bills too (reported
// apart as well), and "(garbage collector)" counts. Sampling is asked for every 50 µs; V8 here
// ticks about every 125 µs, so a 3 ms render is ~25 samples: one request's figure is coarse,
// the median of 20 is not (the same median within ±10% when asking for 25, 100 or 200 µs). A
// thread descheduled while it holds the lock counts for at most two intervals per sample, and
// the sampling itself costs a little: read the figure as the isolate's own CPU time, slightly
// high. A cross-check that needs no profiler: `threadCpuRequests` reads the workerd process's
// on-CPU time (/proc/<pid>/task/*/schedstat, ns, the scheduler's own accounting) around each
// request: everything that process did for it (the asset router worker, D1, the Cache API,
// HTTP, the site's isolate), an upper bound of what production bills.

import fs from 'node:fs';

export interface CallFrame {
  functionName: string;
  scriptId?: string;
  url: string;
  /** 0-based, the function's first line (workerd profiles by function). */
  lineNumber: number;
  columnNumber: number;
}

interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}

export interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

export interface Inspector {
  /** workerd's WebSocket URL of the target (the user worker's isolate). */
  readonly target: string;
  /** The workerd process that runs the target (for its CPU counters), when known. */
  readonly pid?: number;
  send<T = unknown>(method: string, params?: Record<string, unknown>, timeoutMs?: number): Promise<T>;
  close(): void;
}

export interface ConnectOptions {
  /** The worker's name (its target is `core:user:<name>`); needed only if workerd runs several. */
  worker?: string;
  /** Default answer timeout of a command (ms). */
  timeoutMs?: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// ------------------------------------------------------------------------------------------
// Finding workerd's inspector under a `wrangler dev --inspector-port N`.

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
async function findWorkerdInspector(port: number): Promise<Found> {
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

async function findTarget(port: number, worker?: string): Promise<string> {
  const targets = (await getJson(`http://127.0.0.1:${port}/json/list`)) as Array<{ id: string; webSocketDebuggerUrl: string }>;
  // Without a name: the user workers but miniflare's own (its observability collector).
  const users = targets.filter((t) =>
    worker ? t.id === `core:user:${worker}` : t.id.startsWith('core:user:') && !t.id.startsWith('core:user:miniflare-'),
  );
  if (users.length !== 1) {
    throw new Error(
      `workerd's inspector on ${port}: ${users.length} targets ${worker ? `named core:user:${worker}` : 'core:user:*'} among ${targets.map((t) => t.id).join(', ')}`,
    );
  }
  return users[0]!.webSocketDebuggerUrl;
}

// ------------------------------------------------------------------------------------------
// The session.

interface Waiter {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  timer: ReturnType<typeof setTimeout>;
}

function openSession(url: string, pid: number | undefined, defaultTimeoutMs: number): Promise<Inspector & { closed: () => string | null }> {
  return new Promise((resolveOpen, rejectOpen) => {
    const ws = new WebSocket(url);
    let closedBecause: string | null = null;
    let next = 0;
    const pending = new Map<number, Waiter>();
    const failAll = (why: string) => {
      closedBecause ??= why;
      for (const [id, waiter] of pending) {
        clearTimeout(waiter.timer);
        waiter.reject(new Error(`inspector: ${why}`));
        pending.delete(id);
      }
    };
    const openTimer = setTimeout(() => {
      ws.close();
      rejectOpen(new Error(`inspector ${url}: no WebSocket within 10 s`));
    }, 10_000);
    ws.addEventListener('open', () => {
      clearTimeout(openTimer);
      resolveOpen(inspector);
    });
    ws.addEventListener('error', () => {
      clearTimeout(openTimer);
      rejectOpen(new Error(`inspector ${url} refused the connection`));
      failAll('the WebSocket failed');
    });
    ws.addEventListener('close', (event) => {
      clearTimeout(openTimer);
      failAll(`the session closed (${event.code}${event.reason ? ` ${event.reason}` : ''}); another client took the isolate?`);
    });
    ws.addEventListener('message', (event) => {
      const text = typeof event.data === 'string' ? event.data : Buffer.from(event.data as ArrayBuffer).toString('utf8');
      const message = JSON.parse(text) as { id?: number; result?: unknown; error?: { message: string } };
      // workerd answers the commands it handles itself (Profiler.enable, .start, .setSamplingInterval)
      // by echoing them with their id and no `result`: an id is the answer.
      if (message.id === undefined) return; // an event
      const waiter = pending.get(message.id);
      if (!waiter) return;
      pending.delete(message.id);
      clearTimeout(waiter.timer);
      if (message.error) waiter.reject(new Error(message.error.message));
      else waiter.resolve(message.result ?? {});
    });
    const inspector = {
      target: url,
      pid,
      closed: () => closedBecause,
      send<T>(method: string, params: Record<string, unknown> = {}, timeoutMs = defaultTimeoutMs): Promise<T> {
        if (closedBecause) return Promise.reject(new Error(`${method}: inspector: ${closedBecause}`));
        const id = ++next;
        return new Promise<T>((resolve, reject) => {
          const timer = setTimeout(() => {
            if (pending.delete(id)) reject(new Error(`${method}: no answer in ${timeoutMs / 1000} s`));
          }, timeoutMs);
          pending.set(id, { resolve: resolve as (v: unknown) => void, reject, timer });
          ws.send(JSON.stringify({ id, method, params }));
        });
      },
      close: () => {
        failAll('closed by this client');
        ws.close();
      },
    };
  });
}

/**
 * A session with the user worker's isolate, from workerd's own inspector: `port` is the
 * `--inspector-port` wrangler was started with (or a bare workerd's inspector port).
 */
export async function connectInspector(port: number, options: ConnectOptions = {}): Promise<Inspector> {
  const found = await findWorkerdInspector(port);
  const pid = found.pid;
  const url = await findTarget(found.port, options.worker ?? found.worker);
  let lastError = '';
  for (let attempt = 1; attempt <= 4; attempt++) {
    const session = await openSession(url, pid, options.timeoutMs ?? 30_000);
    // A session that replaced another is closed by that one's teardown a moment later.
    await sleep(300);
    try {
      await session.send('Runtime.getHeapUsage', {}, 5000);
      if (!session.closed()) return session;
      lastError = session.closed()!;
    } catch (error) {
      lastError = (error as Error).message;
      session.close();
    }
  }
  throw new Error(`inspector ${url}: no session stayed open (${lastError})`);
}

// ------------------------------------------------------------------------------------------
// CPU profiles.

export interface ProfileCpu {
  /** CPU time of the profile's window (ms): every sample but idle and Profiler.stop's own. */
  ms: number;
  /** Of which the garbage collector (ms). */
  gcMs: number;
  /** Of which "(program)": workerd's C++ under the isolate's lock (ms). */
  programMs: number;
  /** Samples counted, and the typical interval between them (µs). */
  samples: number;
  intervalUs: number;
  /** Self time (ms) by function: `name file:line` → ms. */
  byFunction: Map<string, number>;
  /** The same, by call frame (for mapping back to sources). */
  byFrame: Map<string, { frame: CallFrame; ms: number }>;
  /** Total (inclusive) time by call frame: samples with the function anywhere on the stack. */
  inclusive: Map<string, { frame: CallFrame; ms: number }>;
}

const frameKey = (frame: CallFrame) => {
  const file = frame.url.split('/').pop() ?? '';
  return `${frame.functionName || '(anonymous)'} ${file ? `${file}:${frame.lineNumber + 1}` : ''}`.trim();
};

function medianOf(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length === 0 ? Number.NaN : sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** CPU time in a profile of workerd's isolate (see the header: samples exist only under its lock). */
export function cpuOf(profile: Profile, nominalIntervalUs = 50): ProfileCpu {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const byFunction = new Map<string, number>();
  const byFrame = new Map<string, { frame: CallFrame; ms: number }>();
  const inclusive = new Map<string, { frame: CallFrame; ms: number }>();
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const positive = profile.timeDeltas.filter((d) => d > 0);
  const typical = positive.length >= 5 ? medianOf(positive) : nominalIntervalUs;
  let us = 0;
  let gcUs = 0;
  let programUs = 0;
  let samples = 0;
  const last = profile.samples.length - 1;
  profile.samples.forEach((id, i) => {
    let frame = nodes.get(id)?.callFrame;
    if (!frame || frame.functionName === '(idle)' || frame.functionName === '(root)') return;
    if (!frame.url && !frame.functionName) {
      // A nameless native function (a workerd API such as console.log): named by its caller.
      const caller = nodes.get(parent.get(id) ?? -1)?.callFrame;
      frame = { ...frame, functionName: `(native, called by ${caller?.functionName || 'the event loop'})` };
    }
    if (i === last && frame.functionName === '(program)') return; // Profiler.stop being handled
    const delta = profile.timeDeltas[i] ?? typical;
    const duration = delta > 0 && delta <= 2 * typical ? delta : typical;
    us += duration;
    samples++;
    if (frame.functionName === '(garbage collector)') gcUs += duration;
    if (frame.functionName === '(program)') programUs += duration;
    const key = frameKey(frame);
    byFunction.set(key, (byFunction.get(key) ?? 0) + duration / 1000);
    const entry = byFrame.get(key) ?? { frame, ms: 0 };
    entry.ms += duration / 1000;
    byFrame.set(key, entry);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const caller = nodes.get(at)?.callFrame;
      if (!caller || caller.functionName === '(root)') continue;
      const callerKey = frameKey(caller);
      if (seen.has(callerKey)) continue; // recursion: once per sample
      seen.add(callerKey);
      const total = inclusive.get(callerKey) ?? { frame: caller, ms: 0 };
      total.ms += duration / 1000;
      inclusive.set(callerKey, total);
    }
  });
  return {
    ms: us / 1000,
    gcMs: gcUs / 1000,
    programMs: programUs / 1000,
    samples,
    intervalUs: typical,
    byFunction,
    byFrame,
    inclusive,
  };
}

export interface ProfileOptions {
  /** Requests before the profiled ones, not counted (default 2: code compiled, modules loaded). */
  warmup?: number;
  /** µs between samples (default 50). */
  intervalUs?: number;
  /** ms after the body's end before the profile stops: work after the response (default 30). */
  settleMs?: number;
  /** Request headers. */
  headers?: Record<string, string>;
  /** Keep each request's profile (for writing .cpuprofile files). */
  keepProfiles?: boolean;
}

export interface ProfiledRequests {
  /** CPU ms (JS + GC) of each request. */
  perRequest: number[];
  /** "(program)" ms of each request (counted; see the header). */
  programPerRequest: number[];
  /** The typical sampling interval seen (µs, median over the requests). */
  intervalUs: number;
  /** GC ms of each request (counted). */
  gcPerRequest: number[];
  /** Mean self time per request (ms) by function. */
  byFunction: Map<string, number>;
  /** The same by call frame. */
  byFrame: Map<string, { frame: CallFrame; ms: number }>;
  /** Mean total (inclusive) time per request (ms) by call frame. */
  inclusive: Map<string, { frame: CallFrame; ms: number }>;
  /** Status and Cache-Status of the last response. */
  status: number;
  cacheStatus: string;
  profiles: Profile[];
}

async function get(url: string, headers: Record<string, string> | undefined) {
  const response = await fetch(url, { headers, redirect: 'manual', signal: AbortSignal.timeout(30_000) });
  await response.arrayBuffer();
  return response;
}

/** CPU time of each of `count` requests, one profile per request (see the header for how). */
export async function profileRequests(
  inspector: Inspector,
  url: string,
  count: number,
  options: ProfileOptions = {},
): Promise<ProfiledRequests> {
  const { warmup = 2, intervalUs = 50, settleMs = 30, headers, keepProfiles = false } = options;
  for (let i = 0; i < warmup; i++) await get(url, headers);
  await inspector.send('Profiler.enable');
  await inspector.send('Profiler.setSamplingInterval', { interval: intervalUs });
  const result: ProfiledRequests = {
    perRequest: [],
    programPerRequest: [],
    gcPerRequest: [],
    byFunction: new Map(),
    byFrame: new Map(),
    inclusive: new Map(),
    status: 0,
    cacheStatus: '',
    profiles: [],
    intervalUs: 0,
  };
  const intervals: number[] = [];
  try {
    for (let i = 0; i < count; i++) {
      await inspector.send('Profiler.start');
      let response: Response | undefined;
      let failure: unknown;
      try {
        response = await get(url, headers);
        await sleep(settleMs);
      } catch (error) {
        failure = error;
      }
      // Stopped even when the request failed: a profiler left running samples for ever.
      const { profile } = await inspector.send<{ profile?: Profile }>('Profiler.stop', {}, 60_000);
      if (!response) throw failure;
      if (!profile) throw new Error('Profiler.stop: no profile (was the profiler enabled?)');
      result.status = response.status;
      result.cacheStatus = response.headers.get('Cache-Status') ?? '';
      const cpu = cpuOf(profile, intervalUs);
      intervals.push(cpu.intervalUs);
      result.perRequest.push(cpu.ms);
      result.programPerRequest.push(cpu.programMs);
      result.gcPerRequest.push(cpu.gcMs);
      for (const [name, ms] of cpu.byFunction) result.byFunction.set(name, (result.byFunction.get(name) ?? 0) + ms / count);
      for (const [from, to] of [
        [cpu.byFrame, result.byFrame],
        [cpu.inclusive, result.inclusive],
      ] as const) {
        for (const [key, { frame, ms }] of from) {
          const entry = to.get(key) ?? { frame, ms: 0 };
          entry.ms += ms / count;
          to.set(key, entry);
        }
      }
      if (keepProfiles) result.profiles.push(profile);
    }
  } finally {
    await inspector.send('Profiler.disable').catch(() => undefined);
  }
  result.intervalUs = medianOf(intervals);
  return result;
}

// ------------------------------------------------------------------------------------------
// The workerd process's own CPU counters (a cross-check without a profiler).

/** ns the process's threads have run on a CPU (Linux schedstat; scheduler accounting, not sampled). */
function processCpuNs(pid: number): number {
  let ns = 0;
  for (const tid of fs.readdirSync(`/proc/${pid}/task`)) {
    try {
      ns += Number(fs.readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]);
    } catch {
      // thread gone
    }
  }
  return ns;
}

/**
 * On-CPU ms of the workerd process for each of `count` requests, no profiler running: an upper
 * bound (the asset router, D1, Cache API and HTTP work of that process count too). Needs the
 * process (`inspector.pid`: found when connected through wrangler).
 */
export async function threadCpuRequests(pid: number, url: string, count: number, options: ProfileOptions = {}): Promise<number[]> {
  const { warmup = 2, settleMs = 30, headers } = options;
  for (let i = 0; i < warmup; i++) await get(url, headers);
  const perRequest: number[] = [];
  for (let i = 0; i < count; i++) {
    await sleep(settleMs);
    const before = processCpuNs(pid);
    await get(url, headers);
    await sleep(settleMs);
    perRequest.push((processCpuNs(pid) - before) / 1e6);
  }
  return perRequest;
}

// ------------------------------------------------------------------------------------------
// The heap.

export interface HeapUsage {
  /** V8 heap in use (bytes). */
  usedSize: number;
  totalSize: number;
  /** Outside the V8 heap: embedder objects and ArrayBuffer backing stores (bytes). */
  embedderHeapUsedSize?: number;
  backingStorageSize?: number;
}

/**
 * Sends a command that V8 answers from a foreground task: workerd runs those only after it has
 * served a request in the isolate (it pumps V8's message loop after each event), so an idle
 * worker never answers HeapProfiler.collectGarbage. `poke` is requested every 250 ms meanwhile.
 */
async function sendPoking<T>(inspector: Inspector, method: string, poke: string, timeoutMs: number): Promise<T> {
  let answered = false;
  const answer = inspector.send<T>(method, {}, timeoutMs).finally(() => {
    answered = true;
  });
  const poking = (async () => {
    while (!answered) {
      await sleep(250);
      if (answered) break;
      await fetch(poke, { signal: AbortSignal.timeout(10_000) })
        .then((r) => r.arrayBuffer())
        .catch(() => undefined);
    }
  })();
  try {
    return await answer;
  } finally {
    await poking;
  }
}

/**
 * The heap after a full garbage collection (two, with the worker poked through `poke`, a cheap
 * URL the worker itself answers, such as /healthz). Console messages V8 keeps for a DevTools
 * client (up to 1,000, whoever logged them) are discarded first: the inspector's, not the site's.
 */
export async function heapUsageAfterGc(inspector: Inspector, poke: string, timeoutMs = 60_000): Promise<HeapUsage> {
  await inspector.send('Runtime.discardConsoleEntries', {}, timeoutMs);
  await inspector.send('HeapProfiler.enable', {}, timeoutMs);
  // Twice: what the first collection's finalizers released goes in the second.
  await sendPoking(inspector, 'HeapProfiler.collectGarbage', poke, timeoutMs);
  await sendPoking(inspector, 'HeapProfiler.collectGarbage', poke, timeoutMs);
  const usage = await inspector.send<HeapUsage>('Runtime.getHeapUsage', {}, timeoutMs);
  await inspector.send('HeapProfiler.disable', {}, timeoutMs).catch(() => undefined);
  return usage;
}

/** Bytes of V8 heap in use after a full garbage collection (see heapUsageAfterGc). */
export async function heapAfterGc(inspector: Inspector, poke: string, timeoutMs = 60_000): Promise<number> {
  return (await heapUsageAfterGc(inspector, poke, timeoutMs)).usedSize;
}
