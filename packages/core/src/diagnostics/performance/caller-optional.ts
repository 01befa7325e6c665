// Where the caller's value is optional though no `?.` says so: the function's documentation marks it
// (`[options.signal]`), the file tests it as a condition, or it is aborted only through another signal.
import { type AstNode, walk } from '../ast';
import { type ObjectView, ScopedConstants, toPath, valueByDefault } from './evaluate';
import type { JudgeContext } from './judge-context';
import { signalLeftOutByCalls } from './left-out-signals';
import { loopCopied } from './loop-copies';
import { missing, type Verdict } from './verdict';

/** The reason given when a call's only bound is one the caller may pass (and none is passed by default). */
export const CALLER_ONLY = 'no timeout unless the caller passes one';

/** `options.signal` the file tests, or its function's documentation marks optional: the caller's, absent by default. */
export function optionalSignal(
  constants: JudgeContext['constants'],
  member: AstNode,
  key: string,
  destructured?: (constants: ScopedConstants, member: AstNode) => Verdict | undefined,
): Verdict | undefined {
  if (loopCopied(member))
    return missing(
      `its only signal is the caller's \`${toPath(member)}\`, which a loop over a list of names copies whether given or not (${CALLER_ONLY})`,
    );
  if (testedOptional(constants, member))
    return missing(
      `its only signal is the caller's, which the file treats as optional (it tests \`${toPath(member)}\`) (${CALLER_ONLY})`,
    );
  if (declaredOptional(constants, member.object as AstNode, key))
    return missing(
      `its only signal is the caller's, which its documentation marks optional (${CALLER_ONLY})`,
    );
  const program = constants instanceof ScopedConstants ? constants.program : undefined;
  const chained = program && destructured?.(constants as ScopedConstants, member); // chained-signals.ts
  if (chained) return chained;
  if (key === 'signal' && program && signalLeftOutByCalls(constants, program, member))
    return missing(
      `its only signal is \`${toPath(member)}\`, which no call of its function in the file passes (${CALLER_ONLY})`,
    );
  return undefined;
}

/** A controller aborted only through other signals: missing when `judge` finds each of them missing. */
export function wiredOnly(
  context: JudgeContext,
  owner: string,
  at: number,
  judge: (source: AstNode) => Verdict,
): Verdict | undefined {
  const sources = wiredSignals(context, owner, at);
  if (!sources?.every((source) => judge(source).kind === 'missing')) return undefined;
  return missing(
    `its controller has no timer and is aborted only when another signal aborts, the caller's optional one (${CALLER_ONLY})`,
  );
}

/** A `timeout` only the caller's tested options can carry (see optionalFromCaller): missing by default. */
export function callerOnlyTimeout(context: JudgeContext, options: ObjectView): Verdict | undefined {
  const from = optionalFromCaller(context, options, 'timeout');
  if (!from) return undefined;
  return missing(
    `its \`timeout\` can only come from \`${from}\`, the caller's options, which the file itself treats as optional (it tests \`${from}.timeout\`): ${CALLER_ONLY}`,
  );
}

/**
 * `options.signal` where `options` is a parameter whose function's documentation marks that key optional
 * (`@param {AbortSignal} [options.signal]`): the caller's value, absent unless the caller passes one. Only the
 * comment right before the function counts (nothing but its name and modifiers between them).
 */
function declaredOptional(constants: JudgeContext['constants'], object: AstNode, key: string): boolean {
  if (object.type !== 'Identifier' || !(constants instanceof ScopedConstants) || !constants.text)
    return false;
  const name = String(object.name);
  const param = constants.parameterAt(name, object.start);
  if (!param) return false;
  const before = constants.text.slice(Math.max(0, param.fn.start - 4000), param.fn.start);
  const close = before.lastIndexOf('*/');
  if (close < 0 || !/^[\s\w$:=*]*$/.test(before.slice(close + 2)) || before.length - close > 200)
    return false;
  const open = before.lastIndexOf('/**', close);
  if (open < 0) return false;
  const doc = before.slice(open, close);
  const escaped = `${name}.${key}`.replace(/\$/g, '\\$');
  return new RegExp(`@param\\s+(\\{[^}]*\\}\\s*)?\\[${escaped}(\\]|\\s*=)`).test(doc);
}

