// A getter of a class of this file, read on an instance the file builds from its caller's object: firebase-admin
// 13.10.0 lib/utils/api-request.js keeps `this.httpConfigImpl = new HttpRequestConfigImpl(config)` (lines 488-491),
// whose superclass stores `this.config = config` (line 665) and reads `get timeout() { return this.config.timeout;
// }` (line 680-682). So `this.httpConfigImpl.timeout` is `config.timeout`, the constructor's caller's key, and is
// judged as that key is (absent when nothing in the file sets it). Anything else about the class (a getter that
// computes, a store under a condition or outside the constructor, a key set on the stored object or on the
// instance, a superclass not of this file) leaves the read unknown.
import { type AstNode, walk } from '../ast';
import { toPath, unwrap } from './node-paths';

/** What this module reads of the file's constants (ScopedConstants has it). */
export interface InstanceFacts {
  lookup(name: string, offset: number): AstNode | undefined;
  readonly mutated: ReadonlyMap<string, ReadonlySet<string>>;
  program: AstNode | undefined;
}

/** Per program, its classes, and its class declarations by name (`null`: declared twice), found in one walk. */
const CLASSES = new WeakMap<AstNode, { all: AstNode[]; byName: Map<string, AstNode | null> }>();

function classesOf(program: AstNode): { all: AstNode[]; byName: Map<string, AstNode | null> } {
  let classes = CLASSES.get(program);
  if (!classes) {
    const found = { all: [] as AstNode[], byName: new Map<string, AstNode | null>() };
    walk(program, (node) => {
      if (node.type === 'ClassExpression') found.all.push(node);
      if (node.type !== 'ClassDeclaration') return undefined;
      found.all.push(node);
      const id = node.id as AstNode | null;
      const name = id?.type === 'Identifier' ? String(id.name) : undefined;
      if (name) found.byName.set(name, found.byName.has(name) ? null : node);
      return undefined;
    });
    classes = found;
    CLASSES.set(program, classes);
  }
  return classes;
}

function declaredClass(name: string, facts: InstanceFacts): AstNode | undefined {
  return facts.program ? (classesOf(facts.program).byName.get(name) ?? undefined) : undefined;
}

/** The innermost class of the file around `offset`. */
export function enclosingClass(offset: number, facts: InstanceFacts): AstNode | undefined {
  let best: AstNode | undefined;
  for (const cls of facts.program ? classesOf(facts.program).all : [])
    if (cls.start <= offset && offset <= cls.end && (!best || cls.start >= best.start)) best = cls;
  return best;
}

/** The class `name` denotes: a class declaration of the file, or a name bound to a class expression. */
function classNamed(name: AstNode, facts: InstanceFacts): AstNode | undefined {
  const bound = resolve(name, facts);
  if (bound.type === 'ClassExpression') return bound;
  if (bound !== unwrap(name) || name.type !== 'Identifier') return undefined;
  return declaredClass(String(name.name), facts);
}

/** The value `node` holds, through names and stored paths (`this.impl` → `impl` → `new Impl(config)`). */
function resolve(node: AstNode, facts: InstanceFacts): AstNode {
  let current = unwrap(node);
  for (let hops = 0; hops < 6; hops++) {
    const path = toPath(current);
    const next = path ? facts.lookup(path, current.start) : undefined;
    if (!next) break;
    current = unwrap(next);
  }
  return current;
}

/**
 * `node` as `new C(…)` of a class of this file whose superclasses are all of this file: the classes from `C` up,
 * and the arguments (`undefined` for anything else, or arguments spread).
 */
export function builtInstance(
  node: AstNode,
  facts: InstanceFacts,
): { chain: AstNode[]; args: AstNode[] } | undefined {
  const made = resolve(node, facts);
  if (made.type !== 'NewExpression' || (made.callee as AstNode).type !== 'Identifier') return undefined;
  const args = made.arguments as AstNode[];
  if (args.some((arg) => arg.type === 'SpreadElement')) return undefined;
  const chain: AstNode[] = [];
  let cls: AstNode | null | undefined = classNamed(made.callee as AstNode, facts);
  while (cls && chain.length < 5) {
    chain.push(cls);
    cls = superOf(cls, facts);
  }
  return cls === null ? { chain, args } : undefined;
}

export function members(cls: AstNode): AstNode[] {
  return ((cls.body as AstNode).body as AstNode[]) ?? [];
}

export function memberNamed(cls: AstNode, key: string): AstNode[] {
  return members(cls).filter(
    (member) => !member.computed && !member.static && (member.key as AstNode | undefined)?.name === key,
  );
}

/** The in-file superclass of `cls`, `null` when it has none, `undefined` when it has one not read here. */
export function superOf(cls: AstNode, facts: InstanceFacts): AstNode | null | undefined {
  const parent = cls.superClass as AstNode | null | undefined;
  if (!parent) return null;
  return parent.type === 'Identifier' ? classNamed(parent, facts) : undefined;
}

/** The `this.<stored>.<key>` a getter returns and nothing else: `get timeout() { return this.config.timeout; }`. */
function getterRead(getter: AstNode): { stored: string; key: string } | undefined {
  if (getter.type !== 'MethodDefinition' || getter.kind !== 'get') return undefined;
  const body = ((getter.value as AstNode).body as AstNode).body as AstNode[];
  const only = body.length === 1 ? body[0] : undefined;
  const read =
    only?.type === 'ReturnStatement' && only.argument ? unwrap(only.argument as AstNode) : undefined;
  const parts = read?.type === 'MemberExpression' && !read.optional ? toPath(read)?.split('.') : undefined;
  if (parts?.length !== 3 || parts[0] !== 'this') return undefined;
  return { stored: parts[1] as string, key: parts[2] as string };
}

