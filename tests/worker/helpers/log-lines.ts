// What the worker writes to the console during a test: every text, and the JSON log lines
// among them (console.log, .warn and .error are all captured; restore with vi.restoreAllMocks).

import { vi } from 'vitest';

export type LogLine = Record<string, unknown>;

export function captureLogLines(): { lines: LogLine[]; raw: string[] } {
  const captured = { lines: [] as LogLine[], raw: [] as string[] };
  const capture = (...args: unknown[]) => {
    const text = args.map(String).join(' ');
    captured.raw.push(text);
    try {
      const parsed = JSON.parse(text) as unknown;
      if (parsed && typeof parsed === 'object') captured.lines.push(parsed as LogLine);
    } catch {
      // not one of the worker's lines
    }
  };
  for (const level of ['log', 'warn', 'error'] as const) vi.spyOn(console, level).mockImplementation(capture);
  return captured;
}