/** A caller's value with no default (`options.abortSignal` of a parameter) that the file tests as a condition. */
function testedOptional(constants: JudgeContext['constants'], member: AstNode): boolean {
  if (!(constants instanceof ScopedConstants)) return false;
  const path = toPath(member);
  if (path === undefined || !(constants.tested.has(path) || readOptionally(constants, path, member)))
    return false;
  if (valueByDefault(member, constants) === 'absent') return true;
  // `options.abortSignal` of `function f({ options })`: a name destructured from a parameter, not reassigned. A
  // write to another function's `options` (`options.token = …` in @vercel/blob's createPutOptions) is not this one.
  const root = path.split('.')[0] ?? '';
  if (member.type !== 'MemberExpression' || path.split('.').length !== 2) return false;
  if (constants.mutatedKeys(root, member.start) || constants.lookup(root, member.start) !== undefined)
    return false;
  let best: { start: number; end: number; destructured?: boolean } | undefined;
  for (const binding of constants.bindings.get(root) ?? []) {
    if (member.start < binding.start || member.start > binding.end) continue;
    if (!best || binding.end - binding.start < best.end - best.start) best = binding;
  }
  return best?.destructured === true;
}

/**
 * `userRequest.abortSignal?.addEventListener(…)` in the function whose parameter `userRequest` is: the file reads the
 * signal as one that may be absent (@indexsupply/indexsupply.js 2.0.3 dist/index.js:316), as tsc's and esbuild's
 * lowered form of the same `?.` (`(_a = options.abortSignal) == null ? void 0 : …`) is a tested path. Not in a
 * function that calls a client handed to it as another parameter (`fetchWithRetry(fetchImpl, url, request)`,
 * @supabase/postgrest-js 2.119.1 src/fetchWithRetry.ts:94): a helper given both the client and the request passes the
 * caller's bound through.
 */
function readOptionally(constants: ScopedConstants, path: string, member: AstNode): boolean {
  const root = path.split('.')[0] ?? '';
  const param = constants.text ? constants.parameterAt(root, member.start) : undefined;
  if (!param || !path.includes('.')) return false;
  const body = (constants.text ?? '').slice(param.fn.start, param.fn.end);
  const escaped = path.replace(/[.$]/g, '\\$&');
  if (!new RegExp(`(?<![\\w$.])${escaped}\\?\\.`).test(body)) return false;
  return !(param.fn.params as AstNode[]).some((other) => {
    const id = other.type === 'AssignmentPattern' ? (other.left as AstNode) : other;
    if (id.type !== 'Identifier') return false;
    const name = String(id.name).replace(/\$/g, '\\$');
    return new RegExp(`(?<![\\w$.])${name}\\s*(\\?\\.)?\\(`).test(body);
  });
}

/**
 * `controller.signal` of `const controller = new AbortController()` whose every other use is `abort()` in a
 * listener of another signal (`signal.addEventListener('abort', () => controller.abort())`): it is bounded
 * by those signals only. Those signals; `undefined` when the controller is used any other way (passed on,
 * returned, aborted elsewhere) or not made here.
 */
