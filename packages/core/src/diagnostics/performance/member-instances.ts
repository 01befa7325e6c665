// A client instance kept on a member of an exported class and sent through by other modules' classes that hold
// an object of it: ts-force 3.5.0 build/rest/rest.js:82 sets `this.request = this.config.axiosInstance ||
// axios_1.default.create();` in the Rest constructor (and only baseURL, headers and maxContentLength on its
// defaults), and build/rest/composite/collection.js keeps `this.client = client || new rest_1.Rest();` and sends
// `this.client.request.post(this.endpoint, payload)`. The declaring module records, per exported class, each member
// set once to an instance made with no config (exported-instances.ts `configlessInstance`, the default of `x || …`
// included: an injectable client is judged by its default); a module holding a `new` of that class on a member reads
// `this.client.request` as that instance, which inherits exactly the library's defaults. A member whose timeout the
// class writes (`x.defaults.timeout = …`, `x.defaults = …`, a request interceptor), or which is assigned more than
// once, is not recorded; nor is a holder member assigned anything else.
import { type AstNode, walk } from '../ast';
import type { BoundExport, RelativeImport } from './bindings';
import { boundlessInstance } from './boundless-configs';
import type { InstanceLibrary } from './client-instances';
import { toPath, unwrap } from './evaluate';
import { configlessInstance } from './exported-instances';
import { inheritedMemberInstances } from './inherited-members';
import { isFallback } from './node-paths';

/** The value an assignment stores by default: the fallback of `x || v` / `x ?? v`, else the value itself. */
function byDefault(value: AstNode): AstNode {
  const current = unwrap(value);
  return isFallback(current) ? unwrap(current.right as AstNode) : current;
}

/**
 * An instance a class keeps on a member; `injectable` when it is the fallback of a value the class is given
 * (`this.config.axiosInstance || axios.create()`), which a construction with arguments may replace.
 */
export interface MemberInstance {
  library: InstanceLibrary;
  injectable: boolean;
}

/** A write that may set the instance's timeout after it is made (`x.defaults.timeout = …`, an interceptor). */
const TIMEOUT_WRITE = /\.(defaults(\.timeout)?|interceptors\.request\.use)$/;

/**
 * The members a class (`class X {…}` or tsc's ES5 IIFE) sets once, as `this.<member> = …`, to an instance made
 * with no config by a client module the file requires; `undefined` when there is none.
 */
export function classMemberInstances(
  klass: AstNode | undefined,
  constants: ReadonlyMap<string, AstNode>,
  required: ReadonlyMap<string, BoundExport>,
): Map<string, MemberInstance> | undefined {
  if (!klass || required.size === 0) return undefined;
  const assigned = new Map<string, AstNode[]>();
  const written = new Set<string>();
  walk(klass, (node) => {
    if (node.type === 'AssignmentExpression') {
      const left = unwrap(node.left as AstNode);
      if (left.type === 'MemberExpression' && !left.computed) {
        const member = String((left.property as AstNode).name);
        const path = toPath(left);
        if (path?.startsWith('this.') && path.split('.').length === 2)
          assigned.set(member, [...(assigned.get(member) ?? []), node.right as AstNode]);
        else assigned.set(member, [...(assigned.get(member) ?? []), left]); // another object's: not this one
        const held =
          path && TIMEOUT_WRITE.test(path) ? /\.([\w$]+)\.(defaults|interceptors)/.exec(path) : null;
        if (held?.[1]) written.add(held[1]);
      }
    } else if (node.type === 'CallExpression') {
      const path = toPath(unwrap(node.callee as AstNode));
      const held = path && TIMEOUT_WRITE.test(path) ? /\.([\w$]+)\.interceptors/.exec(path) : null;
      if (held?.[1]) written.add(held[1]);
    }
    return undefined;
  });
  let found: Map<string, MemberInstance> | undefined;
  for (const [member, values] of assigned) {
    const value = values.length === 1 && !written.has(member) ? unwrap(values[0] as AstNode) : undefined;
    const made = value && byDefault(value);
    // Or with a config naming no bound (`{ baseURL, headers }`, boundless-configs.ts): the same defaults.
    const library =
      made && (configlessInstance(made, constants, required) ?? boundlessInstance(made, constants, required));
    if (!library) continue;
    found ??= new Map();
    found.set(member, { library, injectable: isFallback(value) });
  }
  return found;
}

/** What a module summary says of the instances an exported class keeps on its members, by class export name. */
export type MemberInstancesOf = (
  specifier: string,
) => ReadonlyMap<string, ReadonlyMap<string, MemberInstance>> | undefined;

