// Steps 2 and 3 of checkHttpTimeouts: every call judged by its client's entry in a table, then the defaults.
import type { AstNode } from '../ast';
import { createLineIndex, type Finding, type SourceFile, toEvidence } from '../types';
import { judgeApolloClientCall, judgeApolloNew, linkJudgedAtCalls } from './apollo-clients';
import { chosenClient, type HttpLibrary, type LibraryBindings, libraryOf } from './bindings';
import { bySites, carriesOwnSignal, fallbackClient, judgeHttp2, judgeWrapperCall } from './call-shapes';
import { judgeHttpCall, judgeSuperagentCall } from './chains';
import type { Checker, ReportLibrary } from './checker';
import { throughGetter } from './client-aliases';
import {
  CREATE_METHODS,
  helperRequests,
  type InstanceLibrary,
  judgeConfig,
  libraryDefault,
  REQUEST_METHODS,
  requestOptions,
  returnedByHelper,
} from './client-instances';
import { gotVerb, isSuperagentVerb, shownCall, superagentVerb } from './client-methods';
import { configGivenByCallers, missingByCallers } from './config-sites';
import { returnedDispatcher } from './dispatcher-factories';
import { evaluateNumber, toPath, unwrap } from './evaluate';
import { exportedUncalledHelper } from './exported-helper-instances';
import { castAsFetch, namedOnlyCallback } from './fetch-identity';
import { armedAround, type FileFacts, type Instance } from './file-facts';
import { FIX } from './fixes';
import { handedToPackage } from './handed-to-package';
import { judgeHttp2Stream } from './http2-streams';
import {
  isFetcherParameter,
  isFetchThunkCall,
  isInjectedFetch,
  isLocalUrl,
  isObjectFetch,
} from './injected-fetch';
import { checkConfigured, SAID_AT_CALLS } from './instance-calls';
import { judgedAtCalls, noteUnreadSend, sendsOf } from './instance-sends';
import {
  INHERIT,
  judgeAgentOptions,
  judgeFetch,
  judgeUndiciOptions,
  resolveAgent,
  undiciDispatcherKind,
} from './judges';
import { calleeModule, receiverLibrary } from './member-modules';
import {
  decapDefault,
  judgeDecap,
  judgeGraphqlRequest,
  judgeOfetchCall,
  judgeOtherClient,
} from './more-clients';
import { judgeOfetchInstanceCall } from './ofetch-calls';
import { calleeStandIn } from './project-bound-members';
import { raceVerdict } from './races';
import { classifyTarget } from './request-targets';
import { judgeMadeClientCall, judgeRxjsAjax, OTHER_EXPORTED } from './rest-clients';
import { HTTP_TIMEOUT_MISSING, HTTP_TIMEOUT_TOO_LONG } from './rules';
import { shadowedByLocalFunction } from './shadowed-names';
import { judgeSimpleGet } from './simple-get';
import { createUndecidedRecorder } from './undecided';
import { CONFIG_AT_RUN_TIME, judgeMs, missing, type Verdict } from './verdict';
import { judgeWretch } from './wretch-chains';

const AXIOS_CONFIG_INDEX: Record<string, number> = {
  request: 0,
  get: 1,
  delete: 1,
  head: 1,
  options: 1,
  post: 2,
  put: 2,
  patch: 2,
  postForm: 2,
  putForm: 2,
  patchForm: 2,
};
const GOT_METHODS = new Set(['get', 'post', 'put', 'patch', 'delete', 'head', 'stream']);
const KY_METHODS = new Set(['get', 'post', 'put', 'patch', 'delete', 'head']);

