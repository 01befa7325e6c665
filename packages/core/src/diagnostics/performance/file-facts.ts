// Step 1 of checkHttpTimeouts: what one walk of a file finds before any call is judged.
import { type AstNode, walk } from '../ast';
import { feedAgreeingCallers } from './agreeing-callers';
import { bindingsCollector, type LibraryBindings } from './bindings';
import { chainedCollector } from './chained-pass-throughs';
import { boundName } from './chains';
import { aliasStoredInstances } from './client-aliases';
import { FACTORY_METHODS, factoryOwner, type InstanceLibrary, makesInstance } from './client-instances';
import { applyConstructions } from './constructed';
import { emitterReceiver } from './emitter-chains';
import {
  type Constants,
  constantsCollector,
  resolveNode,
  type ScopedConstants,
  toPath,
  unwrap,
} from './evaluate';
import { addExecutorRaces, type ExecutorTimer, rejectingExecutor } from './executor-timers';
import { factoryInstance, importedFactories } from './exported-factories';
import { importedInstances, placeholder } from './exported-instances';
import { factoryExportInstance } from './factory-exports';
import { factoryParameterInstances } from './factory-handoffs';
import { fallbackBoundName } from './fallback-instances';
import { aliasHandedBack } from './handed-back';
import { keptInstances } from './handed-instances';
import { aliasHolderParameters } from './holder-parameters';
import { applyImports } from './imported-facts';
import { noteCreatedConfig } from './instance-defaults';
import { type JudgeContext, resolveAgent } from './judges';
import { useKeyDefaults } from './key-defaults';
import { heldMemberInstances } from './member-instances';
import { findFetchPassThrough, findWrapper, type HttpWrapper } from './modules';
import { bindOpenApiAxios } from './openapi-axios';
import { bindOpenApiFetchRuntime } from './openapi-fetch-runtime';
import type { HttpProjectFacts } from './project-facts';
import { promiseRace, type Race, resolveNamedRaces } from './races';
import { bindSwaggerAxiosClient } from './swagger-axios-client';
import { aliasThisNames } from './this-aliases';
import { importedUnsetGetters } from './unset-getters';
import { judgeNode, type Verdict } from './verdict';

/**
 * A client made with `axios.create`, `got.extend`, `ky.create`/`ky.extend` or `request.defaults`, and whether
 * this file calls it.
 */
export interface Instance {
  library: InstanceLibrary;
  create: AstNode;
  config: AstNode | undefined;
  calls: number;
  /** Calls of this file that rely on the instance's own default: it is reported at them, not at its create. */
  inheritedBy?: number;
  /** Calls of this file judged by their own config (`timeout: opts.timeout` read as the package's default). */
  selfJudged?: number;
  /** Calls of this file whose options are the caller's, unread: where the instance's own default is said. */
  unread?: AstNode[];
  /** Made in a sibling module and imported (exported-instances.ts): `create` stands for it, nothing is reported there. */
  imported?: true;
  /** Made by a wrapper's factory export (apisauce's `create`): the argument of every send that is the config. */
  configAt?: number;
}

/**
 * Node types no collector of the walk below acts on (each handler tests its node's type first): they are
 * passed over before any handler runs, their children still walked. About half the nodes of a file (a third
 * are identifiers alone; members are looked at only for `.performRequest`). A collector that starts acting on one of these types must take it out of this set;
 * file-facts.test.ts feeds the collectors every node and these nodes skipped, and wants the same facts.
 */
export const PASSED_OVER: ReadonlySet<string> = new Set([
  'Identifier',
  'PrivateIdentifier',
  'MemberExpression',
  'Literal',
  'TemplateLiteral',
  'TemplateElement',
  'ThisExpression',
  'Super',
  'Property',
  'ObjectExpression',
  'ArrayExpression',
  'SpreadElement',
  'BlockStatement',
  'ExpressionStatement',
  'ReturnStatement',
  'ThrowStatement',
  'BinaryExpression',
  'LogicalExpression',
  'UnaryExpression',
  'UpdateExpression',
  'AwaitExpression',
  'ParenthesizedExpression',
  'ChainExpression',
  'ExportNamedDeclaration',
  'ExportDefaultDeclaration',
  'ImportSpecifier',
  'ImportDefaultSpecifier',
  'ImportNamespaceSpecifier',
  'ClassBody',
  'ObjectPattern',
  'ArrayPattern',
  'RestElement',
  'SequenceExpression',
  'TaggedTemplateExpression',
  'ForStatement',
  'ForOfStatement',
  'ForInStatement',
  'WhileStatement',
  'DoWhileStatement',
  'SwitchStatement',
  'SwitchCase',
  'TryStatement',
  'BreakStatement',
  'ContinueStatement',
  'EmptyStatement',
  'ExportSpecifier',
  'ExportAllDeclaration',
  'TSAsExpression',
  'TSSatisfiesExpression',
  'TSNonNullExpression',
  'TSTypeReference',
  'TSQualifiedName',
  'TSStringKeyword',
  'TSNumberKeyword',
  'TSBooleanKeyword',
  'TSAnyKeyword',
  'TSUnknownKeyword',
  'TSArrayType',
  'TSUnionType',
  'TSLiteralType',
  'TSTypeOperator',
  'JSXElement',
  'JSXFragment',
  'JSXOpeningElement',
  'JSXClosingElement',
  'JSXOpeningFragment',
  'JSXClosingFragment',
  'JSXAttribute',
  'JSXIdentifier',
  'JSXMemberExpression',
  'JSXNamespacedName',
  'JSXText',
  'JSXExpressionContainer',
  'JSXEmptyExpression',
  'JSXSpreadAttribute',
]);

