// A generated operation takes the fetch and the user's optional RequestInit as keys of one object and spreads
// the init into its own: `export async function breakouts({ fetcher, init, params, body, host }) { const res =
// await fetcher(`${host}/api/client/v2/conferences/${encodeURIComponent(params.conferenceAlias)}/breakouts`,
// { ...init, method: 'post', body: JSON.stringify(body), headers: { … } }); … }` (@pexip/infinity-api 20.0.0
// dist/breakout/index.js:7, and its call/, conference/, participant/ and token/ modules). As for a plain
// `options` parameter (spread-inits.ts), the package never calls the operation and its user may leave `init`
// out, so by default the init is the rest of the literal. The URL is the operation's own: only its first part
// may be the caller's base (`${host}/api/…`), the rest written here or read through calls (`encodeURIComponent`);
// a pass-through of the caller's path (`${base}${path}`) is judged at its callers.
import { type AstNode, walk } from '../ast';
import { ScopedConstants } from './evaluate';
import type { JudgeContext } from './judge-context';
import { descendTo, unwrap } from './node-paths';
import {
  declaredName,
  initWithoutSpreadOptions,
  namesParameterOutsideCalls,
  onlySpreadOrTested,
} from './spread-inits';

/** The init without the caller's optional options spread into it, as a plain or a destructured parameter. */
export function initWithoutCallerSpread(
  context: JudgeContext,
  input: AstNode | undefined,
  init: AstNode,
): AstNode | undefined {
  return initWithoutSpreadOptions(context, input, init) ?? initWithoutDestructuredInit(context, input, init);
}

/**
 * `init` (an object literal) without its one spread of a key destructured, with no default, from a parameter of
 * the exported function around it, when the package never calls that function and `input` is the function's own
 * URL; `undefined` otherwise.
 * @example initWithoutDestructuredInit(context, url, init) // `{ ...init, method: 'post' }` → `{ method: 'post' }`
 */
export function initWithoutDestructuredInit(
  context: JudgeContext,
  input: AstNode | undefined,
  init: AstNode,
): AstNode | undefined {
  const { constants, program } = context;
  if (!(constants instanceof ScopedConstants) || !program || !input || init.type !== 'ObjectExpression')
    return undefined;
  const properties = init.properties as AstNode[];
  const spreads = properties.filter((p) => p.type === 'SpreadElement');
  const spread = spreads.length === 1 ? spreads[0] : undefined;
  const id = spread ? unwrap(spread.argument as AstNode) : undefined;
  if (!spread || id?.type !== 'Identifier') return undefined;
  const name = String(id.name);
  const binding = constants.bindingAt(name, id.start);
  if (!binding?.destructured || binding.init !== null) return undefined;
  const fn = descendTo(
    program,
    binding.start,
    (node) => node.start === binding.start && node.end === binding.end && /Function/.test(node.type),
  );
  if (!fn || !constants.exported.has(fn) || !destructuredPlain(fn, name)) return undefined;
  const declared = declaredName(program, fn);
  if (!declared || !referencedOnlyAt(program, declared) || context.handed?.has(declared.name))
    return undefined;
  const own = (node: AstNode) =>
    node.type === 'Identifier' && constants.bindingAt(String(node.name), node.start)?.start === fn.start;
  if (!ownUrl(input, own) || !onlySpreadOrTested(fn, name, own)) return undefined;
  return { ...init, properties: properties.filter((p) => p !== spread) };
}

/** `name` is a plain key of an object pattern among `fn`'s parameters (`{ fetcher, init }`), with no default. */
function destructuredPlain(fn: AstNode, name: string): boolean {
  return (fn.params as AstNode[]).some(
    (param) =>
      param.type === 'ObjectPattern' &&
      (param.properties as AstNode[]).some((property) => {
        const key = property.key as AstNode | undefined;
        const value = property.value as AstNode | undefined;
        return (
          property.type === 'Property' &&
          !property.computed &&
          key?.type === 'Identifier' &&
          key.name === name &&
          value?.type === 'Identifier' &&
          value.name === name
        );
      }),
  );
}

/**
 * The URL is the function's own: it reads the function's parameters only through calls, or it is a template
 * whose first part alone is one of them (the caller's host), followed by a path written here (`${host}/api/…`).
 */
function ownUrl(input: AstNode, own: (node: AstNode) => boolean): boolean {
  const url = unwrap(input);
  if (url.type !== 'TemplateLiteral') return !namesParameterOutsideCalls(url, own);
  const quasis = url.quasis as AstNode[];
  const [first, ...rest] = url.expressions as AstNode[];
  const cooked = (quasi: AstNode | undefined) =>
    String((quasi?.value as { cooked?: string } | undefined)?.cooked ?? '');
  const base = first && cooked(quasis[0]) === '' && unwrap(first).type === 'Identifier' && own(unwrap(first));
  if (!base) return !namesParameterOutsideCalls(url, own);
  const path = cooked(quasis[1]);
  if (!/^\/[A-Za-z]/.test(path)) return false;
  return rest.every((expression) => !namesParameterOutsideCalls(expression, own));
}

/** How often each name is read in a program, by program: identifiers, not keys, members or export lists. */
const referenceCounts = new WeakMap<AstNode, Map<string, number>>();

/**
 * The program names the function only where it declares it, or in an export list: as namedOnlyAt
 * (spread-inits.ts), but a name inside a URL (`/calls/${…}/ack` for the operation `ack`) is no call of it.
 */
function referencedOnlyAt(program: AstNode, declared: { name: string; at: number }): boolean {
  let counts = referenceCounts.get(program);
  if (!counts) {
    const found = new Map<string, number>();
    walk(program, (node, ancestors) => {
      if (node.type !== 'Identifier') return undefined;
      const parent = ancestors[ancestors.length - 1];
      if (parent?.type === 'ExportSpecifier') return undefined;
      if (parent?.type === 'MemberExpression' && parent.property === node && !parent.computed)
        return undefined;
      if (parent?.type === 'Property' && parent.key === node && !parent.computed && !parent.shorthand)
        return undefined;
      const name = String(node.name);
      found.set(name, (found.get(name) ?? 0) + 1);
      return undefined;
    });
    counts = found;
    referenceCounts.set(program, counts);
  }
  return counts.get(declared.name) === 1;
}