/** Every `this.a.b… = …` (or `this.a = …`) path assigned in `node`, and the statements doing it. */
function assignments(node: AstNode, found: { path: string; node: AstNode }[] = []): typeof found {
  if (node.type === 'AssignmentExpression') {
    const path = toPath(unwrap(node.left as AstNode));
    if (path?.startsWith('this.')) found.push({ path, node });
  }
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) {
      for (const item of value) if (item && typeof item.type === 'string') assignments(item, found);
    } else if (value && typeof value === 'object' && typeof (value as AstNode).type === 'string')
      assignments(value as AstNode, found);
  }
  return found;
}

function constructorOf(cls: AstNode): AstNode | undefined {
  return members(cls).find((member) => member.kind === 'constructor')?.value as AstNode | undefined;
}

/** The index of the plain parameter `name` of `fn` (no default, no pattern), never assigned in its body. */
function plainParameter(fn: AstNode, name: string): number | undefined {
  const index = (fn.params as AstNode[]).findIndex((p) => p.type === 'Identifier' && p.name === name);
  if (index < 0) return undefined;
  return assignedName(fn.body as AstNode, name) ? undefined : index;
}

function assignedName(node: AstNode, name: string): boolean {
  if (node.type === 'AssignmentExpression') {
    const left = unwrap(node.left as AstNode);
    if (left.type === 'Identifier' && left.name === name) return true;
  }
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) {
      if (value.some((item) => item && typeof item.type === 'string' && assignedName(item, name)))
        return true;
    } else if (value && typeof value === 'object' && typeof (value as AstNode).type === 'string')
      if (assignedName(value as AstNode, name)) return true;
  }
  return false;
}

/** The `super(…)` statement of a constructor's own body, if it is one. */
function superCall(fn: AstNode): AstNode | undefined {
  for (const statement of ((fn.body as AstNode).body as AstNode[]) ?? []) {
    const call = statement.type === 'ExpressionStatement' ? (statement.expression as AstNode) : undefined;
    if (call?.type === 'CallExpression' && (call.callee as AstNode).type === 'Super') return call;
  }
  return undefined;
}

/**
 * `instance.key`, where `instance` is `new C(…)` of a class of this file whose getter `key` returns
 * `this.stored.k` and whose constructor chain stores one constructor argument, unchanged, in `this.stored`:
 * that argument's `k`, as a member node the judges read (`config.timeout`). `undefined` when any of that is not
 * so, or when the file sets `k` on the stored object or `key` on the instance.
 */
export function instanceGetterRead(member: AstNode, facts: InstanceFacts): AstNode | undefined {
  const property = member.property as AstNode;
  if (member.computed || property.type !== 'Identifier') return undefined;
  const key = String(property.name);
  const objectPath = toPath(unwrap(member.object as AstNode));
  if (objectPath && (facts.mutated.get(objectPath)?.has(key) || facts.mutated.get(objectPath)?.has('*')))
    return undefined;
  const built = builtInstance(member.object as AstNode, facts);
  if (!built) return undefined;
  const { chain, args } = built;
  // The first class of the chain naming `key` decides what it is: a getter of the stored object's key.
  const owner = chain.find((c) => memberNamed(c, key).length > 0);
  const named = owner ? memberNamed(owner, key) : [];
  const read = named.length === 1 ? getterRead(named[0] as AstNode) : undefined;
  if (!read) return undefined;
  // Where the chain assigns `this.stored`, or any key under it: only plain stores of one constructor's parameter.
  let storedIn: { cls: AstNode; index: number } | undefined;
  for (const c of chain) {
    for (const element of members(c)) {
      if ((element.key as AstNode | undefined)?.name === read.stored) return undefined; // a field or accessor
      if (!element.value || typeof (element.value as AstNode).type !== 'string') continue;
      for (const found of assignments(element.value as AstNode)) {
        if (found.path !== `this.${read.stored}` && !found.path.startsWith(`this.${read.stored}.`)) continue;
        const value = unwrap(found.node.right as AstNode);
        const fn = element.value as AstNode;
        const direct = ((fn.body as AstNode).body as AstNode[]).some(
          (s) => s.type === 'ExpressionStatement' && s.expression === found.node,
        );
        if (element.kind !== 'constructor' || found.path !== `this.${read.stored}` || !direct)
          return undefined;
        if (value.type !== 'Identifier' || found.node.operator !== '=') return undefined;
        const index = plainParameter(fn, String(value.name));
        if (index === undefined || (storedIn && (storedIn.cls !== c || storedIn.index !== index)))
          return undefined;
        storedIn = { cls: c, index };
      }
    }
  }
  if (!storedIn) return undefined;
  // From the storing class down to the built one: each constructor passes the argument on by `super(…)`.
  let index = storedIn.index;
  for (let at = chain.indexOf(storedIn.cls) - 1; at >= 0; at--) {
    const fn = constructorOf(chain[at] as AstNode);
    if (!fn) continue; // the implicit constructor hands all its arguments on
    const passed = superCall(fn)?.arguments as AstNode[] | undefined;
    const arg = passed?.[index];
    if (!passed || passed.some((a) => a.type === 'SpreadElement') || arg?.type !== 'Identifier')
      return undefined;
    const next = plainParameter(fn, String(arg.name));
    if (next === undefined) return undefined;
    index = next;
  }
  const given = args[index];
  if (!given) return undefined;
  return {
    type: 'MemberExpression',
    object: given,
    property: { type: 'Identifier', name: read.key, start: given.end, end: given.end },
    computed: false,
    optional: false,
    start: given.start,
    end: given.end,
  };
}