/** Type-only subtrees: no expression, declaration or call lives inside them, so none is walked. */
export const TYPE_ONLY: ReadonlySet<string> = new Set([
  'TSTypeAnnotation',
  'TSTypeParameterDeclaration',
  'TSTypeParameterInstantiation',
  'TSInterfaceDeclaration',
  'TSTypeAliasDeclaration',
]);

/** What one walk of a file finds before any call is judged. */
export interface FileFacts {
  context: JudgeContext & {
    constants: ScopedConstants;
    abortTimers: Map<string, AstNode | null>;
    abortTimerCalls: Map<string, AstNode[]>;
  };
  /** Calls, `new`s and `.performRequest` members with their ancestors, in walk order (judged in step 2). */
  visits: { node: AstNode; ancestors: readonly AstNode[] }[];
  /** Every `setTimeout` whose callback aborts something, with its delay, in source order. */
  armedTimers: { call: AstNode; ms: AstNode }[];
  bindings: LibraryBindings;
  /** Instances by the name they are stored under, and those stored nowhere. */
  instances: Map<string, Instance>;
  unboundInstances: Instance[];
  /** `x.defaults.timeout = …` by `x`. */
  defaults: Map<string, AstNode>;
  /** Calls made on a receiver name, by `name.method` (`req.setTimeout`); plain `setTimeout(…)` calls as `setTimeout`. */
  receiverCalls: Map<string, AstNode[]>;
  /** Raced calls; `abandoned`: a `Promise.race` whose `ms` is the timer element (see races.ts). */
  races: Map<AstNode, Race>;
  wrappers: Map<string, HttpWrapper>;
  /** Some file of the package or this one sets `axios.defaults.timeout`. */
  globalAxiosDefault: boolean;
}

/**
 * Step 1: bindings, values, instances, defaults, timers, races and wrappers, in ONE walk shared by the
 * collectors. What needs every binding (which module a receiver is) is decided after the walk.
 */
