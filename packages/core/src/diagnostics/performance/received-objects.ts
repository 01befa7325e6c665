// Whether an object is received from elsewhere (a caller's parameter, a member of one, or one stored on the
// instance): a bound key it lacks in this file may still carry the package's default (key-defaults.ts).
import type { AstNode } from '../ast';
import { ScopedConstants } from './constants';
import { type Constants, toPath } from './node-paths';
import { packageObject } from './package-objects';

/** A caller's object (a parameter, or a member of one) or one stored on the instance (`this.params`). */
export function received(object: AstNode, constants: Constants): boolean {
  const path = toPath(object)?.split('.') ?? [];
  if (!(constants instanceof ScopedConstants) || path.length === 0 || path.includes('prototype'))
    return false;
  if (path[0] === 'this') return path.length >= 2;
  const root = path[0] ?? '';
  return constants.parameterAt(root, object.start, true) !== undefined || packageObject(root, constants);
}
