// The parts an options object is merged from, when a compiler's or the language's merge helper builds it:
// `Object.assign({}, defaults, options)`, tsc's `__assign(__assign({ mode: 'cors' }, defaults), config)` (@procore/
// js-sdk 4.0.2 dist/client.js line 88), Babel's `_extends({}, normalizedRequest, { headers })` (patreon 0.4.1
// dist/patreon.js line 25) and `_objectSpread2(_objectSpread2({}, init), {}, { headers })` (@openfoodfacts/
// openfoodfacts-nodejs 2.0.0-alpha.35 dist/off.js line 113). A key is absent from the result when every part
// lacks it, as with `{ ...a, ...b }`. The helper's own definition in the file (Babel inlines `_objectSpread2`)
// hands back its first argument after copying the others into it, so its `return target` says nothing: the call
// is read by its arguments instead. Also the rest a destructuring helper leaves (`_objectWithoutProperties(_ref,
// ['headers'])`, tsc's `__rest(options, ['signal'])`): the source's keys but those taken.
import type { AstNode } from '../ast';
import { requiredModule, restHelperParts } from './compiled-shapes';
import { toPath, unwrap } from './node-paths';

const MERGE_CALLS = /^(Object\.assign|__assign|_extends|_objectSpread2?)$/;

/**
 * The parts of `call` that may hold `key` when it is a merge helper (each argument, in order) or a rest helper
 * (its source, or none when it takes `key` out); `undefined` for any other call or one not plainly written.
 * @example mergedParts(`__assign({ mode: 'cors' }, config)`, 'signal') // [`{ mode: 'cors' }`, `config`]
 */
export function mergedParts(call: AstNode, key: string): AstNode[] | undefined {
  if (call.type !== 'CallExpression') return undefined;
  const callee = toPath(unwrap(call.callee as AstNode)) ?? '';
  const args = call.arguments as AstNode[];
  if (args.some((arg) => arg.type === 'SpreadElement')) return undefined;
  // `Object.assign(Object.create(null), fetchOptions, {…})` (axios 1.21.1 lib/adapters/fetch.js:498): no key.
  if (MERGE_CALLS.test(callee)) return args.length > 0 ? args.filter((arg) => !emptyObject(arg)) : undefined;
  const rest = restHelperParts(call);
  if (!rest) return undefined;
  return rest.taken.includes(key) ? [] : [rest.from];
}

/** `Object.create(null)`: an object with no key and no prototype. */
function emptyObject(node: AstNode): boolean {
  const current = unwrap(node);
  const [proto] = (current.arguments as AstNode[] | undefined) ?? [];
  return (
    current.type === 'CallExpression' &&
    toPath(unwrap(current.callee as AstNode)) === 'Object.create' &&
    (current.arguments as AstNode[]).length === 1 &&
    proto?.type === 'Literal' &&
    proto.value === null
  );
}

/**
 * The merge starts from an object the file writes itself (`Object.assign({ method: 'POST' }, baseOptions, options)`,
 * swagger-codegen's typescript-fetch, mailslurp-swagger-sdk-ts 6.1.0 api.ts:1035): the init is built here, and
 * what a caller's value adds over it is an option of theirs (absent by default like `options.signal`), not an init
 * handed through whole.
 */
export function builtHere(parts: readonly AstNode[]): boolean {
  const first = parts[0] ? unwrap(parts[0]) : undefined;
  return first?.type === 'ObjectExpression' && (first.properties as AstNode[]).length > 0;
}

/**
 * Merge helpers from other modules: lodash's `merge`/`assign`/`extend`, `deepmerge`, and the `mergeData`,
 * `mergeConfig`, `mergeOptions` SDKs write; later arguments override earlier ones, as with spreads.
 */
const MERGES = /^(merge\w*|deepMerge|deepmerge|extend|assign)$/;

/**
 * Packages whose default export is such a merge, whatever name the file binds it to: tsc's
 * `object_assign_deep_1 = __importDefault(require("object-assign-deep"))` called as
 * `(0, object_assign_deep_1.default)({}, options, { headers })` (megalodon 10.3.0 lib/cjs/mastodon/api_client.js:96).
 */
const MERGE_MODULES = new Set([
  'object-assign-deep',
  'deepmerge',
  'ts-deepmerge',
  'lodash.merge',
  'lodash/merge',
  'merge-deep',
  'deep-extend',
  'extend',
]);

/** Whether `callee` (a call's path) names a merge helper of another module, by its name or the module it requires. */
export function isMergeHelper(callee: string, constants: ReadonlyMap<string, AstNode>): boolean {
  const parts = callee.split('.');
  if (MERGES.test(parts[parts.length - 1] ?? '')) return true;
  if (parts.length > 2 || (parts.length === 2 && parts[1] !== 'default')) return false;
  const init = constants.get(parts[0] ?? '');
  const specifier = init ? requiredModule(init) : undefined;
  return specifier !== undefined && MERGE_MODULES.has(specifier);
}
