// A client module loaded through a function of the file: `var importHttp = () => import(_n("http"))` with
// `var _n = (m) => \`node:${m}\`` (a name bundlers do not follow), then `const httpModule = secure ? await
// importHttps() : await importHttp()` (@upstash/qstash 2.12.0 chunk-F7X2AQ7W.mjs lines 520-528 and 547).
import { type AstNode, isAstNode } from '../ast';
import { type HttpLibrary, MODULES } from './clients';
import { madeFetch, makerOf } from './fetch-makers';
import { shimmedFetch } from './fetch-shims';
import { returnedExpression, unwrap } from './node-paths';

/** What the bindings collector keeps for this module: loaders by name, and module-name helpers by name. */
export interface ModuleLoaders {
  loaders: Map<string, HttpLibrary>;
  /** `(m) => \`node:${m}\`` or `(m) => m`: the prefix it puts before its argument. */
  namers: Map<string, string>;
  /** Names bound to a module whose call returns a fetch (`fetchPonyfill`, fetch-makers.ts), with its library. */
  makers: Map<string, HttpLibrary>;
}

export const createModuleLoaders = (): ModuleLoaders => ({
  loaders: new Map(),
  namers: new Map(),
  makers: new Map(),
});

const FUNCTIONS = new Set(['ArrowFunctionExpression', 'FunctionExpression']);
const NO_MAKERS: ReadonlyMap<string, HttpLibrary> = new Map();

/** A module name: a string literal, or a namer of the file called with one (`_n("http")` → `node:http`). */
function moduleName(node: AstNode, namers: ReadonlyMap<string, string>): string | undefined {
  const current = unwrap(node);
  if (current.type === 'Literal' && typeof current.value === 'string') return current.value;
  if (current.type !== 'CallExpression') return undefined;
  const callee = unwrap(current.callee as AstNode);
  const [argument] = current.arguments as AstNode[];
  const prefix = callee.type === 'Identifier' ? namers.get(String(callee.name)) : undefined;
  return prefix !== undefined && argument?.type === 'Literal' && typeof argument.value === 'string'
    ? `${prefix}${argument.value}`
    : undefined;
}

/** Records `name = (m) => \`node:${m}\`` as a namer and `name = () => import(…)`/`require(…)` of a client as a loader. */
export function recordLoader(name: string, init: AstNode, loaders: ModuleLoaders): void {
  const maker = init.type === 'CallExpression' ? makerOf(init, loaders.makers) : undefined;
  if (maker) loaders.makers.set(name, maker);
  if (!FUNCTIONS.has(init.type)) return;
  const value = returnedExpression(init);
  if (!value) return;
  const params = init.params as AstNode[];
  const param = params.length === 1 && params[0]?.type === 'Identifier' ? String(params[0].name) : undefined;
  if (param && value.type === 'TemplateLiteral') {
    const quasis = value.quasis as AstNode[];
    const expressions = value.expressions as AstNode[];
    const tail = (quasis[1]?.value as { cooked?: string } | undefined)?.cooked;
    const head = (quasis[0]?.value as { cooked?: string } | undefined)?.cooked;
    if (
      expressions.length === 1 &&
      unwrap(expressions[0] as AstNode).name === param &&
      tail === '' &&
      head !== undefined
    )
      loaders.namers.set(name, head);
    return;
  }
  const source =
    value.type === 'ImportExpression'
      ? (value.source as AstNode)
      : value.type === 'CallExpression' && unwrap(value.callee as AstNode).name === 'require'
        ? (value.arguments as AstNode[])[0]
        : undefined;
  const module = source ? moduleName(source, loaders.namers) : undefined;
  const library = module ? MODULES[module] : undefined;
  if (library) loaders.loaders.set(name, library);
}

/** `await importHttp()` (or without `await`) of a recorded loader: its client. */
export function loadedLibrary(node: AstNode, loaders: ModuleLoaders | undefined): HttpLibrary | undefined {
  // A shim that loads a fetch module and calls it with its own arguments is that fetch (fetch-shims.ts).
  const shim = shimmedFetch(unwrap(node));
  if (shim) return shim;
  let current = unwrap(node);
  if (current.type === 'AwaitExpression' && isAstNode(current.argument)) current = unwrap(current.argument);
  // `fetchPonyfill()`: the fetch a maker module returns (fetch-makers.ts).
  const made = madeFetch(current, loaders?.makers ?? NO_MAKERS);
  if (made) return made;
  if (!loaders || loaders.loaders.size === 0) return undefined;
  if (current.type !== 'CallExpression') return undefined;
  const callee = unwrap(current.callee as AstNode);
  return callee.type === 'Identifier' ? loaders.loaders.get(String(callee.name)) : undefined;
}