export function createChecker(file: SourceFile, facts: FileFacts): Checker {
  const { context } = facts;
  const at = createLineIndex(file.text);
  const findings: Finding[] = [];
  const undecided = createUndecidedRecorder(file, facts, at);
  const report = (node: AstNode, judged: Verdict, what: string, library: ReportLibrary): void => {
    const race = facts.races.get(node);
    const verdict = race ? raceVerdict(judged, race, context) : judged;
    undecided.record(node, verdict, what);
    if (verdict.kind !== 'missing' && verdict.kind !== 'too-long') return;
    const rule = verdict.kind === 'missing' ? HTTP_TIMEOUT_MISSING : HTTP_TIMEOUT_TOO_LONG;
    findings.push({
      ruleId: rule.id,
      category: 'performance',
      severity: rule.severity,
      file: file.path,
      ...at(node.start),
      message:
        verdict.kind === 'missing'
          ? `${what} has no timeout: ${verdict.reason}.`
          : `${what} may wait too long: ${verdict.reason}.`,
      evidence: toEvidence(file.text, node.start, Math.min(node.end, node.start + 400)),
      fix: FIX[library](context.limit),
      ...(verdict.kind === 'too-long' ? { measured: verdict.ms } : {}),
    });
  };
  return { file, facts, limit: context.limit, findings, report, undecided: undecided.list };
}

/** One call of a known client, as the table of clients (`CALLS`) receives it. */
interface ClientCall {
  node: AstNode;
  args: AstNode[];
  ancestors: readonly AstNode[];
  /** The method called on the client (`get` in `axios.get`), `''` for the client itself. */
  method: string;
  instance: Instance | undefined;
  what: string;
}

/**
 * Step 2, as data: how each client's calls are judged (which argument carries the options, which methods
 * send a request). The clients themselves are listed in clients.ts.
 */
const CALLS: Record<HttpLibrary, (checker: Checker, call: ClientCall) => void> = {
  axios: (checker, { node, args, method, instance, what }) => {
    const { context } = checker.facts;
    if (method === '') {
      const first = args[0] ? classifyTarget(context, args[0]) : 'url';
      if (first === 'unknown' && !args[1] && !configGivenByCallers(checker.facts, args[0] as AstNode)) {
        if (instance) instance.calls++; // used, with a config built at run time: not "unused"
        return checker.report(node, CONFIG_AT_RUN_TIME, what, 'axios'); // said, not passed over
      }
      const config = args[1] ?? (first === 'url' ? undefined : args[0]);
      checkConfigured(checker, node, 'axios', instance, config, what);
    } else if (method in AXIOS_CONFIG_INDEX) {
      const config = args[instance?.configAt ?? AXIOS_CONFIG_INDEX[method] ?? 1]; // factory-exports.ts
      checkConfigured(checker, node, 'axios', instance, config, what);
    }
  },
  got: (checker, { node, args, method, instance, what }) => {
    if (method !== '' && method !== '*' && !GOT_METHODS.has(method)) return; // `*`: a verb chosen at run time
    const first = args[0] ? classifyTarget(checker.facts.context, args[0]) : 'url';
    if (first === 'unknown' && !args[1]) return;
    checkConfigured(checker, node, 'got', instance, args[1] ?? (first === 'url' ? undefined : args[0]), what);
  },
  ky: (checker, { node, args, method, instance, what }) => {
    if (method !== '' && !KY_METHODS.has(method)) return;
    checkConfigured(checker, node, 'ky', instance, args[1], what);
  },
  undici: ({ facts, report }, { node, args, method, what }) => {
    if (method === 'request')
      report(node, judgeUndiciOptions(facts.context, args[1], 'request'), what, 'undici');
    if (method === 'fetch') report(node, judgeFetch(facts.context, args, 'undici'), what, 'undici');
  },
  http: ({ facts, report }, { node, ancestors, method, what }) => {
    if (method === 'request' || method === 'get')
      report(node, judgeHttpCall(facts.context, node, ancestors, facts.receiverCalls), what, 'http');
  },
  http2: (checker, { node, ancestors, method, what }) => {
    if (method === 'connect') checker.report(node, judgeHttp2(checker.facts, node, ancestors), what, 'http2');
  },
  superagent: ({ facts, report }, { node, args, ancestors, method, what }) => {
    if (method === '' ? args.length >= 1 : isSuperagentVerb(method))
      report(
        node,
        judgeSuperagentCall(facts.context, node, ancestors, facts.receiverCalls),
        what,
        'superagent',
      );
  },
  'decap-unsent': ({ facts, report }, { node, args, method, what }) => {
    if (method === 'fetchWithTimeout') report(node, judgeDecap(facts.context, args), what, 'decap-unsent');
  },
  request: (checker, call) => {
    const { node, args, method, instance, what } = call;
    if (!instance) return judgeOther('request')(checker, call);
    if (!REQUEST_METHODS.has(method)) return;
    const options = requestOptions(checker.facts.context, args);
    // Options built at run time (the caller's): the instance is used, the call not judged.
    if (options === 'unknown') noteUnreadSend(instance, node);
    else checkConfigured(checker, node, 'request', instance, options, what);
  },
  needle: judgeOther('needle'),
  ofetch: (checker, call) => judgeOfetchInstanceCall(checker, call) || judgeOther('ofetch')(checker, call),
  gaxios: judgeOther('gaxios'),
  'graphql-request': judgeOther('graphql-request'),
  apollo: judgeOther('apollo'),
  fern: judgeOther('fern'),
  phin: judgeOther('phin'),
  unfetch: judgeOther('unfetch'),
  xhr: judgeOther('xhr'),
  wreck: judgeOther('wreck'),
  httpx: judgeOther('httpx'),
  wretch: judgeWretch,
  'simple-get': ({ facts, report }, { node, ancestors, method, what }) => {
    const verdict = judgeSimpleGet(facts.context, method || 'default', node, ancestors, facts.receiverCalls);
    if (verdict) report(node, verdict, what, 'simple-get');
  },
  // Reached through what `new Client()` / `new OAuth()` made (rest-clients.ts), or a named export (`ajax`).
  'node-rest-client': () => undefined,
  oauth: () => undefined,
  'rxjs-ajax': () => undefined,
  // node-fetch and its kin are bound as exports (their default is fetch), judged before the table.
  fetch: () => undefined,
};

