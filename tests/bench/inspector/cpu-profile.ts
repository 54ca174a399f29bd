// CPU time in one V8 CPU profile of workerd's isolate: the sum over its samples, in total, by
// function and by call frame (the method, and why samples are weighed so: ./cpu.ts's header).

import { median } from '../measure.ts';

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
  /** Self time (ms) by call frame (`name file:line`; mapped back to sources by profile.ts). */
  byFrame: Map<string, { frame: CallFrame; ms: number }>;
  /** Total (inclusive) time by call frame: samples with the function anywhere on the stack. */
  inclusive: Map<string, { frame: CallFrame; ms: number }>;
}

const frameKey = (frame: CallFrame) => {
  const file = frame.url.split('/').pop() ?? '';
  return `${frame.functionName || '(anonymous)'} ${file ? `${file}:${frame.lineNumber + 1}` : ''}`.trim();
};

/** CPU time in a profile of workerd's isolate (see ./cpu.ts's header: samples exist only under its lock). */
export function cpuOf(profile: Profile, nominalIntervalUs = 50): ProfileCpu {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const byFrame = new Map<string, { frame: CallFrame; ms: number }>();
  const inclusive = new Map<string, { frame: CallFrame; ms: number }>();
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const positive = profile.timeDeltas.filter((d) => d > 0);
  const typical = positive.length >= 5 ? median(positive) : nominalIntervalUs;
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
    byFrame,
    inclusive,
  };
}
