// A class that hands its superclass a fetch of its own: @foxy.io/sdk 1.16.2 dist/cjs/customer/API.js:43-45,
// `constructor(params) { super(Object.assign(Object.assign({}, params), { fetch: (...args) => this.__fetch(...args) })); }`,
// then `this.fetch(url, { body, method })` in signIn / signUp / signOut (lines 55, 82, 107, 118). Whatever `this.fetch`
// is there (the fetch the superclass stored, or a superclass method calling it), the fetch it reaches is the class's
// own `__fetch`, a method of the file judged at its own sends (line 168), not an injected fetch of the caller.
import { type AstNode, walk } from '../ast';
import { CLASSES, enclosingOf, FUNCTIONS, toPath, unwrap } from './node-paths';

function methodNames(cls: AstNode): Set<string> {
  const names = new Set<string>();
  for (const member of ((cls.body as AstNode).body as AstNode[]) ?? []) {
    const key = member.key as AstNode | undefined;
    if (member.type === 'MethodDefinition' && member.kind === 'method' && !member.computed && key?.name)
      names.add(String(key.name));
  }
  return names;
}

/** `(...args) => this.m(...args)`, `function (…) { return this.m(…); }` or `this.m.bind(this)`, `m` a method of the class. */
function ownMethodFetch(value: AstNode, methods: ReadonlySet<string>): boolean {
  const node = unwrap(value);
  const own = (callee: AstNode) => {
    const path = toPath(unwrap(callee)) ?? '';
    return /^this\.[\w$]+$/.test(path) && methods.has(path.slice(5));
  };
  if (node.type === 'CallExpression') {
    const callee = unwrap(node.callee as AstNode);
    return (
      callee.type === 'MemberExpression' &&
      !callee.computed &&
      (callee.property as AstNode).name === 'bind' &&
      own(callee.object as AstNode)
    );
  }
  if (node.type !== 'ArrowFunctionExpression' && node.type !== 'FunctionExpression') return false;
  const body = node.body as AstNode;
  const statements = body.type === 'BlockStatement' ? (body.body as AstNode[]) : [];
  const returned =
    body.type === 'BlockStatement'
      ? statements.length === 1 && statements[0]?.type === 'ReturnStatement'
        ? (statements[0].argument as AstNode | null)
        : undefined
      : body;
  const call = returned ? unwrap(returned) : undefined;
  return call?.type === 'CallExpression' && own(call.callee as AstNode);
}

/** Whether the class around `at` hands its superclass, in its constructor's `super(…)`, a `fetch` of its own. */
export function handsSuperItsOwnFetch(program: AstNode | undefined, at: AstNode): boolean {
  const cls = program ? enclosingOf(program, at, CLASSES) : undefined;
  if (!cls?.superClass) return false;
  const methods = methodNames(cls);
  const made = (((cls.body as AstNode).body as AstNode[]) ?? []).find(
    (member) => member.type === 'MethodDefinition' && member.kind === 'constructor',
  );
  if (!made) return false;
  let handed = false;
  walk(made.value as AstNode, (node) => {
    if (handed) return false;
    if (node.type !== 'CallExpression' || (node.callee as AstNode).type !== 'Super') return undefined;
    walk(node, (inner) => {
      if (handed || (FUNCTIONS.has(inner.type) && inner !== node)) return false;
      const key = inner.type === 'Property' && !inner.computed ? (inner.key as AstNode) : undefined;
      if (key?.type === 'Identifier' && key.name === 'fetch')
        handed = ownMethodFetch(inner.value as AstNode, methods);
      return undefined;
    });
    return false;
  });
  return handed;
}