function judgeOther(library: HttpLibrary): (checker: Checker, call: ClientCall) => void {
  return ({ facts, report }, { node, args, method, what }) => {
    const judge = (given: readonly AstNode[]) =>
      judgeOtherClient(facts.context, library, method === '' ? 'default' : method, method, given);
    const verdict = judge(args);
    // `request(options, cb)` whose options are the function's parameter: decided by its known callers.
    const byCallers =
      verdict?.kind === 'unknown' && BY_CALLERS.has(library) && args[0]
        ? missingByCallers(facts, args[0], (config) => judge([config, ...args.slice(1)]))
        : undefined;
    if (verdict) report(node, byCallers ?? verdict, what, library);
  };
}

/** Clients whose options (first argument) carry their only bound, `timeout`. */
const BY_CALLERS = new Set<HttpLibrary>(['request', 'phin', 'xhr']);

/** Step 2: every call, `new` and handed-over request function of the file. */
export function judgeCalls(checker: Checker): void {
  const { bindings, visits } = checker.facts;
  // By index: every call of the file passes here, and an iterator result each was garbage.
  for (let index = 0; index < visits.length; index++) {
    const { node, ancestors } = visits[index] as (typeof visits)[number];
    if (node.type === 'NewExpression') judgeNew(checker, node, ancestors);
    else if (node.type === 'MemberExpression') {
      // `.then(unsentRequest.performRequest)`: a known request function handed over to be called.
      if (isCallee(node, ancestors)) continue;
      const path = toPath(node);
      const receiver = path?.split('.').slice(0, -1).join('.');
      if (receiver && bindings.modules.get(receiver) === 'decap-unsent' && path?.endsWith('.performRequest'))
        checker.report(node, decapDefault(), `${path}()`, 'decap-unsent');
    } else if (node.type === 'CallExpression') judgeCall(checker, node, ancestors);
  }
}

