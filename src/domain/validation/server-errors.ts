// Server errors that name a field land on that field (STYLE rule 7, DESIGN §8 'server field
// errors on their fields'). The server puts the field's dotted path in the GraphQL error's
// `extensions.field` (the client's ApiError keeps it as `field`): 'phone', 'input.phone',
// 'contacts[1].name'. A form knows its own paths from its valibot schema; the server's path
// may carry the argument's name in front ('input.phone' for a mutation's `input`), so the path
// is tried as it is, then without its first segment; nothing else is guessed.
// Anything else is shown above the footer with its message (SPEC §8 display rules).
import { displayError } from '../errors';

export interface ServerError {
  /** The dotted path the server named, or null. */
  path: string | null;
  message: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The field path and the words of any error: an ApiError (`field`), a GraphQL error (`extensions.field`), an Error, or nothing usable. */
export function serverErrorOf(error: unknown): ServerError {
  if (!isRecord(error)) return { path: null, message: displayError(typeof error === 'string' ? error : null) };
  const extensions = isRecord(error.extensions) ? error.extensions : {};
  const path = typeof error.field === 'string' ? error.field : typeof extensions.field === 'string' ? extensions.field : null;
  return { path: path || null, message: displayError(typeof error.message === 'string' ? error.message : null) };
}

/** 'contacts[1].name' → ['contacts', '1', 'name']. */
const segments = (path: string): string[] =>
  path
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .filter(Boolean);

/**
 * Every field path of a valibot schema ('name', 'address.city', 'contacts.*.name'), read from
 * its structure: objects' entries, arrays' items (as '*'), and the wrappers around them.
 */
export function schemaFieldPaths(schema: unknown, prefix = ''): string[] {
  if (!isRecord(schema)) return [];
  if (isRecord(schema.wrapped)) return schemaFieldPaths(schema.wrapped, prefix);
  if (isRecord(schema.entries)) {
    return Object.entries(schema.entries).flatMap(([key, entry]) => {
      const path = prefix ? `${prefix}.${key}` : key;
      return [path, ...schemaFieldPaths(entry, path)];
    });
  }
  if (isRecord(schema.item)) return schemaFieldPaths(schema.item, prefix ? `${prefix}.*` : '*');
  return [];
}

const matches = (pattern: string[], path: string[]) =>
  pattern.length === path.length && pattern.every((seg, i) => seg === path[i] || (seg === '*' && /^\d+$/.test(path[i] ?? '')));

/** The form field (a react-hook-form name such as 'contacts.1.name') the server's `path` names, or null. */
export function formFieldFor(path: string | null, known: readonly string[]): string | null {
  if (!path) return null;
  const parts = segments(path);
  const patterns = known.map((k) => k.split('.'));
  for (const tail of [parts, parts.slice(1)]) {
    if (tail.length > 0 && patterns.some((p) => matches(p, tail))) return tail.join('.');
  }
  return null;
}
