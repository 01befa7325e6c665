// A signal its own function treats as possibly absent: `signal?.throwIfAborted()` before
// `request(url, { method: 'PUT', headers, signal })` (@whop/api 0.0.51 dist/index.node.mjs:28-39, uploadPartImpl's
// `signal` destructured from its only parameter, handed in by the SDK from the user's optional `{ signal } = {}`).
// Optional chaining on the name, or a test of the name alone (`if (signal)`), is the function's own word that a
// caller may leave it out, as caller-optional.ts reads a tested `options.signal`; when the file does not make every
// call of the function (it is exported or handed on), the signal is the caller's optional one, absent by default.
import type { AstNode } from '../ast';
import type { Parameter } from './assignments';
import { CALLER_ONLY } from './caller-optional';
import { DESTRUCTURED } from './destructured-params';
import type { ScopedConstants } from './evaluate';
import { trailingOptional } from './trailing-signal';
import { missing, type Verdict } from './verdict';

/**
 * Missing when the parameter `signal` names is one its function marks optional: a trailing one after a default
 * (trailing-signal.ts), or one it reads as `signal?.` or tests as `if (signal)` / `if (!signal)`.
 */
export function optionalParameterSignal(
  param: Parameter,
  signal: AstNode,
  constants: ScopedConstants,
): Verdict | undefined {
  return trailingOptional(param, constants.program) ?? chainedOptional(param, String(signal.name), constants);
}

/**
 * `(options).signal`, the `signal` of a destructured parameter (`function f({ url, signal })`, bound by
 * destructured-params.ts at the pattern's property), when the file does not make every call of the function (its
 * known calls are judged by what they pass) and the function reads the name as optional.
 */
export function optionalDestructuredSignal(constants: ScopedConstants, member: AstNode): Verdict | undefined {
  const object = member.object as AstNode;
  if (object.type !== 'Identifier' || !constants.text) return undefined;
  if (object.name !== DESTRUCTURED) return bodyDestructured(constants, member, object);
  const param = constants.parameterAt(DESTRUCTURED, member.start);
  if (!param || (constants.callSites.get(param.fn)?.length ?? 0) > 0) return undefined;
  // The property as written (`signal`, `signal: s`): the name the function reads is its last identifier.
  const local = /([\w$]+)\s*$/.exec(constants.text.slice(member.start, member.end))?.[1];
  return local ? chainedOptional(param, local, constants) : undefined;
}

function chainedOptional(param: Parameter, name: string, constants: ScopedConstants): Verdict | undefined {
  const text = constants.text;
  if (!text) return undefined;
  const body = text.slice(param.fn.start, param.fn.end);
  const escaped = name.replace(/\$/g, '\\$');
  const chained = new RegExp(`(?<![\\w$.])${escaped}\\?\\.`);
  const tested = new RegExp(`\\bif\\s*\\(\\s*!?\\s*${escaped}\\s*\\)`);
  if (!chained.test(body) && !tested.test(body)) return undefined;
  return missing(
    `its only signal is the caller's \`${name}\`, which its function treats as optional (it reads \`${name}?.\` or tests it) (${CALLER_ONLY})`,
  );
}

/**
 * `const { path, method, body, headers, signal } = options` in the body of the function taking `options`, read as
 * `options.signal` (constants.ts binds it at the destructured value): the caller's optional signal when the file does
 * not make every call of the function and the function reads `signal?.` or tests it (@datastax/langflow-client
 * 0.4.1 src/index.ts:155-165, `signal?.throwIfAborted()` before `this.fetch(url, { method, body, headers, signal })`).
 */
function bodyDestructured(constants: ScopedConstants, member: AstNode, object: AstNode): Verdict | undefined {
  const text = constants.text ?? '';
  if ((member.property as AstNode).name !== 'signal' || member.start !== object.start) return undefined;
  if (!/\}\s*=\s*$/.test(text.slice(Math.max(0, member.start - 20), member.start))) return undefined;
  const param = constants.parameterAt(String(object.name), object.start);
  if (!param || (constants.callSites.get(param.fn)?.length ?? 0) > 0) return undefined;
  return chainedOptional(param, 'signal', constants);
}
