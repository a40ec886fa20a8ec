import { vi } from 'vitest';

export interface CapturedLogs {
  /** Every JSON line written so far, parsed, in order. */
  lines(): Record<string, unknown>[];
  /** Lines written to stderr (the logger writes WARN and ERROR there). */
  errors(): Record<string, unknown>[];
}

/**
 * Captures what the functions' logger writes: the logger writes JSON lines
 * to process.stdout / process.stderr, not through the global console. Lines are kept, not printed,
 * so a test stays quiet; vi.restoreAllMocks() puts the streams back.
 */
export function captureLogs(): CapturedLogs {
  const all: { stream: 'out' | 'err'; line: Record<string, unknown> }[] = [];
  const capture = (stream: 'out' | 'err') => (chunk: unknown) => {
    for (const text of String(chunk).split('\n')) {
      if (text.trim().startsWith('{')) all.push({ stream, line: JSON.parse(text) as Record<string, unknown> });
    }
    return true;
  };
  vi.spyOn(process.stdout, 'write').mockImplementation(capture('out') as typeof process.stdout.write);
  vi.spyOn(process.stderr, 'write').mockImplementation(capture('err') as typeof process.stderr.write);
  return {
    lines: () => all.map((entry) => entry.line),
    errors: () => all.filter((entry) => entry.stream === 'err').map((entry) => entry.line),
  };
}
