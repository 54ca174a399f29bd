// One way to turn anything thrown into a line for the log: its name and message, never
// a stack (the log is read by operators, but bounded and free of visitors' input).

export function describeError(error: unknown, fallback = 'unknown error'): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  if (typeof error === 'string' && error) return error;
  return fallback;
}