function wiredSignals(context: JudgeContext, owner: string, at: number): AstNode[] | undefined {
  const { constants, program } = context;
  if (!program || owner.includes('.') || !(constants instanceof ScopedConstants)) return undefined;
  const made = constants.lookup(owner, at);
  const binding = constants.bindings.get(owner)?.find((b) => b.init === made);
  if (!made || !binding || made.type !== 'NewExpression') return undefined;
  if (toPath(made.callee as AstNode) !== 'AbortController') return undefined;
  const sources: AstNode[] = [];
  let known = true;
  walk(program, (node, ancestors) => {
    if (!known || node.end < binding.start || node.start > binding.end) return false;
    if (node.type !== 'Identifier' || node.name !== owner) return undefined;
    const parent = ancestors[ancestors.length - 1];
    if (parent?.type === 'VariableDeclarator' && parent.id === node) return undefined;
    if (parent?.type === 'MemberExpression' && parent.object === node && !parent.computed) {
      const key = (parent.property as AstNode).name;
      if (key === 'signal') return undefined;
      const call = ancestors[ancestors.length - 2];
      const source =
        key === 'abort' && call?.type === 'CallExpression' ? listenedSignal(ancestors) : undefined;
      if (source) {
        sources.push(source);
        return undefined;
      }
    }
    known = false;
    return false;
  });
  return known && sources.length > 0 ? sources : undefined;
}

/** The signal whose `addEventListener('abort', …)` callback holds the innermost function of `ancestors`. */
function listenedSignal(ancestors: readonly AstNode[]): AstNode | undefined {
  for (let i = ancestors.length - 1; i > 0; i--) {
    const fn = ancestors[i] as AstNode;
    if (fn.type !== 'ArrowFunctionExpression' && fn.type !== 'FunctionExpression') continue;
    const call = ancestors[i - 1] as AstNode;
    const callee = call.type === 'CallExpression' ? (call.callee as AstNode) : undefined;
    const [event, listener] = (call.arguments as AstNode[] | undefined) ?? [];
    if (
      callee?.type !== 'MemberExpression' ||
      (callee.property as AstNode).name !== 'addEventListener' ||
      event?.type !== 'Literal' ||
      event.value !== 'abort' ||
      listener !== fn
    )
      return undefined;
    return callee.object as AstNode;
  }
  return undefined;
}

/**
 * Options whose `key` is unknown only because they spread the caller's options (`{ ...this.requestData.options,
 * host }`), when the file tests that key as a condition (`if (this.requestData.options.timeout)`) and it has no
 * default (a parameter's member, nothing in the file sets it): the caller's optional value, absent by default.
 * The spread's path when so; `undefined` otherwise (a spread of anything else, a key not tested).
 */
function optionalFromCaller(context: JudgeContext, options: ObjectView, key: string): string | undefined {
  const { constants } = context;
  if (options.openBy?.length !== 1 || !(constants instanceof ScopedConstants)) return undefined;
  const spread = options.openBy?.[0] as AstNode;
  const path = toPath(spread);
  if (!path || !constants.tested.has(`${path}.${key}`)) return undefined;
  const member: AstNode = {
    type: 'MemberExpression',
    start: spread.start,
    end: spread.end,
    computed: false,
    object: spread,
    property: { type: 'Identifier', name: key, start: spread.end, end: spread.end },
  };
  return valueByDefault(member, constants) === 'absent' ? path : undefined;
}

/** The reason a signal read off a plain parameter is not judged (signalFromCaller). */
export const FROM_CALLER = 'the signal comes from the caller';

/** A signal read off a plain parameter (`opts.signal`, `signal`): set, but its bound is the caller's. */
export function signalFromCaller(
  context: JudgeContext,
  owner: string | undefined,
  at: AstNode,
): Verdict | undefined {
  const root = owner?.split('.')[0];
  if (!root || !(context.constants instanceof ScopedConstants)) return undefined;
  if (!context.constants.parameterAt(root, at.start)) return undefined;
  return { kind: 'unknown', reason: FROM_CALLER };
}

/**
 * Options open only because they spread what a caller hands in (`Object.assign({ timeout: TIMEOUT }, defaults)`
 * with `defaults` a constructor's parameter): a key they lack is the caller's optional value, absent by default.
 */
export function openOnlyByCaller(context: JudgeContext, options: ObjectView): boolean {
  const { constants } = context;
  const spreads = options.openBy;
  if (!spreads || spreads.length === 0 || !(constants instanceof ScopedConstants)) return false;
  return spreads.every((spread) => {
    const root = toPath(spread)?.split('.')[0];
    return root !== undefined && root !== 'this' && constants.parameterAt(root, spread.start) !== undefined;
  });
}
