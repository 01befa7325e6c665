// A method of a class of this file called on an instance the file builds, read for the object it returns:
// @meeting-baas/sdk 6.0.5 dist/index.js keeps the client's settings in `new ClientState(config)` (line 6218), whose
// `getOptions()` returns `{ baseURL, headers, timeout: this.timeout }` with `this.timeout = config?.timeout ?? 3e4`
// (lines 5192-5216), and every client method sends with `state.getOptions()`. The call reads as the method's
// return, judged in the class as `this.getOptions()` inside it already was (a 30 s default). A method called with
// arguments, a getter, a member the file sets on an instance, or a class not all of this file stays unknown; an
// instance held on `this` is read by instance-options.ts, as before.
import type { AstNode } from '../ast';
import { returnValue } from './function-values';
import { builtInstance, type InstanceFacts, memberNamed } from './instance-getters';
import { toPath, unwrap } from './node-paths';

/** What `instance.method()` returns, for `instance` a `new C(…)` of a class of this file; `undefined` if unread. */
export function instanceMethodReturn(call: AstNode, facts: InstanceFacts): AstNode | undefined {
  if (call.type !== 'CallExpression' || (call.arguments as AstNode[]).length > 0) return undefined;
  const callee = unwrap(call.callee as AstNode);
  if (callee.type !== 'MemberExpression' || callee.computed) return undefined;
  const property = callee.property as AstNode;
  const object = unwrap(callee.object as AstNode);
  // Only on a name (a local or a parameter): a member of `this` holding an instance is instance-options.ts's reading.
  if (property.type !== 'Identifier' || object.type !== 'Identifier') return undefined;
  const key = String(property.name);
  const objectPath = toPath(object);
  const mutated = objectPath ? facts.mutated.get(objectPath) : undefined;
  if (mutated?.has(key) || mutated?.has('*')) return undefined;
  const built = builtInstance(object, facts);
  const owner = built?.chain.find((cls) => memberNamed(cls, key).length > 0);
  const named = owner ? memberNamed(owner, key) : [];
  const method = named.length === 1 ? named[0] : undefined;
  if (method?.type !== 'MethodDefinition' || method.kind !== 'method') return undefined;
  return returnValue(method.value as AstNode) ?? undefined;
}
