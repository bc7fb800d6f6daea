/** SPEC §7: GraphQL variables are trimmed — every string, however deep, loses its outer spaces. */
export function trimVariables<T>(value: T): T {
  if (typeof value === 'string') return value.trim() as T;
  if (Array.isArray(value)) return value.map(trimVariables) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, trimVariables(v)])) as T;
  }
  return value;
}
