// A function that hands its own optional init straight to fetch (`fetch(resource, options?: RequestInit) {
// return globalThis.fetch(resource, options) }`, matrix-js-sdk 37.5.0 src/http-api/fetch.ts:66-71) only binds
// the fetch its callers use: when the file itself calls it with an init (`this.fetch(url, { signal, … })`,
// line 308), the bound is chosen at that call, so the line that passes the init through is not judged.
import { type AstNode, walk } from '../ast';
import { calledPath } from './assignments';
import { resolveNode, ScopedConstants } from './evaluate';
import type { JudgeContext } from './judge-context';

/** Calls of each function path of the file (`f`, `this.m`), with their arguments, collected on first need. */
const callsByProgram = new WeakMap<AstNode, Map<string, AstNode[][]>>();

function callsOf(program: AstNode): Map<string, AstNode[][]> {
  let calls = callsByProgram.get(program);
  if (calls) return calls;
  calls = new Map();
  const found = calls;
  walk(program, (node): undefined => {
    const called = node.type === 'CallExpression' ? calledPath(node) : undefined;
    if (!called) return;
    const list = found.get(called.path);
    if (list) list.push(called.args);
    else found.set(called.path, [called.args]);
  });
  callsByProgram.set(program, calls);
  return calls;
}

/**
 * `init` is the enclosing function's own optional parameter, and the file calls that function (by its name or
 * as `this.name`) with a value in that place: the bound is decided by those calls, not here.
 */
export function initFromCallers(context: JudgeContext, init: AstNode): boolean {
  const { constants, program } = context;
  if (!program || init.type !== 'Identifier' || !(constants instanceof ScopedConstants)) return false;
  const name = String(init.name);
  // The innermost function of the file that declares `name` as a parameter (an optional `options?` is bound to
  // `undefined`, not recorded as a parameter, so the function is found by its range).
  let owner: { fn: AstNode; index: number; names: string[] } | undefined;
  for (const [path, fn] of constants.functions) {
    if (!fn || init.start < fn.start || init.end > fn.end) continue;
    if (owner && owner.fn !== fn && fn.end - fn.start >= owner.fn.end - owner.fn.start) continue;
    const index = (fn.params as AstNode[]).findIndex((p) => parameterName(p) === name);
    if (index < 0) continue;
    owner = owner?.fn === fn ? { ...owner, names: [...owner.names, path] } : { fn, index, names: [path] };
  }
  if (!owner || constants.bindingAt(name, init.start)?.start !== owner.fn.start) return false;
  const calls = callsOf(program);
  const { index, names } = owner;
  return names.some((path) =>
    (calls.get(path) ?? []).some((args) => {
      const given = args[index];
      // An object the call builds (`{ signal, method }`); the caller's own optional init passed on is not one.
      return given !== undefined && resolveNode(given, constants).type === 'ObjectExpression';
    }),
  );
}

function parameterName(param: AstNode): string | undefined {
  const inner = param.type === 'AssignmentPattern' ? (param.left as AstNode) : param;
  const named = inner.type === 'TSParameterProperty' ? (inner.parameter as AstNode) : inner;
  return named.type === 'Identifier' ? String(named.name) : undefined;
}
