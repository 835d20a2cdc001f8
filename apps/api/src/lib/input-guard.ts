import { ValidationError } from './errors.ts';

// One place decides what untrusted input is refused before any schema or SQL sees it (issue 17):
// text with a NUL byte (PostgreSQL cannot store it; nothing legitimate types it) is refused with a
// Spanish 422 on the field, and JSON nested deeper than MAX_INPUT_DEPTH is refused whole (the
// contracts never nest more than a few levels; deeper values only serve to exhaust the stack).

export const NUL_MESSAGE = 'El texto contiene caracteres no permitidos.';
export const MAX_INPUT_DEPTH = 32;

export type InputProblem = { kind: 'nul'; field: string } | { kind: 'too-deep' };

/** Walks a parsed value without recursion; the first problem found, or null. */
export function findInputProblem(value: unknown, root = ''): InputProblem | null {
  const stack: Array<{ value: unknown; path: string; depth: number }> = [{ value, path: root, depth: 0 }];
  while (stack.length > 0) {
    const item = stack.pop() as { value: unknown; path: string; depth: number };
    if (typeof item.value === 'string') {
      if (item.value.includes('\u0000')) return { kind: 'nul', field: item.path || 'general' };
      continue;
    }
    if (item.value === null || typeof item.value !== 'object') continue;
    if (item.depth >= MAX_INPUT_DEPTH) return { kind: 'too-deep' };
    for (const [key, child] of Object.entries(item.value)) {
      if (key.includes('\u0000')) return { kind: 'nul', field: item.path || 'general' };
      stack.push({ value: child, path: item.path ? `${item.path}.${key}` : key, depth: item.depth + 1 });
    }
  }
  return null;
}

/** Throws the Spanish 422 for a NUL byte in a text value (multipart fields read by a route). */
export function assertNoNul(field: string, value: string): void {
  if (value.includes('\u0000')) throw ValidationError.field(field, NUL_MESSAGE);
}
