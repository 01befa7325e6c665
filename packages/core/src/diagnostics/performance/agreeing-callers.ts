// A parameter of a function every call of which is known (not exported, not handed over, not recursive) and
// whose callers all pass the same number: that number is what the parameter holds, as the value an only caller
// passes is (assignments.ts, feedParameters). @friendlycaptcha/server-sdk's client.js: `makeRequest(endpoint,
// requestBody, result, timeout)` aborts its fetch after `timeout`, and both methods that call it pass `timeout =
// opts?.timeout || DEFAULT_TIMEOUT` (20 s): the send inside is judged with 20 s, and its callers hand on a value
// rather than choose a bound of their own. Callers that pass different numbers, or one the file cannot read,
// leave the parameter unknown and are judged at each call, as before.
import type { AstNode } from '../ast';
import type { ScopedConstants } from './constants';
import { parameterName } from './destructured-params';
import { evaluateNumber } from './evaluate';
import { TIMEOUT_PARAM } from './modules';

/** Binds each such parameter to its first caller's argument and marks the calls as feeding it. */
export function feedAgreeingCallers(constants: ScopedConstants): void {
  for (const [fn, sites] of constants.callSites) {
    const calls = constants.siteCalls.get(fn);
    if (!calls || sites.length < 2 || calls.length !== sites.length) continue;
    let fed = false;
    for (const [index, param] of (fn.params as AstNode[]).entries()) {
      // Only a parameter named for a bound: what the callers agree on elsewhere is not this rule's to read.
      if (param.type !== 'Identifier' || !TIMEOUT_PARAM.test(String(param.name))) continue;
      const name = parameterName(param);
      const binding = name
        ? constants.bindings.get(name)?.find((b) => b.start === fn.start && b.end === fn.end)
        : undefined;
      if (!binding?.param || binding.init || binding.param.assignedAt !== undefined) continue;
      const given = agreed(sites, index, constants);
      if (!given) continue;
      binding.init = given;
      fed = true;
    }
    if (fed) for (const call of calls) constants.feeding.add(call);
  }
}

/** The first caller's argument at `index` when every caller passes one and all evaluate to the same number. */
function agreed(sites: readonly AstNode[][], index: number, constants: ScopedConstants): AstNode | undefined {
  let value: number | undefined;
  for (const args of sites) {
    const arg = args[index];
    if (!arg || arg.type === 'SpreadElement') return undefined;
    const number = evaluateNumber(arg, constants);
    if (number === undefined || (value !== undefined && number !== value)) return undefined;
    value = number;
  }
  return sites[0]?.[index];
}