/** `new Agent({...})` of undici, `new HttpLink({...})`, `new ApolloClient({ uri })`, `new GraphQLClient(url, {...})`. */
function judgeNew(checker: Checker, node: AstNode, ancestors: readonly AstNode[]): void {
  const { context, bindings } = checker.facts;
  if (undiciDispatcherKind(context, node.callee as AstNode)) {
    const agent = resolveAgent(context, node);
    if (agent && !returnedDispatcher(node, ancestors))
      checker.report(
        node,
        judgeAgentOptions(context, agent),
        `new ${toPath(node.callee as AstNode)}()`,
        'undici',
      );
    return;
  }
  const path = toPath(node.callee as AstNode) ?? '';
  const made = bindings.exports.get(path) ?? moduleMember(bindings, path);
  const args = node.arguments as AstNode[];
  const apollo = made?.library === 'apollo' ? judgeApolloNew(node, made.member, checker.facts) : undefined;
  if (apollo) {
    checker.report(node, apollo, `new ${path}()`, 'apollo');
  } else if (made?.library === 'graphql-request' && made.member === 'GraphQLClient') {
    checker.report(node, judgeGraphqlRequest(context, args, true), `new ${path}()`, 'graphql-request');
  }
}

/** One call: a wrapper, a bound export, a global or injected fetch, or a client module's method. */
function judgeCall(checker: Checker, node: AstNode, ancestors: readonly AstNode[]): void {
  const { context, bindings, instances, wrappers, receiverCalls } = checker.facts;
  const { report, file } = checker;
  let callee = unwrap(node.callee as AstNode);
  let args = node.arguments as AstNode[];
  // `fetchFn.call(undefined, url, init)`: the call itself, without the `this` argument.
  if (
    callee.type === 'MemberExpression' &&
    !callee.computed &&
    (callee.property as AstNode).name === 'call'
  ) {
    callee = unwrap(callee.object as AstNode);
    args = args.slice(1);
  }
  // `fetchRetry(fetchFn)(url, init)`: judged as the fetch it wraps; `this.fetch(…)` holding a project function, as it.
  callee = calleeStandIn(callee, checker.facts) ?? callee;
  if (callee.type === 'Identifier') callee = chosenClient(callee, bindings, context.constants) ?? callee;
  // `(options.fetcher ?? core.fetcher)(args)`: the client's own fetcher unless the caller hands one in.
  callee = fallbackClient(callee, bindings) ?? callee;
  // `(secure ? https : http).request(…)`, `LIBS[protocol].request(…)`: a client chosen at run time.
  const chosenLibrary =
    callee.type === 'MemberExpression' && !callee.computed
      ? (libraryOf(callee.object as AstNode, bindings) ??
        receiverLibrary(callee.object as AstNode, bindings, context.constants))
      : undefined;
  const heldNone = chosenLibrary === undefined && callee.type === 'MemberExpression' && !callee.computed;
  const path =
    toPath(callee) ??
    throughGetter(callee, instances, context.program) ??
    (chosenLibrary ? `${chosenLibrary}\u0000.${String((callee.property as AstNode).name)}` : undefined) ??
    superagentVerb(callee, bindings) ?? // `this.agent[method](url)`, `method.bind(superagent)(uri)`
    gotVerb(callee, instances); // `this.httpBaseClient[reqVerb](pathname, httpConfig)` on a got instance
  if (!path) {
    if (isInjectedFetch(callee, bindings, context) || isFetchThunkCall(callee, bindings, context, args))
      judgeInjectedFetch(checker, node, args, ancestors, 'fetch()');
    return;
  }
  const what = shownCall(path);
  const wrapper = wrappers.get(path);
  if (wrapper) {
    const verdict = judgeWrapperCall(context, wrapper, node, args, ancestors, file.text);
    const shown = wrapper.undici ? 'undici' : wrapper.init === undefined ? 'wrapper' : 'global';
    if (verdict) report(node, verdict, what, shown);
    return;
  }
  const parts = path.split('.');
  // `this.client(config)`: a stored instance called as a function, not a method of `this`; so is a client module's
  // CommonJS default, `(0, axios_1.default)(config)`, or the module kept on `this` (`this.restClient(options)`).
  const method =
    instances.has(path) ||
    ((path.endsWith('.default') || path.startsWith('this.')) && bindings.modules.has(path))
      ? ''
      : parts.length > 1
        ? (parts.pop() ?? '')
        : '';
  const receiver = parts.join('.');

  if (shadowedByLocalFunction(path, node, context.constants)) return; // shadowed-names.ts
  // Named exports and globals: fetch, undici's request/fetch, http's request/get.
  const bound = bindings.exports.get(path);
  if (bound) {
    if (OTHER_EXPORTED.has(bound.library)) {
      const verdict = judgeOtherClient(context, bound.library, bound.member, '', args);
      const atCalls =
        bound.library === 'apollo' && linkJudgedAtCalls(node, context, bindings, checker.facts.visits);
      if (verdict && !atCalls) report(node, verdict, what, bound.library);
    } else if (bound.library === 'rxjs-ajax' && bound.member === 'ajax') {
      report(node, judgeRxjsAjax(context, node, args, ancestors), what, 'rxjs-ajax');
    } else if (bound.library === 'simple-get') {
      const verdict = judgeSimpleGet(context, bound.member, node, ancestors, receiverCalls);
      if (verdict) report(node, verdict, what, 'simple-get');
    } else if (bound.library === 'decap-unsent') {
      if (bound.member === 'fetchWithTimeout') report(node, judgeDecap(context, args), what, 'decap-unsent');
    } else if (bound.library === 'fetch' || (bound.library === 'undici' && bound.member === 'fetch')) {
      if (!isLocalUrl(args[0], ancestors, file.text, context.constants) && !carriesOwnSignal(args, ancestors))
        report(
          node,
          judgeFetch(context, args, bound.library === 'fetch' ? 'fetch' : 'undici'),
          what,
          bound.library,
        );
    } else if (bound.library === 'undici' && bound.member === 'request') {
      report(node, judgeUndiciOptions(context, args[1], 'request'), what, 'undici');
    } else if (bound.library === 'http' && (bound.member === 'request' || bound.member === 'get')) {
      report(node, judgeHttpCall(context, node, ancestors, receiverCalls), what, 'http');
    }
    return;
  }
  if (path === '$fetch' && !bindings.declared.has('$fetch')) {
    report(node, judgeOfetchCall(context, args), what, 'ofetch');
    return;
  }
  const isGlobalFetch =
    (path === 'fetch' && !bindings.declared.has('fetch')) ||
    ['globalThis.fetch', 'window.fetch', 'self.fetch'].includes(path) ||
    (method === 'fetch' && isObjectFetch(callee, bindings, context.constants, context.program));
  if (isGlobalFetch) {
    if (!isLocalUrl(args[0], ancestors, file.text, context.constants) && !carriesOwnSignal(args, ancestors))
      report(node, bySites(context, args, judgeFetch(context, args, 'global')), what, 'global');
    return;
  }
  if (
    isInjectedFetch(callee, bindings, context, args) ||
    isFetcherParameter(callee, args, context) ||
    castAsFetch(node.callee as AstNode)
  ) {
    if (!namedOnlyCallback(callee, args, context)) judgeInjectedFetch(checker, node, args, ancestors, what);
    return;
  }
  const chosen = path.includes('\u0000') ? (path.split('\u0000')[0] as HttpLibrary) : undefined;
  // The receiver was asked above and held no module: asked again with a method only node's `request`/`get` read
  // (member-modules.ts `receiverLibrary`), the answer is the same; most calls of a file end here, not sends.
  const askedBefore = heldNone && method !== 'request' && method !== 'get';
  const moduleLibrary =
    chosen ??
    bindings.modules.get(method === '' ? path : receiver) ??
    (askedBefore ? undefined : calleeModule(callee, bindings, context.constants, method));
  const instance = instances.get(method === '' ? path : receiver);
  const library: HttpLibrary | undefined = instance?.library ?? moduleLibrary;
  const made = judgeMadeClientCall(context, bindings, callee, args, library); // rest-clients.ts
  if (made) report(node, made.verdict, what, made.library);
  const apollo = library ? undefined : judgeApolloClientCall(context, bindings, callee); // apollo-clients.ts
  if (apollo) report(node, apollo, what, 'apollo');
  const stream = library ? undefined : judgeHttp2Stream(context, callee, node, ancestors, receiverCalls);
  if (stream) report(node, stream, what, 'http2');
  if (!library) return;
  if (method !== '' && !instance && library in CREATE_METHODS) {
    if (CREATE_METHODS[library as InstanceLibrary].includes(method)) return;
  }
  CALLS[library](checker, { node, args, ancestors, method, instance, what });
}