/**
 * The instances this file reaches through a member holding an object of a sibling module's class (`this.client =
 * client || new rest_1.Rest()` → `this.client.request`), by that path. The member must be assigned once in the
 * file, a `new` of the class by default.
 */
export function heldMemberInstances(
  bindings: ReadonlyMap<string, readonly { init: AstNode | null }[]>,
  relative: readonly RelativeImport[],
  membersOf: MemberInstancesOf,
  program: AstNode,
  text: string | undefined,
): Map<string, InstanceLibrary> {
  const found = new Map<string, InstanceLibrary>();
  // Only a file importing a sibling that records a member instance reads its members (no walk otherwise).
  if (!relative.some(({ specifier }) => (membersOf(specifier)?.size ?? 0) > 0)) return found;
  // A subclass of the sibling's class reads its members as its own (inherited-members.ts).
  if (text) inheritedMemberInstances(program, text, bindings, relative, membersOf, found);
  const defined = text && DEFINED_ON_THIS.test(text) ? definedOnThis(program, bindings) : undefined;
  for (const held of [bindings, defined ?? new Map()])
    held.forEach((values, path) => {
      if (!path.startsWith('this.') || path.split('.').length !== 2 || values.length !== 1) return;
      const init = values[0]?.init;
      const made = init ? byDefault(init) : undefined;
      if (made?.type !== 'NewExpression') return;
      const callee = toPath(unwrap(made.callee as AstNode));
      if (!callee) return;
      const [local, member, extra] = callee.split('.');
      if (extra !== undefined) return;
      const source = relative.find(
        (r) => r.local === local && (member ? r.imported === '*' : r.imported !== '*'),
      );
      if (!source) return;
      // A construction with arguments may hand the class its own instance in place of the default one.
      const bare = (made.arguments as AstNode[]).length === 0;
      const members = membersOf(source.specifier)?.get(member ?? source.imported);
      members?.forEach(({ library, injectable }, name) => {
        if (bare || !injectable) found.set(`${path}.${name}`, library);
      });
    });
  return found;
}

/**
 * `Object.defineProperty(this, '_client', { value: client || new rest_1.Rest(), writable: true })` (ts-force
 * 3.5.0 build/rest/restObject.js:123, where tsc's `_this` is the object under construction): the member's value,
 * as a binding of `this._client`, when the file neither assigns `this._client` nor defines it twice.
 */
function definedOnThis(
  program: AstNode,
  bindings: ReadonlyMap<string, readonly { init: AstNode | null }[]>,
): Map<string, { init: AstNode | null }[]> {
  const defined = new Map<string, { init: AstNode | null }[]>();
  walk(program, (node) => {
    if (node.type !== 'CallExpression' || toPath(unwrap(node.callee as AstNode)) !== 'Object.defineProperty')
      return undefined;
    const [target, key, descriptor] = (node.arguments as AstNode[]).map(unwrap);
    const self =
      target?.type === 'ThisExpression' || (target?.type === 'Identifier' && target.name === '_this');
    if (!self || key?.type !== 'Literal' || typeof key.value !== 'string') return undefined;
    const value =
      descriptor?.type === 'ObjectExpression'
        ? (descriptor.properties as AstNode[]).find(
            (p) => p.type === 'Property' && !p.computed && (p.key as AstNode).name === 'value',
          )
        : undefined;
    const path = `this.${key.value}`;
    defined.set(path, [...(defined.get(path) ?? []), { init: value ? (value.value as AstNode) : null }]);
    return undefined;
  });
  for (const path of defined.keys()) if (bindings.has(path)) defined.delete(path);
  return defined;
}

/**
 * A member given a `new` of some class (`this.client = client || new rest_1.Rest()`), or defined on `this`
 * (`Object.defineProperty(_this, '_client', { value: … })`): a file that names no client may still send on an
 * instance that class keeps (checked again once its siblings are summarised). So may a class extending another
 * (inherited-members.ts), on an instance its base keeps.
 */
const EXTENDS = '\\bclass\\s+[\\w$]+\\s+extends\\s';
const DEFINED_ON_THIS = /\bdefineProperty\(\s*_?this\s*,/;
const MAY_HOLD = new RegExp(
  `\\bthis\\.[\\w$]+\\s*=\\s*(?:[\\w$.]+\\s*(?:\\|\\||\\?\\?)\\s*)?new\\s+[\\w$.]+\\s*\\(|${DEFINED_ON_THIS.source}|${EXTENDS}`,
);

/** Whether a file that names no client may send through a member holding a sibling class's object. */
export function mayHoldMemberInstance(text: string): boolean {
  return MAY_HOLD.test(text);
}
