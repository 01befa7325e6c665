// An exported object literal that writes out every key (no spread, no computed key) says which keys it lacks:
// `module.exports = { maxSockets: 12, method: 'GET', timeout: 5 * 60 * 1000, … }` in npm-registry-fetch 19.1.1
// lib/default-opts.js has no `signal`, so `{ ...defaultOpts, ...opts_ }.signal` (lib/index.js lines 27-30, 131)
// is the caller's optional one, absent by default. The module summary keeps such an object's keys; an importing
// file sees the object closed (its other values unknown, not absent) rather than open.
import type { AstNode } from '../ast';
import { unwrap } from './evaluate';
import { property } from './exported-objects';

/** A value the importing file cannot read (a string, a call): present, not absent. */
const OPAQUE: AstNode = { type: 'Identifier', name: '\u0000', start: 0, end: 0 };

/** The keys of an exported object literal (through a `const` name), when it lists all of them. */
export function writtenKeys(value: AstNode, constants: ReadonlyMap<string, AstNode>): string[] | undefined {
  const current = unwrap(value);
  const named = current.type === 'Identifier' ? constants.get(String(current.name)) : current;
  const object = named ? unwrap(named) : undefined;
  if (object?.type !== 'ObjectExpression') return undefined;
  const keys: string[] = [];
  for (const entry of object.properties as AstNode[]) {
    if (entry.type !== 'Property' || entry.computed) return undefined;
    const key = entry.key as AstNode;
    const label = key.type === 'Identifier' ? key.name : key.type === 'Literal' ? key.value : undefined;
    if (typeof label !== 'string') return undefined;
    keys.push(label);
  }
  return keys;
}

/**
 * `object` (an open object of an export's numbers, exported-objects.ts `openObject`) closed over `keys`: the
 * unknown spread removed and each key it lacks added with a value that is present but not known.
 */
export function closedObject(object: AstNode, keys: readonly string[] | undefined): AstNode {
  if (!keys || object.type !== 'ObjectExpression') return object;
  const listed = (object.properties as AstNode[]).filter((entry) => entry.type === 'Property');
  const named = new Set(listed.map((entry) => String((entry.key as AstNode).name)));
  const rest = keys.filter((key) => !named.has(key)).map((key) => property(key, OPAQUE));
  return { ...object, properties: [...listed, ...rest] };
}
