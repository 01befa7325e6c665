// esbuild's lazily initialised modules: a bundle that splits a module out for a dynamic `import()` declares its
// names bare at the top (`var import_axios, join, leave;`) and assigns each once inside the module's init, `var
// init_default = __esm({ "src/generated/v1/api/default/default.ts"() { import_axios = __toESM(require("axios")); join
// = (joinRequest, options) => { … } } })` (@meeting-baas/sdk 6.0.5 dist/index.js lines 3355-3388). Code reaches
// the names only after calling the init (`(init_default(), default_exports)`), so such a name holds that one value
// wherever it is read. A name assigned anywhere else, or more than once, is left as it was.
import type { AstNode } from '../ast';
import type { Assignment, Binding } from './assignments';

/** The functions of `__esm({ "path"() { … } })`, esbuild's module inits, when `node` is such a call. */
export function esmInits(node: AstNode): AstNode[] {
  const callee = node.callee as AstNode;
  const [table] = node.arguments as AstNode[];
  if (callee.type !== 'Identifier' || callee.name !== '__esm' || table?.type !== 'ObjectExpression')
    return [];
  return (table.properties as AstNode[]).flatMap((p) => (p.value ? [p.value as AstNode] : []));
}

/** Binds each bare top-level name an esbuild module init assigns once, to that value, across the program. */
export function bindEsmInits(
  program: AstNode,
  inits: ReadonlySet<AstNode>,
  bindings: Map<string, Binding[]>,
  assigned: ReadonlyMap<string, readonly Assignment[]>,
  bare: ReadonlySet<string>,
): void {
  if (inits.size === 0) return;
  for (const [name, list] of assigned) {
    const only = list.length === 1 ? list[0] : undefined;
    if (!only?.fn || !inits.has(only.fn) || !bare.has(`${name}@${program.start}`)) continue;
    const top = (b: Binding) => b.start === program.start && b.end === program.end;
    const kept = (bindings.get(name) ?? []).filter((b) => !(top(b) && b.init === null));
    if (kept.some(top)) continue;
    kept.push({ start: program.start, end: program.end, init: only.node.right as AstNode, param: undefined });
    bindings.set(name, kept);
  }
}

/** Whether the statement holding the last of `ancestors` is one of an esbuild module init's own body. */
function inEsmInit(ancestors: readonly AstNode[]): boolean {
  const [call, table, property, fn, block, statement] = ancestors.slice(-6);
  return (
    statement?.type === 'ExpressionStatement' &&
    block?.type === 'BlockStatement' &&
    fn?.body === block &&
    property?.value === fn &&
    table?.type === 'ObjectExpression' &&
    call?.type === 'CallExpression' &&
    esmInits(call).includes(fn as AstNode)
  );
}

/** `name = value` as a statement of an esbuild module init's own body: the name and the value. */
export function esmAssigned(
  node: AstNode,
  ancestors: readonly AstNode[],
): { name: string; value: AstNode } | undefined {
  if (node.type !== 'AssignmentExpression' || node.operator !== '=') return undefined;
  const left = node.left as AstNode;
  if (left.type !== 'Identifier' || !inEsmInit(ancestors)) return undefined;
  return { name: String(left.name), value: node.right as AstNode };
}
