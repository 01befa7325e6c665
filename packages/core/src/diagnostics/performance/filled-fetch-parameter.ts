// A parameter that every call of its function in the file fills with the global fetch: gradio's client, as
// bundled in midjourney 4.3.18 libs/gradio/client.js, has `function api_factory(fetch_implementation)` ("we need
// to inject a customized fetch implementation for the Wasm version") and fills it once, with `api_factory(fetch)`
// (line 530); inside, `resolve_config(fetch_implementation, …)` hands the same fetch on (lines 147, 164, 766).
// Called with fetch's (input, init), the parameter is then judged as an injected fetch (the caller's, else the
// global one) whatever its name. A function the file never calls, or calls with anything else, stays unjudged.
import { type AstNode, walk } from '../ast';
import type { LibraryBindings } from './bindings';
import { ScopedConstants, toPath, unwrap } from './evaluate';
import type { JudgeContext } from './judges';

const GLOBAL_FETCH = new Set(['globalThis.fetch', 'window.fetch', 'self.fetch']);

/** `fetch_implementation(url, init)` where every in-file call of its function passes the global fetch there. */
export function isFilledWithGlobalFetch(
  callee: AstNode,
  args: readonly AstNode[] | undefined,
  bindings: LibraryBindings,
  context: JudgeContext,
): boolean {
  const current = unwrap(callee);
  if (args?.length !== 2 || current.type !== 'Identifier' || !context.program) return false;
  return filled(current, bindings, context, context.program, 0);
}

function filled(
  name: AstNode,
  bindings: LibraryBindings,
  context: JudgeContext,
  program: AstNode,
  depth: number,
): boolean {
  const { constants } = context;
  if (depth > 3 || !(constants instanceof ScopedConstants)) return false;
  const param = constants.parameterAt(String(name.name), name.start);
  const fn = param?.fn;
  const id = fn?.type === 'FunctionDeclaration' ? (fn.id as AstNode | null) : undefined;
  if (!param || !id) return false;
  const sites = callsByName(program).get(String(id.name)) ?? [];
  if (sites.length === 0) return false;
  return sites.every((call) => {
    const all = call.arguments as AstNode[];
    if (all.slice(0, param.index + 1).some((arg) => arg.type === 'SpreadElement')) return false;
    const given = all[param.index];
    if (!given) return false;
    const value = unwrap(given);
    const path = toPath(value);
    if (path === 'fetch') return !bindings.declared.has('fetch');
    if (path && GLOBAL_FETCH.has(path)) return true;
    // `resolve_config(fetch_implementation, …)`: another parameter filled the same way.
    return value.type === 'Identifier' && filled(value, bindings, context, program, depth + 1);
  });
}

const CALLS = new WeakMap<AstNode, Map<string, AstNode[]>>();

/** The file's calls of a plain name (`api_factory(fetch)`), read once per file. */
function callsByName(program: AstNode): Map<string, AstNode[]> {
  const cached = CALLS.get(program);
  if (cached) return cached;
  const calls = new Map<string, AstNode[]>();
  walk(program, (node) => {
    if (node.type !== 'CallExpression') return undefined;
    const callee = unwrap(node.callee as AstNode);
    if (callee.type !== 'Identifier') return undefined;
    const name = String(callee.name);
    calls.set(name, [...(calls.get(name) ?? []), node]);
    return undefined;
  });
  CALLS.set(program, calls);
  return calls;
}