function judgeInjectedFetch(
  checker: Checker,
  node: AstNode,
  args: readonly AstNode[],
  ancestors: readonly AstNode[],
  what: string,
): void {
  const { context } = checker.facts;
  // More than (input, init): not fetch's signature but a wrapper's (`fetchFn(url, init, timeout)`).
  if (
    args.length === 0 ||
    args.length > 2 ||
    isLocalUrl(args[0], ancestors, checker.file.text, context.constants) ||
    carriesOwnSignal(args, ancestors)
  )
    return;
  const verdict = armedAround(
    checker.facts,
    node,
    ancestors,
    bySites(context, args, judgeFetch(context, args, 'fetch'), 'fetch'),
  );
  checker.report(
    node,
    verdict.kind === 'missing' ? missing(`an injected fetch, ${verdict.reason}`) : verdict,
    what,
    'fetch',
  );
}

/** `apollo.HttpLink` when the whole module is bound (`import * as apollo`). */
function moduleMember(
  bindings: LibraryBindings,
  path: string,
): { library: HttpLibrary; member: string } | undefined {
  const dot = path.lastIndexOf('.');
  const library = dot > 0 ? bindings.modules.get(path.slice(0, dot)) : undefined;
  return library ? { library, member: path.slice(dot + 1) } : undefined;
}

