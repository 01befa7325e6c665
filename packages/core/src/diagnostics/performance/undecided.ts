// Why a call was left undecided, read off the call itself once a judge answered `unknown` without a reason:
// the judges stay as they are, and this costs nothing for the calls they decide.
import type { AstNode } from '../ast';
import type { SourceFile, UndecidedCall } from '../types';
import type { FileFacts } from './file-facts';
import { toPath, unwrap } from './node-paths';
import {
  assignedDefaultReason,
  excerpt,
  firstOptionsReason,
  NOTHING_SHOWN,
  namedOptionsReason,
} from './undecided-fallbacks';
import type { Verdict } from './verdict';

const TIMEOUT_KEY = /^(timeout|timeoutMs|timeout_ms|requestTimeout|request_timeout|response_timeout)$/i;
const GLOBALS = new Set(['globalThis', 'window', 'self']);
const CLIENT_KEY = /^(dispatcher|agent|httpAgent|httpsAgent)$/;
const NOT_OPTIONS = new Set([
  'Literal',
  'ObjectExpression',
  'TemplateLiteral',
  'FunctionExpression',
  'ArrowFunctionExpression',
]);

function keyOf(property: AstNode): string | undefined {
  const key = property.key as AstNode | undefined;
  if (!key || property.computed) return undefined;
  return key.type === 'Identifier'
    ? String(key.name)
    : key.type === 'Literal'
      ? String(key.value)
      : undefined;
}

/**
 * "the signal comes from the caller (`opts.signal`)" when its root name has no value in the file (a
 * parameter), else where else a non-literal signal comes from.
 */
function signalReason(value: AstNode, facts: FileFacts, text: string): string {
  const current = unwrap(value);
  const path = toPath(current);
  const shown = `\`${excerpt(value, text)}\``;
  if (path?.startsWith('this.')) return `the signal is kept on the instance (${shown})`;
  const root = path?.split('.')[0];
  if (root && !facts.context.constants.lookup(root, current.start))
    return `the signal comes from the caller (${shown})`;
  return `the signal is made at run time (${shown})`;
}

/** What in an options object leaves the call undecided: a signal, a timeout or a client not known here. */
function optionsReason(options: AstNode, facts: FileFacts, text: string): string | undefined {
  let spread: AstNode | undefined;
  for (const property of (options.properties as AstNode[] | undefined) ?? []) {
    if (property.type === 'SpreadElement') {
      spread ??= property;
      continue;
    }
    const key = keyOf(property);
    const value = property.value as AstNode | undefined;
    if (!key || !value || unwrap(value).type === 'Literal') continue;
    if (key === 'signal') return signalReason(value, facts, text);
    if (TIMEOUT_KEY.test(key)) return `the timeout is computed at run time (\`${excerpt(value, text)}\`)`;
    if (CLIENT_KEY.test(key)) return `the ${key} is handed in (\`${excerpt(value, text)}\`)`;
  }
  return spread ? `its options are spread from \`${excerpt(spread, text)}\`` : undefined;
}

/**
 * A short reason a call could not be judged, when one shows on the call: the signal or timeout comes from
 * elsewhere, the options or the client are handed in, or a start-up file of the package decides the bound;
 * else where the options it is handed by name come from (undecided-fallbacks.ts).
 * @example undecidedReason(fetchCall, facts, text) // "the signal comes from the caller (`opts.signal`)"
 */
export function undecidedReason(node: AstNode, facts: FileFacts, text: string): string | undefined {
  if (facts.context.globalAgent === 'unknown')
    return 'the timeout is set in another file (a global dispatcher)';
  const assigned = assignedDefaultReason(node, text);
  if (assigned) return assigned;
  const args = ((node.arguments as AstNode[] | undefined) ?? []).map(unwrap);
  for (const arg of [...args].reverse()) {
    if (arg.type !== 'ObjectExpression') continue;
    const reason = optionsReason(arg, facts, text);
    if (reason) return reason;
  }
  const callee = node.callee ? unwrap(node.callee as AstNode) : undefined;
  if (callee?.type === 'MemberExpression') {
    const receiver = toPath(callee.object as AstNode);
    const known = (name: string) =>
      GLOBALS.has(name) ||
      facts.bindings.modules.has(name) ||
      facts.instances.has(name) ||
      // node-fetch and its kin are bound as the fetch they export (`(0, node_fetch_1.default)(url, options)`).
      facts.bindings.exports.has(name);
    if (receiver && !known(receiver)) return `the client is handed in (\`${receiver}\`)`;
  }
  // A callback (`request(options, function (err, res) {…})`) carries no options; they come last of the rest
  // (`Wreck.request(method, uri, options)`, `axios.post(url, data, config)`).
  const options = args
    .slice(1)
    .reverse()
    .find((arg) => !NOT_OPTIONS.has(arg.type));
  if (options) return `its options come from \`${excerpt(options, text)}\``;
  return (
    namedOptionsReason(args, facts, (object) => optionsReason(object, facts, text)) ??
    firstOptionsReason(args, facts, text)
  );
}

/**
 * The calls of one file judged `unknown` by every report made on them: a call reported `unknown` and then
 * decided (a race, a default swept later) is not listed. Each keeps the first reason it was given.
 */
export function createUndecidedRecorder(
  file: SourceFile,
  facts: FileFacts,
  at: (offset: number) => { line: number; column: number },
) {
  const unknown = new Map<AstNode, { what: string; reason: string | undefined }>();
  const decided = new Set<AstNode>();
  return {
    record(node: AstNode, verdict: Verdict, what: string): void {
      if (verdict.kind !== 'unknown') decided.add(node);
      else if (!unknown.has(node))
        unknown.set(node, {
          what,
          reason: verdict.reason ?? undecidedReason(node, facts, file.text) ?? NOTHING_SHOWN,
        });
    },
    list: (): UndecidedCall[] =>
      [...unknown]
        .filter(([node]) => !decided.has(node))
        .map(([node, call]) => ({
          file: file.path,
          ...at(node.start),
          what: call.what,
          ...(call.reason ? { reason: call.reason } : {}),
        })),
  };
}
