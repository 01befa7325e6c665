// How a call on an axios / got / ky / request client (or one of its instances) is judged once its own config is
// read: a config setting no bound inherits the instance's, then the library's default (client-instances.ts).
import type { AstNode } from '../ast';
import type { Checker } from './checker';
import { type InstanceLibrary, judgeConfig, libraryDefault } from './client-instances';
import { inheritedFromCallers } from './config-sites';
import { skippedByDefault } from './defaults-guards';
import { evaluateNumber } from './evaluate';
import type { Instance } from './file-facts';
import { type ConfigVerdict, INHERIT } from './judges';
import { callersOptionsLeaveOut } from './users-options';
import { judgeMs } from './verdict';

/** `x.defaults.timeout = <number>` assignments judged at the calls that inherit them, not again where they are set. */
export const SAID_AT_CALLS = new WeakSet<AstNode>();

/** A call that relies on its client's defaults: reported unless a default was set (and judged) elsewhere. */
function inherit(
  checker: Checker,
  call: AstNode,
  library: InstanceLibrary,
  instance: Instance | undefined,
  what: string,
): void {
  const { context, instances, defaults, globalAxiosDefault } = checker.facts;
  if (instance) {
    instance.calls++;
    const base = judgeConfig(context, library, instance.config);
    if (base !== INHERIT) {
      // The instance's own default bounds this call: said here, where the request is sent (not at create).
      instance.inheritedBy = (instance.inheritedBy ?? 0) + 1;
      checker.report(call, base, what, library);
      return;
    }
    // Under any name it is stored (`this.axiosInstance` for an imported `axiosInstance`), unless that default is
    // set only when the caller gives one (defaults-guards.ts).
    const set = [...instances].flatMap(([key, value]) =>
      value === instance && defaults.has(key) ? [defaults.get(key) as AstNode] : [],
    );
    const unconditional = set.filter((assignment) => !skippedByDefault(context, assignment));
    // `this._client.defaults.timeout = 150000` right after the create (@craftgate/craftgate 1.0.65
    // src/lib/HttpClient.ts:40-41): a number the instance holds, said here where the request is sent.
    const ms =
      unconditional.length === 1
        ? evaluateNumber(unconditional[0]?.right as AstNode, context.constants)
        : undefined;
    if (ms !== undefined) {
      SAID_AT_CALLS.add(unconditional[0] as AstNode);
      checker.report(call, judgeMs(ms, "its instance's `defaults.timeout`", checker.limit), what, library);
      return;
    }
    if (unconditional.length > 0) return;
  }
  if (library === 'axios' && globalAxiosDefault) return;
  checker.report(call, libraryDefault(library, checker.limit), what, library);
}

export function checkConfigured(
  checker: Checker,
  call: AstNode,
  library: InstanceLibrary,
  instance: Instance | undefined,
  config: AstNode | undefined,
  what: string,
): void {
  const judge = (given: AstNode | undefined) => judgeConfig(checker.facts.context, library, given);
  let verdict = judge(config);
  // `this.instance.request(cfg)` with `cfg = { ...config }` from a private method's callers: decided by theirs.
  // Each caller's own `{ url, method, ...config }` may leave the bound to its user's optional config (craftgate's
  // get / put / post / delete handing `_executeRequest` one, src/lib/HttpClient.ts:46-79): read as users-options.ts.
  const byCaller = (given: AstNode) => {
    const own = judge(given);
    const left =
      own !== INHERIT && own.kind === 'unknown' && callersOptionsLeaveOut(checker.facts.context, given);
    return left ? INHERIT : own;
  };
  if (verdict !== INHERIT && verdict.kind === 'unknown' && library === 'axios' && config)
    verdict = inheritedFromCallers(checker.facts, config, byCaller, INHERIT as ConfigVerdict) ?? verdict;
  // `{ method, url, …, ...options }`: unknown only by the caller's optional options (handed-instances.ts).
  if (verdict !== INHERIT && verdict.kind === 'unknown' && instance && config)
    verdict = callersOptionsLeaveOut(checker.facts.context, config) ? INHERIT : verdict;
  if (verdict === INHERIT) inherit(checker, call, library, instance, what);
  else {
    if (instance) instance.calls++;
    // Bounded (or left unbounded) by its own config: judged here, so not at the instance's create.
    if (instance && verdict.kind !== 'unknown') instance.selfJudged = (instance.selfJudged ?? 0) + 1;
    checker.report(call, verdict, what, library);
  }
}