export function collectFacts(
  program: AstNode,
  limit: number,
  project: HttpProjectFacts,
  text?: string,
): FileFacts {
  const bindingsWalk = bindingsCollector(text);
  const constantsWalk = constantsCollector(program, text);
  const chainedWalk = chainedCollector(text); // chained-pass-throughs.ts
  const wrappers = new Map<string, HttpWrapper>();
  const races = new Map<AstNode, Race>();
  const executors = new Map<AstNode, ExecutorTimer>(); // promises' executors with a rejecting timer (executor-timers.ts)
  const defaults = new Map<string, AstNode>();
  const receiverCalls = new Map<string, AstNode[]>();
  const calls: { node: AstNode; name: string | undefined }[] = [];
  const visits: FileFacts['visits'] = [];
  walk(program, (node, ancestors) => {
    const type = node.type;
    // A member is only ever a `.performRequest` visit here (no collector acts on members).
    if (type === 'MemberExpression') {
      if ((node.property as AstNode).name === 'performRequest')
        visits.push({ node, ancestors: ancestors.slice() });
      return undefined;
    }
    // Most nodes (names, literals, types, JSX) are read by no collector: skipped before any handler runs.
    if (PASSED_OVER.has(type)) return undefined;
    if (TYPE_ONLY.has(type)) return false;
    bindingsWalk.enter(node, ancestors);
    constantsWalk.enter(node, ancestors);
    addWrapper(node, ancestors, wrappers);
    chainedWalk?.enter(node, ancestors);
    // Step 2 judges these once the facts are known: kept here so that it needs no second walk.
    if (type === 'CallExpression' || type === 'NewExpression')
      visits.push({ node, ancestors: ancestors.slice() });
    if (node.type === 'CallExpression') {
      addRace(node, races);
      const rejecting = rejectingExecutor(node, ancestors);
      if (rejecting) executors.set(rejecting.executor, rejecting.timer);
      const callee = unwrap(node.callee as AstNode);
      const timer = callee.type === 'Identifier' && callee.name === 'setTimeout';
      if ((callee.type === 'MemberExpression' && !callee.computed) || timer) {
        const receiver = timer ? undefined : emitterReceiver(callee.object as AstNode);
        if (receiver || timer) {
          const key = timer ? 'setTimeout' : `${receiver}.${String((callee.property as AstNode).name)}`;
          const list = receiverCalls.get(key);
          if (list) list.push(node);
          else receiverCalls.set(key, [node]);
        }
      }
      // Judged after the walk, once every import and value is known; the stored name only now.
      // `this.request = this.config.axiosInstance || axios.create()`: stored as the default (fallback-instances.ts).
      const name =
        callee.type === 'MemberExpression'
          ? (boundName(node, ancestors) ?? fallbackBoundName(node, ancestors))
          : callee.type === 'Identifier'
            ? boundName(node, ancestors) // an imported factory's call (exported-factories.ts)
            : undefined;
      calls.push({ node, name });
    }
    if (node.type === 'AssignmentExpression' && node.operator === '=') {
      const target = toPath(node.left as AstNode);
      if (target?.endsWith('.defaults.timeout'))
        defaults.set(target.slice(0, -'.defaults.timeout'.length), node);
    }
    return undefined;
  });
  const bindings = bindingsWalk.finish();
  const constants = constantsWalk.finish();
  // OpenAPI Generator's typescript-axios `createRequestFunction` (openapi-axios.ts).
  bindOpenApiAxios(program, text, { modules: bindings.modules, bindings: constants.bindings });
  bindOpenApiFetchRuntime(program, text, { bindings: constants.bindings }); // its typescript-fetch runtime
  bindSwaggerAxiosClient(program, text, { bindings: constants.bindings }); // swagger-typescript-api's HttpClient
  resolveNamedRaces(races, constants);
  addExecutorRaces(executors, visits, races);
  applyConstructions(program, constants, project.constructed);
  if (project.keyDefaults) useKeyDefaults(constants, project.keyDefaults);
  for (const [name, wrapper] of applyImports(bindings, constants, project.imports))
    if (!wrappers.has(name)) wrappers.set(name, wrapper);
  for (const [name, wrapper] of chainedWalk?.finish(bindings) ?? [])
    if (!wrappers.has(name)) wrappers.set(name, wrapper);
  feedAgreeingCallers(constants); // agreeing-callers.ts: every caller passes the same number
  const context: FileFacts['context'] = {
    constants,
    bindings,
    limit,
    // Another file of the package bounds undici's global dispatcher: what it bounds is judged there.
    globalAgent: project.globalDispatcherBounded ? 'unknown' : undefined,
    abortTimers: new Map(),
    abortTimerCalls: new Map(),
    program,
    ...(project.handed ? { handed: project.handed } : {}),
    ...(project.constructed ? { constructed: project.constructed } : {}),
  };
  const specifiers = new Set(bindings.relative.map((bound) => bound.specifier));
  const unset = importedUnsetGetters(
    [...specifiers].map((specifier) => project.imports?.(specifier)?.unsetGetters),
    program,
  );
  if (unset) context.unsetGetters = unset; // unset-getters.ts: OpenAPI Generator's RequestContext
  // Made in a sibling module and imported (exported-instances.ts): never reported at a create of this file.
  const instances = importedInstances<Instance>(
    bindings.relative,
    (specifier) => project.imports?.(specifier)?.instances,
    (local, library) => ({
      library,
      create: placeholder(local),
      config: undefined,
      calls: 0,
      imported: true,
    }),
  );
  // Kept on a member of a sibling module's class this file holds (`this.client.request`, member-instances.ts).
  heldMemberInstances(
    constants.bindings,
    bindings.relative,
    (specifier) => project.imports?.(specifier)?.memberInstances,
    program,
    text,
  ).forEach((library, key) => {
    if (!instances.has(key))
      instances.set(key, { library, create: placeholder(key), config: undefined, calls: 0, imported: true });
  });
  // Handed to the class's constructor by the module that makes it (handed-instances.ts), or to an exported
  // function's parameter by every call in the package (factory-handoffs.ts).
  for (const [key, { library, config }] of [
    ...keptInstances(program, text ?? '', constants, project.handedInstances),
    ...factoryParameterInstances(program, text ?? '', project.handedInstances),
  ])
    if (!instances.has(key))
      instances.set(key, { library, create: placeholder(key), config, calls: 0, imported: true });
  const factories = importedFactories(
    bindings.relative,
    (specifier) => project.imports?.(specifier)?.factories,
  );
  const unboundInstances: Instance[] = [];
  const armedTimers: FileFacts['armedTimers'] = [];
  // Only undici, bound as a module or an export, sets the global dispatcher: without it no call's path is built.
  let setsGlobal = false;
  bindings.modules.forEach((library) => {
    if (library === 'undici') setsGlobal = true;
  });
  bindings.exports.forEach((bound) => {
    if (bound.library === 'undici') setsGlobal = true;
  });
  for (let index = 0; index < calls.length; index++) {
    const { node, name } = calls[index] as (typeof calls)[number];
    const callee = unwrap(node.callee as AstNode);
    // `toPath(callee) === 'setTimeout'`, without building the path of every call.
    const ms =
      callee.type === 'Identifier' && callee.name === 'setTimeout'
        ? addAbortTimer(node, context, constants)
        : undefined;
    if (ms) armedTimers.push({ call: node, ms });
    const args = node.arguments as AstNode[];
    const method =
      callee.type === 'MemberExpression' && !callee.computed && (callee.property as AstNode).name;
    // Only a factory's name (`create`, `extend`, `defaults`) can make an instance: no receiver is read for others.
    if (typeof method === 'string' && FACTORY_METHODS.has(method)) {
      const library = factoryOwner(callee.object as AstNode, bindings.modules); // client-instances.ts
      if (library && makesInstance(library, method, args)) {
        const instance: Instance = {
          library: library as InstanceLibrary,
          create: node,
          config: args[0],
          calls: 0,
        };
        if (name) instances.set(name, instance);
        else unboundInstances.push(instance);
        if (library === 'axios' && method === 'create' && !(name && defaults.has(name)))
          noteCreatedConfig(node, args[0]); // instance-defaults.ts: `instance.defaults` reads its config
      }
    }
    const made = factoryExportInstance(node, bindings); // apisauce's `create({ baseURL })` (factory-exports.ts)
    if (made && name) instances.set(name, made);
    else if (made) unboundInstances.push(made);
    // An imported factory's call, read as the create it makes with the call's own config (exported-factories.ts).
    const built = name && factories.size > 0 ? factoryInstance(node, factories) : undefined;
    if (built && name && !instances.has(name))
      instances.set(name, { ...built, create: node, calls: 0, imported: true });
    if (!setsGlobal) continue;
    const calleePath = toPath(callee);
    const bound = calleePath ? bindings.exports.get(calleePath) : undefined;
    const isSetGlobal =
      (bound?.library === 'undici' && bound.member === 'setGlobalDispatcher') ||
      (calleePath?.endsWith('.setGlobalDispatcher') &&
        bindings.modules.get(calleePath.split('.')[0] ?? '') === 'undici');
    if (isSetGlobal && args[0]) context.globalAgent = resolveAgent(context, args[0]) ?? 'unknown';
  }
  aliasHandedBack(instances, constants, bindings.relative, (from) => project.imports?.(from)?.handsBack);
  aliasStoredInstances(instances, constants, program, unboundInstances, text);
  aliasThisNames(instances, constants);
  aliasHolderParameters(instances, constants, program, text ?? ''); // holder-parameters.ts: `endpoint.api`
  const axiosDefault = [...bindings.modules].some(
    ([name, library]) => library === 'axios' && defaults.has(name),
  );
  return {
    context,
    bindings,
    instances,
    unboundInstances,
    defaults,
    receiverCalls,
    races,
    wrappers,
    visits,
    armedTimers,
    globalAxiosDefault: Boolean(project.axiosDefaultTimeout) || axiosDefault,
  };
}