/** Step 3: an instance's explicit default is judged where it is set; an unused one without any is reported. */
export function sweepDefaults(checker: Checker): void {
  const { context, bindings, instances, unboundInstances, defaults, globalAxiosDefault } = checker.facts;
  const seen = new Set<Instance>(); // an instance stored under a second name (client-aliases.ts) is judged once
  for (const [key, instance] of [...instances, ...unboundInstances.map((i) => [undefined, i] as const)]) {
    if (seen.has(instance) || instance.imported) continue;
    seen.add(instance);
    const callee = unwrap(instance.create.callee as AstNode);
    const what = `${toPath(callee) ?? `.${String((callee.property as AstNode).name)}`}()`;
    const base = judgeConfig(context, instance.library, instance.config);
    if (base !== INHERIT) {
      // An instance a helper returns is judged where it is used (`helper(cfg).request(…)`), when it is.
      const used = returnedByHelper(instance.create, checker.facts.visits) ? helperRequests : undefined;
      for (const node of used?.(instance.create, checker.facts.visits) ?? sendsOf(instance, checker.facts))
        if (node !== instance.create || (!instance.inheritedBy && !judgedAtCalls(instance, node)))
          checker.report(node, base, what, instance.library);
    } else if (
      instance.calls === 0 &&
      (!returnedByHelper(instance.create, checker.facts.visits) ||
        exportedUncalledHelper(instance.create, checker.facts.visits, context.program)) &&
      // request's instances are mostly exported and called elsewhere (snoowrap, opsgenie-sdk): not judged here.
      instance.library !== 'request' &&
      instance.library !== 'ofetch' && // exported and called elsewhere as often (ofetch-instances.ts)
      !(key && defaults.has(key)) &&
      !handedToPackage(key, checker.facts) && // its sends are read where it is handed (handed-to-package.ts)
      !(instance.library === 'axios' && globalAxiosDefault)
    ) {
      const fallback = libraryDefault(instance.library, checker.limit);
      checker.report(instance.create, fallback, what, instance.library);
    }
  }
  for (const [key, assignment] of defaults) {
    const owner = bindings.modules.get(key) ?? instances.get(key)?.library;
    if (owner !== 'axios' || SAID_AT_CALLS.has(assignment)) continue; // judged at its calls (instance-calls.ts)
    const value = evaluateNumber(assignment.right as AstNode, context.constants);
    checker.report(
      assignment,
      judgeMs(value, `${key}.defaults.timeout`, checker.limit),
      `${key}.defaults.timeout`,
      'axios',
    );
  }
}

function isCallee(node: AstNode, ancestors: readonly AstNode[]): boolean {
  const parent = ancestors[ancestors.length - 1];
  return (parent?.type === 'CallExpression' && parent.callee === node) || parent?.type === 'MemberExpression';
}
