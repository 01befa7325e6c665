// Whether a call is a fetch by what the code says of its callee, beyond its name: a cast to fetch's type
// (`(polyfills.fetch as typeof globalThis.fetch)(url, init)`) makes one; a parameter known as a fetch only by
// its name, called with one value that is not an address (`fetch(err.conflictingResourceId)`), is the caller's
// own callback (a lookup by id), not a fetch.
import { type AstNode, isAstNode } from '../ast';
import { declaredAsFetch, isFetchType } from './declared-types';
import { type Constants, resolveNode, returnedBy, ScopedConstants, toPath, unwrap } from './evaluate';
import type { JudgeContext } from './judge-context';

const CASTS = new Set(['TSAsExpression', 'TSSatisfiesExpression', 'TSTypeAssertion']);
const GROUPS = new Set(['ParenthesizedExpression', 'TSNonNullExpression']);

/** `(x as typeof fetch)`, `<typeof globalThis.fetch>x`: a callee the code declares to be a fetch. */
export function castAsFetch(callee: AstNode): boolean {
  let current = callee;
  for (let depth = 0; depth < 4; depth++) {
    if (CASTS.has(current.type) && isAstNode(current.typeAnnotation))
      return isFetchType(current.typeAnnotation);
    if (!GROUPS.has(current.type) || !isAstNode(current.expression)) return false;
    current = current.expression;
  }
  return false;
}

/**
 * Names an address goes by (`url`, `input`, `endpoint`, `req`, `this.baseUrl`, `resource`, `path`, `href`). A
 * value named otherwise (`id`, `identity`, `conflictingResourceId`, `key`) is not shown to be one.
 */
const ADDRESS =
  /(ur[il]|input|href|endpoint|address|path|route|link|location|resource|request|req|target)s?$/i;

/**
 * A parameter with neither a default nor a declared type, named like a fetch (`function request({ fetch })`)
 * and called with a single value that is not an address: only its name says it is a fetch, and what it is
 * called with says it is not (gocardless-nodejs's `fetch(err.conflictingResourceId)`, the resource's own
 * find callback). A string, a template, a `new URL(…)`, a call that builds one, or a value named like an
 * address keeps it a fetch.
 */
export function namedOnlyCallback(callee: AstNode, args: readonly AstNode[], context: JudgeContext): boolean {
  const current = unwrap(callee);
  const { constants } = context;
  if (args.length !== 1 || current.type !== 'Identifier' || !(constants instanceof ScopedConstants))
    return false;
  const binding = constants.bindingAt(String(current.name), current.start);
  if (!binding || binding.init !== null || (!binding.param && !binding.destructured)) return false;
  if (declaredAsFetch(current, constants)) return false;
  return !addressLike(args[0] as AstNode, context);
}

function addressLike(arg: AstNode, context: JudgeContext): boolean {
  const value = resolveNode(arg, context.constants);
  if (value.type === 'Literal') return typeof value.value === 'string';
  if (value.type === 'Identifier' || value.type === 'MemberExpression') {
    const named = unwrap(arg);
    const last = (node: AstNode): string =>
      node.type === 'Identifier'
        ? String(node.name)
        : node.type === 'MemberExpression' && !node.computed
          ? String((node.property as AstNode).name)
          : '';
    return ADDRESS.test(last(named)) || ADDRESS.test(last(value));
  }
  return true;
}

/**
 * `getOriginalFetch()` with `const getOriginalFetch = () => globalThis.fetch` in the same file ("use function to
 * allow for mocking in tests", @ai-sdk/provider-utils 4.0.66 src/post-to-api.ts line 12): a call, with no
 * arguments, of a function of the file that hands back the global fetch, which it therefore is.
 */
export function callsGlobalFetchGetter(node: AstNode, constants: Constants): boolean {
  const current = unwrap(node);
  if (current.type !== 'CallExpression' || (current.arguments as AstNode[]).length > 0) return false;
  const returned = returnedBy(current, constants);
  const path = returned ? toPath(unwrap(returned)) : undefined;
  return path !== undefined && /^(globalThis|window|self)\.fetch$/.test(path);
}
