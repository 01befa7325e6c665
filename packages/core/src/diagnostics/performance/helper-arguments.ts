// A helper of the file that merges what it is given into defaults of its own and hands the result back:
// `buildOptions(options) { return Object.assign({ headers: this.defaultHeader, … }, options); }`, called as
// `axios(this.buildOptions({ method: 'get', url, params, timeout: timeout * 1000 }))` by each method
// (convertapi 1.15.0 src/client.js lines 20-29 and 100-108). The helper's parameter is each call's argument:
// its keys are read at that call, not left unknown because the helper has several callers. So is a helper that
// returns one of its parameters as it was given (a validator that throws or hands the value back).
import type { AstNode } from '../ast';
import { unwrap } from './node-paths';

/** What this module reads of the file's constants (ScopedConstants has it). */
interface Parameters {
  parameterAt(
    name: string,
    offset: number,
    withDefault?: boolean,
  ): { fn: AstNode; index: number } | undefined;
}

const MERGE_CALLS = /^(Object\.assign|__assign|_extends|_objectSpread2?)$/;

/** The argument `node` stands for when it is a parameter of `fn` still holding what the call passed. */
function argumentFor(
  node: AstNode,
  fn: AstNode,
  args: readonly AstNode[],
  parameters: Parameters,
): AstNode | undefined {
  const current = unwrap(node);
  if (current.type !== 'Identifier') return undefined;
  const param = parameters.parameterAt(String(current.name), current.start, true);
  const given = param?.fn === fn ? args[param.index] : undefined;
  return given && given.type !== 'SpreadElement' ? given : undefined;
}

/**
 * `value` (what `fn` returns) with each of its merged parts that is a parameter of `fn` replaced by the call's
 * argument: the spreads of an object literal, the arguments of `Object.assign` (tsc's `__assign`, Babel's
 * `_extends`). `undefined` when nothing is replaced.
 * @example withArguments(`Object.assign({ headers }, options)`, buildOptions, [`{ timeout: 0 }`], constants)
 */
export function withArguments(
  value: AstNode,
  fn: AstNode,
  args: readonly AstNode[],
  parameters: Parameters,
): AstNode | undefined {
  let replaced = false;
  const swap = (part: AstNode): AstNode => {
    const given = argumentFor(part, fn, args, parameters);
    if (given) replaced = true;
    return given ?? part;
  };
  const current = unwrap(value);
  // A checker handing its argument back (`validatePositiveInteger('timeout', timeout)` returning `n`, Stainless's
  // older core.ts: llama-stack-client 0.7.3 src/core.ts:226 and :1044): the call is that argument.
  const whole = argumentFor(current, fn, args, parameters);
  if (whole) return whole;
  if (current.type === 'ObjectExpression') {
    const properties = (current.properties as AstNode[]).map((property) =>
      property.type === 'SpreadElement'
        ? { ...property, argument: swap(property.argument as AstNode) }
        : property,
    );
    return replaced ? { ...current, properties } : undefined;
  }
  if (current.type !== 'CallExpression') return undefined;
  const callee = unwrap(current.callee as AstNode);
  const name =
    callee.type === 'MemberExpression' && !callee.computed
      ? `${String((callee.object as AstNode).name)}.${String((callee.property as AstNode).name)}`
      : String(callee.name);
  if (!MERGE_CALLS.test(name)) return undefined;
  const merged = (current.arguments as AstNode[]).map((argument) =>
    argument.type === 'SpreadElement' ? argument : swap(argument),
  );
  return replaced ? { ...current, arguments: merged } : undefined;
}