/**
 * `setTimeout(() => controller.abort(), ms)`, `setTimeout(controller.abort.bind(controller), ms)`, and a callback
 * stored under a name first (`const abort = this._makeAbort(controller)`; `setTimeout(abort, ms)`), by controller.
 * Asked of the calls of `setTimeout` alone.
 */
function addAbortTimer(
  node: AstNode,
  { abortTimers: timers, abortTimerCalls }: FileFacts['context'],
  constants: Constants,
): AstNode | undefined {
  const [callback, ms] = node.arguments as AstNode[];
  if (!callback || !ms) return undefined;
  let aborted: string | undefined;
  const stored = unwrap(callback).type === 'Identifier' ? resolveNode(callback, constants) : callback;
  walk(stored, (inner) => {
    if (inner.type === 'CallExpression') {
      const callee = toPath(unwrap(inner.callee as AstNode)) ?? '';
      const owner = /^(.+)\.abort(\.bind)?$/.exec(callee)?.[1];
      const first = (inner.arguments as AstNode[])[0];
      // `this._makeAbort(controller)`, `makeAbort(controller)`: a helper that aborts the controller it is given.
      const given = /abort/i.test(callee.split('.').pop() ?? '') && first ? toPath(first) : undefined;
      if (owner) aborted = owner;
      else if (given && stored !== callback) aborted = given;
    }
    return undefined;
  });
  // Two timers for one controller: which one bounds a given call is not known.
  if (aborted) timers.set(aborted, timers.has(aborted) ? null : ms);
  if (aborted) abortTimerCalls.set(aborted, [...(abortTimerCalls.get(aborted) ?? []), node]);
  return aborted ? ms : undefined;
}

