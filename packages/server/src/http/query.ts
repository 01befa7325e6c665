/**
 * Query parameters as a route's schema should see them. An empty value (`?search=&type=`, what an HTML form
 * or a URLSearchParams with blanks sends) means "not given", so the schema's default or `optional()` applies
 * instead of an enum refusing `""`. Repeated keys keep only their non-empty values.
 * @example toGivenQuery({ search: '', type: 'risk', tag: ['', 'a'] }) // { type: 'risk', tag: ['a'] }
 */
export function toGivenQuery(query: Record<string, unknown>): Record<string, unknown> {
  const given: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) {
      const kept = value.filter((item) => item !== '');
      if (kept.length === 1) given[key] = kept[0];
      else if (kept.length > 1) given[key] = kept;
    } else if (value !== '' && value !== undefined) {
      given[key] = value;
    }
  }
  return given;
}
