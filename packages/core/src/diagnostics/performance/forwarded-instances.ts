// A client instance a class's constructor receives and hands on as it is (handed-instances.ts reads the first hand):
// utopianlabs 0.1.14 dist/index.js makes `this.client = axios_1.default.create({…})` and builds `new
// agents_1.AgentsEndpoints(this.client)`, whose constructor builds `new runs_1.AgentRunsEndpoints(client)` with its
// own parameter (dist/endpoints/agents/index.js), the class that sends; @skorfmann/terraform-cloud 1.15.0
// dist-src/api/TerraformCloud.js builds `new Applies(this.client)`, whose constructor hands `super(client)` to
// Request (dist-src/api/endpoints/Request.js, `this.client = client`), and Applies sends on the inherited
// `this.client` too. The handing constructor's parameter stands for what every construction of its class hands
// it, once those are merged; a parameter the constructor reassigns, or a subclass that sets members of its own,
// hands nothing known.
import { type AstNode, isAstNode, walk } from '../ast';
import { exportsDefault, storedAs, topClasses } from './constructed';
import type { HandedInstance } from './factory-instances';
import { FUNCTIONS, toPath, unwrap } from './node-paths';

/** A constructor's own parameter handed on: the instance its class (`owner`, by the names importers use) is handed. */
export interface ForwardedParam {
  forwarded: { owner: readonly string[]; index: number };
}

/** A file whose constructor may hand a parameter on (cheap test before its tree is read). */
export const MAY_FORWARD = /\bconstructor\s*\(\s*[A-Za-z_$]/;

/** The names importers use for a top-level class: its own, and `default` when the module exports it so. */
function classKeys(program: AstNode, node: AstNode, name: string): string[] {
  return exportsDefault(program, node) ? [name, 'default'] : [name];
}

/** The top-level class whose constructor is the innermost function of these ancestors, with that constructor. */
export function enclosingConstructor(
  program: AstNode,
  ancestors: readonly AstNode[],
): { fn: AstNode; cls: AstNode; keys: string[] } | undefined {
  for (let i = ancestors.length - 1; i >= 0; i--) {
    const node = ancestors[i] as AstNode;
    if (!FUNCTIONS.has(node.type)) continue;
    const method = ancestors[i - 1];
    if (method?.type !== 'MethodDefinition' || method.kind !== 'constructor') return undefined;
    const cls = ancestors[i - 3];
    const top = cls && topClasses(program).find((c) => c.node === cls);
    return top && cls ? { fn: node, cls, keys: classKeys(program, cls, top.name) } : undefined;
  }
  return undefined;
}

/** Whether `fn` assigns (or updates) its parameter `name` anywhere in its body. */
function reassigns(fn: AstNode, name: string): boolean {
  let found = false;
  walk(fn.body as AstNode, (node) => {
    if (found) return false;
    const target =
      node.type === 'AssignmentExpression'
        ? node.left
        : node.type === 'UpdateExpression'
          ? node.argument
          : null;
    if (isAstNode(target) && target.type === 'Identifier' && target.name === name) found = true;
    return undefined;
  });
  return found;
}

/** `arg` when it is the enclosing constructor's own parameter, never reassigned: forwarded; else undefined. */
export function forwardedParam(
  arg: AstNode,
  ancestors: readonly AstNode[],
  program: AstNode,
): ForwardedParam | undefined {
  const id = unwrap(arg);
  if (id.type !== 'Identifier') return undefined;
  const ctor = enclosingConstructor(program, ancestors);
  if (!ctor) return undefined;
  const index = (ctor.fn.params as AstNode[]).findIndex((p) => p.type === 'Identifier' && p.name === id.name);
  if (index < 0 || reassigns(ctor.fn, String(id.name))) return undefined;
  return { forwarded: { owner: ctor.keys, index } };
}

/**
 * A `super(…)` call of a top-level class's constructor: the base it constructs (a relatively imported class) and
 * whether the subclass sets members of its own (then the base's members may not be what it was handed).
 */
export function superCall(
  program: AstNode,
  text: string,
  ancestors: readonly AstNode[],
): { base: string; ownMembers: boolean } | undefined {
  const ctor = enclosingConstructor(program, ancestors);
  const superClass = ctor && isAstNode(ctor.cls.superClass) ? toPath(unwrap(ctor.cls.superClass)) : undefined;
  if (!ctor || !superClass) return undefined;
  const ownMembers = /\bthis\.[\w$]+\s*=[^=]/.test(text.slice(ctor.cls.start, ctor.cls.end));
  return { base: superClass, ownMembers };
}

/** Per class of a module (by the names importers use), the member its constructor keeps each parameter as. */
export type ClassStores = ReadonlyMap<string, readonly (string | undefined)[]>;

/** The members the module's top-level classes keep their parameters as, each assigned nowhere else in the module. */
export function classStores(text: string, program: AstNode): ClassStores {
  const stores = new Map<string, (string | undefined)[]>();
  if (!MAY_FORWARD.test(text)) return stores;
  for (const { name, node } of topClasses(program)) {
    const ctor = ((node.body as AstNode).body as AstNode[]).find(
      (member) => member.type === 'MethodDefinition' && member.kind === 'constructor',
    )?.value as AstNode | undefined;
    if (!ctor) continue;
    const kept = (ctor.params as AstNode[]).map((param) => {
      const member = storedAs(param, ctor)?.name;
      const escaped = member?.replace(/\$/g, '\\$');
      const assigned = escaped ? text.match(new RegExp(`\\bthis\\.${escaped}\\s*=[^=]`, 'g')) : null;
      return assigned?.length === 1 ? member : undefined;
    });
    for (const key of classKeys(program, node, name)) stores.set(key, kept);
  }
  return stores;
}

/** A construction whose arguments may be forwarded parameters (`viaSuper`: a subclass's `super(…)`). */
interface Forwarding {
  imported: string;
  viaSuper?: boolean;
  args: readonly (HandedInstance | ForwardedParam | object | undefined)[];
}

/** The instance class `owner` of module `from` is handed at `index`, as merged so far. */
export function handedAt(
  merged: ReadonlyMap<string, ReadonlyMap<string, readonly (HandedInstance | undefined)[]>>,
  from: string,
  { owner, index }: ForwardedParam['forwarded'],
): HandedInstance | undefined {
  const byClass = merged.get(from);
  for (const key of owner) {
    const args = byClass?.get(key);
    if (args) return args[index];
  }
  return undefined;
}

/**
 * Marks in `merged` the instances subclasses hand their base through `super(…)` with the member the base keeps each
 * as (`member`), so the subclass's own `this.client` reads as the instance (handed-instances.ts `keptInstances`).
 * Only where the base is known to hold that instance from every construction.
 */
export function markInherited(
  merged: Map<string, Map<string, (HandedInstance | undefined)[]>>,
  groups: ReadonlyMap<string, readonly { from: string; construction: Forwarding }[]>,
  stores: ReadonlyMap<string, ClassStores>,
): void {
  for (const [target, list] of groups)
    for (const { from, construction } of list) {
      if (!construction.viaSuper) continue;
      const kept = stores.get(target)?.get(construction.imported);
      const base = merged.get(target)?.get(construction.imported);
      construction.args.forEach((arg, position) => {
        const member = kept?.[position];
        if (!member || !base?.[position] || !arg || !('forwarded' in arg)) return;
        const { owner, index } = (arg as ForwardedParam).forwarded;
        const byClass = merged.get(from);
        for (const key of owner) {
          const args = byClass?.get(key);
          const instance = args?.[index];
          if (args && instance) args[index] = { ...instance, member };
        }
      });
    }
}