/** A function or method of this file that bounds an HTTP call by one of its parameters, by its call path. */
function addWrapper(node: AstNode, ancestors: readonly AstNode[], wrappers: Map<string, HttpWrapper>): void {
  let fn: AstNode | undefined;
  let name: string | undefined;
  if (node.type === 'FunctionDeclaration' && node.id) {
    fn = node;
    name = String((node.id as AstNode).name);
  } else if (
    (node.type === 'FunctionExpression' || node.type === 'ArrowFunctionExpression') &&
    (node.params as AstNode[]).length > 0
  ) {
    const parent = ancestors[ancestors.length - 1];
    if (parent?.type === 'VariableDeclarator' && (parent.id as AstNode).type === 'Identifier') {
      fn = node;
      name = String((parent.id as AstNode).name);
    } else if (parent?.type === 'MethodDefinition' && (parent.key as AstNode).type === 'Identifier') {
      fn = node;
      name = `this.${String((parent.key as AstNode).name)}`;
    }
  }
  if (!fn || !name) return;
  // A helper of the file that sends the caller's fetch (a parameter named `fetch`) with the init it is given is
  // judged at its calls; one of the global fetch is judged at the send by its known callers (bySites).
  const injected = (fn.params as AstNode[]).some((p) => p.type === 'Identifier' && p.name === 'fetch');
  const wrapper =
    findWrapper(fn, name.replace(/^this\./, '')) ?? (injected ? findFetchPassThrough(fn, name) : undefined);
  // A name defined twice (in two scopes) is not known to be this wrapper.
  if (wrapper) wrappers.set(name, wrappers.has(name) ? { ...wrapper, index: -1 } : wrapper);
}

/**
 * `rejectAfterTimeout(fetch(…), ms)`, `withTimeout(request(…), ms)`: a helper named for a timeout that races a
 * call against `ms`. The call ends by the earlier of its own bound and the race's.
 */
function addRace(node: AstNode, races: Map<AstNode, Race>): void {
  const raced = promiseRace(node);
  if (raced) races.set(raced.call, { name: 'Promise.race', ms: raced.timer, abandoned: true });
  const args = node.arguments as AstNode[];
  if (args.length < 2) return;
  const name =
    toPath(node.callee as AstNode)
      ?.split('.')
      .pop() ?? '';
  if (!/timeout/i.test(name) || name === 'setTimeout') return;
  let first = unwrap(args[0] as AstNode);
  if (first.type === 'AwaitExpression') first = unwrap(first.argument as AstNode);
  if (first.type === 'CallExpression' && args[1]) races.set(first, { name, ms: args[1] });
}

/**
 * A fetch whose init is not known here (`baseFetch.call(undefined, innerUrl, innerInit)`) right after its own
 * function arms `setTimeout(abort, ms)`: that timer is its bound (`clearTimeout` follows the call).
 */
export function armedAround(
  facts: FileFacts,
  node: AstNode,
  ancestors: readonly AstNode[],
  verdict: Verdict,
): Verdict {
  if (verdict.kind !== 'unknown') return verdict;
  let fn: AstNode | undefined;
  for (let i = ancestors.length - 1; i >= 0 && !fn; i--) {
    const ancestor = ancestors[i] as AstNode;
    if (/Function/.test(ancestor.type)) fn = ancestor;
  }
  if (!fn) return verdict;
  const own = fn;
  const armed = facts.armedTimers.filter(({ call }) => call.start > own.start && call.end < node.start);
  const timer = armed.length === 1 ? armed[0] : undefined;
  const { context } = facts;
  return timer ? judgeNode(timer.ms, 'the abort timer', context.limit, context.constants) : verdict;
}
