// A signal that is its function's last parameter, after one with a default: `async webSearch(query, options = {},
// signal)` (brave-search 0.9.0 dist/braveSearch.js:64, tsc's output of `signal?: AbortSignal` after
// `options: SearchOptions = {}`). A parameter that follows a defaulted one is one the caller may leave out (the
// default is there for callers who pass fewer arguments), so with no call in the file to show otherwise the
// signal is the caller's optional one, absent by default.
//
// A class's other methods can show the same: `async localPoiSearch(ids, signal)` has no defaulted parameter, but
// `webSearch(query, options = {}, signal)` and `newsSearch(query, options = {}, signal)` of the same class take
// their `signal` that way (brave-search 0.9.0 dist/braveSearch.js:64, :104, :152): the class's signal is the
// caller's optional one in each of its methods, so one last parameter of that name, in a method the file never
// calls, is read the same.
import { type AstNode, walk } from '../ast';
import type { Parameter } from './assignments';
import { CALLER_ONLY } from './caller-optional';
import { missing, type Verdict } from './verdict';

/**
 * Missing when `param` is the last parameter of its function and an earlier one has a default, or it is a class
 * method's and another method of the class has its last parameter of the same name after a defaulted one.
 */
export function trailingOptional(param: Parameter, program?: AstNode): Verdict | undefined {
  const params = (param.fn.params as AstNode[] | undefined) ?? [];
  const own = params[param.index];
  if (param.index !== params.length - 1 || own?.type !== 'Identifier') return undefined;
  if (!afterDefault(params) && !(program && optionalInClass(program, param.fn, String(own.name))))
    return undefined;
  return missing(
    `its only signal is the caller's last parameter, after one with a default, which a caller may leave out (${CALLER_ONLY})`,
  );
}

/** The last parameter follows one with a default. */
function afterDefault(params: readonly AstNode[]): boolean {
  return params.slice(0, -1).some((p) => p.type === 'AssignmentPattern');
}

/** Another method of `fn`'s class has `name` as its last parameter, after one with a default. */
function optionalInClass(program: AstNode, fn: AstNode, name: string): boolean {
  let found = false;
  walk(program, (node) => {
    if (found || node.end < fn.start || node.start > fn.end) return false;
    if (node.type !== 'ClassBody') return undefined;
    const methods = (node.body as AstNode[]).filter((member) => member.type === 'MethodDefinition');
    if (!methods.some((method) => method.value === fn)) return undefined;
    found = methods.some((method) => {
      const params = ((method.value as AstNode).params as AstNode[] | undefined) ?? [];
      const last = params.at(-1);
      return method.value !== fn && last?.type === 'Identifier' && last.name === name && afterDefault(params);
    });
    return false;
  });
  return found;
}
