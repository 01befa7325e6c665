// A request's idle timer armed only when the caller gives its delay: `if (timeoutMs) { request.setTimeout(
// timeoutMs, () => request.destroy(…)) }` in `nativeGet(url, headers, timeoutMs)`, whose calls in the file pass
// 2 s once and nothing twice (@upstash/qstash 2.12.0 chunk-F7X2AQ7W.mjs lines 545-566, 575, 665, 737).
import type { AstNode } from '../ast';
import { CALLER_ONLY } from './caller-optional';
import { evaluateNumber, ScopedConstants, toPath, unwrap, valueByDefault } from './evaluate';
import type { JudgeContext } from './judge-context';
import { enclosingFunction } from './node-paths';
import { judgeMs, missing, type Verdict } from './verdict';

/**
 * `setter` is `x.setTimeout(ms, …)` with `ms` a parameter of the function it sits in, under `if (ms)` there
 * and every call of that function known in the file: missing when one of them passes no `ms` (the timer is
 * then never armed), else judged by the largest `ms` they pass. `undefined` when any of that is not so.
 */
export function judgeGuardedSetter(
  context: JudgeContext,
  setter: AstNode,
  what: string,
): Verdict | undefined {
  const { constants } = context;
  const argument = (setter.arguments as AstNode[])[0];
  const ms = argument ? unwrap(argument) : undefined;
  if (ms?.type !== 'Identifier' || !(constants instanceof ScopedConstants)) return undefined;
  const name = String(ms.name);
  const param = constants.parameterAt(name, ms.start);
  const sites = param ? constants.callSites.get(param.fn) : undefined;
  // The `if` may sit in a callback inside the function (`new Promise((resolve, reject) => { … })`).
  const within = (node: AstNode) => !!param && param.fn.start <= node.start && node.end <= param.fn.end;
  const guarded = constants.flags.get(name)?.some(({ statement }) => {
    const body = statement.consequent as AstNode;
    return within(statement) && body.start <= setter.start && setter.end <= body.end;
  });
  if (!param || !sites || sites.length === 0 || !guarded) return undefined;
  const values: number[] = [];
  for (const args of sites) {
    const given = args[param.index];
    if (given?.type === 'SpreadElement') return undefined;
    if (!given || valueByDefault(given, constants) === 'absent')
      return missing(`${what} is armed only \`if (${name})\`, and a call in the file passes no \`${name}\``);
    const value = evaluateNumber(given, constants);
    if (value === undefined) return undefined;
    values.push(value);
  }
  return judgeMs(Math.max(...values), what, context.limit);
}

/**
 * `x.setTimeout(ms, …)` armed only when an option of the instance with no default is set: under `if (ms)`, or
 * after an early `if (!ms) return` of the function it sits in, where `ms` is a path on `this`
 * (`this.options.timeout`) whose value by default is absent (the constructor's caller's option, nothing in the
 * file sets it): missing, the timer is never armed by default. heroku-client 3.1.4 lib/request.js lines 221-230: `setRequestTimeout (req) { if
 * (!this.options.timeout) return; req.setTimeout(this.options.timeout, () => { … req.abort() … }) }`, with
 * `this.options = options || {}` from the constructor. `undefined` when any of that is not so.
 */
export function judgeOptionGuardedSetter(
  context: JudgeContext,
  setter: AstNode,
  what: string,
): Verdict | undefined {
  const { constants, program } = context;
  const argument = (setter.arguments as AstNode[])[0];
  if (!argument || !(constants instanceof ScopedConstants) || !program) return undefined;
  // The option itself, or a local name it is read into first (`const timeout = this.options.timeout`).
  const path = toPath(unwrap(argument));
  const stored = path && !path.includes('.') ? localAlias(constants, unwrap(argument)) : path;
  // An option of the instance (`this.options.timeout`, from its constructor's caller); a parameter's key is left
  // to `judgeGuardedSetter` (adyen's `requestOptions.timeout` is filled by its callers in other modules).
  if (!path || !stored?.startsWith('this.')) return undefined;
  if (valueByDefault(argument, constants) !== 'absent') return undefined;
  const fn = enclosingFunction(program, setter);
  const body = fn?.body as AstNode | undefined;
  if (!fn || body?.type !== 'BlockStatement') return undefined;
  const inside = (node: AstNode) => node.start <= setter.start && setter.end <= node.end;
  const under = constants.flags
    .get(path)
    ?.some(({ statement }) => inside(statement.consequent as AstNode) && fn.start <= statement.start);
  const returned = (body.body as AstNode[]).some(
    (statement) => statement.end <= setter.start && returnsUnless(statement, path),
  );
  if (!under && !returned) return undefined;
  return missing(
    `${what} is armed only when \`${stored}\` is set, an option with no default (${CALLER_ONLY})`,
  );
}

/**
 * The `this.` path a local `const` of the function holds, read once (`const timeout = this.options.timeout`):
 * `undefined` for any other binding (a parameter, a `let` assigned again, a computed value).
 */
function localAlias(constants: ScopedConstants, name: AstNode): string | undefined {
  const init = constants.lookup(String(name.name), name.start);
  const binding = constants.bindingAt(String(name.name), name.start);
  if (!init || binding?.init !== init || binding.param !== undefined) return undefined;
  const path = toPath(unwrap(init));
  return path?.startsWith('this.') ? path : undefined;
}

/** `if (!path) return` (or `{ return }`), with no `else`. */
function returnsUnless(statement: AstNode, path: string): boolean {
  if (statement.type !== 'IfStatement' || statement.alternate) return false;
  const test = unwrap(statement.test as AstNode);
  if (test.type !== 'UnaryExpression' || test.operator !== '!') return false;
  if (toPath(unwrap(test.argument as AstNode)) !== path) return false;
  const consequent = statement.consequent as AstNode;
  const only = consequent.type === 'BlockStatement' ? (consequent.body as AstNode[]) : [consequent];
  return only.length === 1 && only[0]?.type === 'ReturnStatement';
}
