// A signal that is its function's last parameter, after one with a default: `async webSearch(query, options = {},
// signal)` (brave-search 0.9.0 dist/braveSearch.js:64, tsc's output of `signal?: AbortSignal` after
// `options: SearchOptions = {}`). A parameter that follows a defaulted one is one the caller may leave out (the
// default is there for callers who pass fewer arguments), so with no call in the file to show otherwise the
// signal is the caller's optional one, absent by default.
import type { AstNode } from '../ast';
import type { Parameter } from './assignments';
import { CALLER_ONLY } from './caller-optional';
import { missing, type Verdict } from './verdict';

/** Missing when `param` is the last parameter of its function and an earlier one has a default. */
export function trailingOptional(param: Parameter): Verdict | undefined {
  const params = (param.fn.params as AstNode[] | undefined) ?? [];
  if (param.index !== params.length - 1 || params[param.index]?.type !== 'Identifier') return undefined;
  if (!params.slice(0, param.index).some((p) => p.type === 'AssignmentPattern')) return undefined;
  return missing(
    `its only signal is the caller's last parameter, after one with a default, which a caller may leave out (${CALLER_ONLY})`,
  );
}
