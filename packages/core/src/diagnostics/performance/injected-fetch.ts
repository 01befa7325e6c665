import { type AstNode, isAstNode } from '../ast';
import type { LibraryBindings } from './bindings';
import { type Constants, resolveNode, ScopedConstants, toPath, unwrap } from './evaluate';
import type { JudgeContext } from './judges';

/** Names an injected fetch goes by (`this.fetch`, `config.fetch`, `fetchFn`, `fetchImpl`, `customFetch`). */
const FETCH_NAME = /^(_?fetch|_?fetchFn|fetchImpl|fetchImplementation|fetchFunction|customFetch|baseFetch)$/;
/** Objects that carry an injected fetch: `config.fetch`, `options.fetch`, `this.opts.fetch`. */
const OPTIONS_NAME =
  /^(config|configuration|options|opts|settings|init|deps|dependencies|params|clientOptions|requestOptions|request)$/i;
/** A URL that never reaches the network: `blob:`, `data:`, `about:`, or one guarded by such a test. */
export function isLocalUrl(
  url: AstNode | undefined,
  ancestors: readonly AstNode[],
  text: string,
  constants: Constants,
): boolean {
  if (!url) return false;
  const resolved = resolveNode(url, constants);
  const literal =
    resolved.type === 'Literal'
      ? String(resolved.value)
      : resolved.type === 'TemplateLiteral'
        ? String(((resolved.quasis as AstNode[])[0]?.value as { cooked?: string } | undefined)?.cooked ?? '')
        : undefined;
  if (literal !== undefined && /^(blob|data|about):/i.test(literal)) return true;
  if (text.slice(resolved.start, resolved.end).includes('createObjectURL(')) return true;
  const source = text.slice(url.start, url.end).replace(/\s+as\s+\w+$/, '');
  for (const ancestor of ancestors) {
    const test =
      ancestor.type === 'IfStatement' || ancestor.type === 'ConditionalExpression'
        ? ancestor.test
        : undefined;
    if (!isAstNode(test)) continue;
    const guard = text.slice(test.start, test.end);
    if (guard.includes(source) && /startsWith\(\s*['"`](blob|data|about):/.test(guard)) return true;
  }
  return false;
}

/**
 * A fetch handed in rather than called by its global name: `this.fetch`, `config.fetch`, `this.fetchFn`,
 * a local `fetch` bound to `options.fetch ?? globalThis.fetch`, `(this.customFetch ?? this.fetch)`. A
 * function or method of that name defined in the file is a wrapper, judged by its own code, not here.
 */
export function isInjectedFetch(callee: AstNode, bindings: LibraryBindings, context: JudgeContext): boolean {
  const current = unwrap(callee);
  if (current.type === 'LogicalExpression') {
    return [current.left, current.right].every((side) => {
      const path = toPath(side as AstNode);
      return (
        isInjectedFetch(side as AstNode, bindings, context) || path === 'globalThis.fetch' || path === 'fetch'
      );
    });
  }
  // A parameter typed `typeof fetch` or defaulting to it, whatever its name (not a function of the file).
  const path = toPath(current);
  const scopes = path ? bindings.injectedFetch.get(path) : undefined;
  if (path && scopes?.some((scope) => scope.start <= current.start && current.end <= scope.end))
    return !bindings.defined.has(path.replace(/^this\./, ''));
  let name: string | undefined;
  if (current.type === 'Identifier') {
    name = String(current.name);
    if (!bindings.declared.has(name)) return false;
    const init =
      context.constants instanceof ScopedConstants
        ? context.constants.lookup(name, current.start)
        : context.constants.get(name);
    if (init && !mentionsFetch(init)) return false;
  } else if (current.type === 'MemberExpression' && !current.computed) {
    const property = current.property as AstNode;
    name = String(property.name);
    // `app.fetch(request)` (h3, Hono), `env.ASSETS.fetch(…)`: a handler or binding, not an injected fetch.
    // A plain `.fetch` counts on `this` or on an options object; `fetchFn`, `fetchImpl`… on anything.
    const owner =
      toPath(current.object as AstNode)
        ?.split('.')
        .pop() ?? '';
    if (name === 'fetch' && owner !== 'this' && !OPTIONS_NAME.test(owner)) return false;
  }
  return name !== undefined && FETCH_NAME.test(name) && !bindings.defined.has(name);
}

/** `options.fetch ?? globalThis.fetch`, `fetch.bind(globalThis)`, `this.fetch`: a value that is a fetch. */
function mentionsFetch(init: AstNode): boolean {
  const current = unwrap(init);
  if (current.type === 'LogicalExpression')
    return mentionsFetch(current.left as AstNode) || mentionsFetch(current.right as AstNode);
  if (current.type === 'CallExpression') {
    const callee = toPath(current.callee as AstNode) ?? '';
    return callee.endsWith('.bind') && /fetch/i.test(callee);
  }
  const path = toPath(current) ?? '';
  return /(^|\.)(fetch\w*|\w*Fetch)$/.test(path);
}
