// XMLHttpRequest and Closure's goog.net.XhrIo, judged at their `send(`. An XMLHttpRequest waits with no bound
// unless its `timeout` is set or something aborts it (https://xhr.spec.whatwg.org/#the-timeout-attribute: "zero,
// which means no timeout"); goog.net.XhrIo's timeout interval is 0, "no limit", until `setTimeoutInterval` is
// called, and its static `XhrIo.send(url, callback, method, content, headers, timeoutInterval)` sets one only for
// a truthy sixth argument (closure-library xhrio.js). @google/earthengine 1.7.45 src/floattileoverlay.js:78-94
// (`goog.net.XmlHttp()`, opened and sent, no timeout), apiclient.js:961-964 (the same, synchronous),
// maptilemanager.js:513-550 and layers/abstractoverlay.js:527-564 (`new goog.net.XhrIo()` sent, no interval), and
// apiclient.js:1516 (`XhrIo.send(…, apiclient.deadlineMs_)`, a deadline that is 0 unless the application calls
// the setter). Precision first: a request whose `timeout`, `ontimeout` or `abort` the file touches, one handed
// anywhere but to a dispose or a forEach, or a file that calls `setTimeoutInterval`, stays silent.
import { type AstNode, walk } from '../ast';
import { evaluateNumber, toPath, unwrap } from './evaluate';
import type { FileFacts } from './file-facts';
import { enclosingFunction } from './node-paths';
import { judgeMs, missing, type Verdict } from './verdict';
import { onlyCallerAborts } from './xhr-caller-aborts';
import { assignedTarget, declaringFunction, handedOnceDone, handedToHeaderHelper } from './xhr-holders';

/** A file naming none of these sends through no XMLHttpRequest or XhrIo this module reads. */
export const MENTIONS_XHR = /XMLHttpRequest|goog\.net\.XmlHttp|goog\.net\.XhrIo/;

const NATIVE =
  'an XMLHttpRequest waits with no bound unless its `timeout` is set or something aborts it, and neither is done here';
const CALLER_ABORTS =
  "an XMLHttpRequest waits with no bound unless its `timeout` is set: it is never set here (a 'timeout' handler alone never fires), and the only abort is forwarded from the caller's optional signal (no timeout unless the caller passes one)";
const XHRIO =
  "goog.net.XhrIo's timeout interval is 0 (no limit) until setTimeoutInterval is called, and nothing here calls it";

interface Names {
  /** Names of goog.net.XhrIo (`goog.net.XhrIo`, `const XhrIo = goog.require('goog.net.XhrIo')`). */
  xhrIo: Set<string>;
  /** Names that make an XMLHttpRequest when called or constructed (`XMLHttpRequest`, Closure's XmlHttp). */
  native: Set<string>;
}

function namesOf(text: string): Names {
  // Only a file that calls goog.require is searched, and a name starts where a word starts: without both, a bundle's
  // long runs of word characters (base64, minified names) made each search quadratic — 55 s of a 650 KB file
  // (node-mailjet 6.0.11 mailjet.web.js) went to these two patterns.
  const requires = text.includes('goog.require');
  const required = (module: string) =>
    requires
      ? [
          ...text.matchAll(
            new RegExp(`(?<![\\w$])([\\w$]+)\\s*=\\s*goog\\.require\\(\\s*['"]${module}['"]\\s*\\)`, 'g'),
          ),
        ].map((match) => match[1] ?? '')
      : [];
  return {
    xhrIo: new Set(['goog.net.XhrIo', ...required('goog\\.net\\.XhrIo')]),
    native: new Set(['XMLHttpRequest', 'goog.net.XmlHttp', ...required('goog\\.net\\.XmlHttp')]),
  };
}

/** What `value` makes: an XhrIo, an XMLHttpRequest, or neither. */
function madeBy(value: AstNode | null | undefined, names: Names): 'xhrIo' | 'native' | undefined {
  // `Object.assign(new XMLHttpRequest(), { onerror, … })`: the request itself (xhr-holders.ts).
  const node = value ? assignedTarget(value) : undefined;
  if (node?.type !== 'NewExpression' && node?.type !== 'CallExpression') return undefined;
  const callee = toPath(node.callee as AstNode);
  if (!callee) return undefined;
  if (node.type === 'NewExpression' && names.xhrIo.has(callee)) return 'xhrIo';
  // `new XMLHttpRequest()`, or Closure's factory called (`goog.net.XmlHttp()`), never `XMLHttpRequest()`.
  if (names.native.has(callee) && (node.type === 'NewExpression' || callee !== 'XMLHttpRequest'))
    return 'native';
  return undefined;
}

/**
 * The kind of request the receiver `path` holds when every write to it in `scope` makes one of the same kind,
 * and it goes nowhere but to its own members, a dispose or a forEach (which calls back with it as `this`).
 */
function requestKind(
  scope: AstNode,
  path: string,
  names: Names,
  text: string,
  program: AstNode,
  sent?: AstNode,
): 'xhrIo' | 'native' | undefined {
  const kinds = new Set<string | undefined>();
  let escapes = false;
  walk(scope, (node, ancestors) => {
    if (escapes) return false;
    if (node.type !== 'Identifier' && node.type !== 'MemberExpression') return undefined;
    if (toPath(node) !== path) return undefined;
    const parent = ancestors[ancestors.length - 1];
    if (!parent) return false;
    // Its members; a bare `this.xhrIo_;` (Closure's field declaration) does nothing.
    if (parent.type === 'MemberExpression' && parent.object === node) return false;
    if (parent.type === 'ExpressionStatement') return false;
    // `request.send(body); return request;` (sajari 0.20.0 src/sajari.js:47-48): handed back once sent, in a file
    // that never sets a timeout or aborts anything, so nothing bounds it by default (see `judgeXhrSend`).
    if (returnedAfter(parent, node, sent, text)) return false;
    if (parent.type === 'VariableDeclarator' && parent.id === node) {
      if (parent.init) kinds.add(madeBy(parent.init as AstNode, names));
    } else if (parent.type === 'AssignmentExpression' && parent.left === node) {
      kinds.add(parent.operator === '=' ? madeBy(parent.right as AstNode, names) : undefined);
    } else if (parent.type === 'CallExpression' && (parent.arguments as AstNode[]).includes(node)) {
      const call = text.slice(parent.start, parent.end);
      const callee = toPath(parent.callee as AstNode) ?? '';
      const index = (parent.arguments as AstNode[]).indexOf(node);
      // A header helper of the file (`eQ(xhr, headers)` setting each header) bounds and aborts nothing.
      const holder = ancestors[ancestors.length - 2];
      const used = !(
        holder?.type === 'ExpressionStatement' ||
        (holder?.type === 'SequenceExpression' && (holder.expressions as AstNode[]).at(-1) !== parent)
      );
      const helper = handedToHeaderHelper(program, parent, index, used) || handedOnceDone(ancestors, path); // xhr-holders.ts
      if (!/dispose/.test(call) && !/(^|\.)forEach$/.test(callee) && !helper) escapes = true;
    } else escapes = true;
    return false;
  });
  if (escapes || kinds.size !== 1) return undefined;
  return [...kinds][0] as 'xhrIo' | 'native' | undefined;
}

/**
 * `return request` of a plain name after its `send(` in the same function, in a file that names no timeout or abort
 * at all: the caller gets a request already sent, with none set here and none set by any code of the file.
 */
function returnedAfter(parent: AstNode, node: AstNode, sent: AstNode | undefined, text: string): boolean {
  if (parent.type !== 'ReturnStatement' || node.type !== 'Identifier' || !sent) return false;
  return parent.start > sent.end && !/timeout|abort/i.test(text);
}

/**
 * `owner.key` assigned once at the top of the module with a number, and elsewhere only inside functions from one
 * of their own parameters (a setter the application may call): that number, its default. Else `undefined`.
 */
function defaultOfMember(program: AstNode, path: string): number | undefined {
  let found: number | undefined;
  let unsure = false;
  walk(program, (node, ancestors) => {
    if (unsure) return false;
    if (node.type !== 'AssignmentExpression' || toPath(node.left as AstNode) !== path) return undefined;
    const top = ancestors.length === 2 && ancestors[0]?.type === 'Program';
    const value = unwrap(node.right as AstNode);
    if (top && found === undefined && node.operator === '=' && value.type === 'Literal') {
      found = typeof value.value === 'number' ? value.value : undefined;
      unsure ||= found === undefined;
      return false;
    }
    const fn = [...ancestors].reverse().find((a) => /Function/.test(a.type));
    const params = (fn?.params as AstNode[] | undefined) ?? [];
    const fromParameter =
      value.type === 'Identifier' && params.some((p) => p.type === 'Identifier' && p.name === value.name);
    if (top || !fn || !fromParameter || node.operator !== '=') unsure = true;
    return false;
  });
  return unsure ? undefined : found;
}

/** `XhrIo.send(url, callback, method, content, headers, timeoutInterval)`, the static one-shot send. */
function judgeStaticSend(
  call: AstNode,
  facts: Pick<FileFacts, 'context'>,
  limit: number,
): Verdict | undefined {
  const interval = (call.arguments as AstNode[])[5];
  if (!interval) return missing(`${XHRIO.split(' until')[0]}, and no timeout interval is passed`);
  const { program, constants } = facts.context;
  const path = toPath(interval);
  const ms =
    evaluateNumber(interval, constants) ??
    (path?.includes('.') && program ? defaultOfMember(program, path) : undefined);
  return ms === undefined ? undefined : judgeMs(ms, 'the timeout interval', limit);
}

/** An XMLHttpRequest or XhrIo `send(` of this file: its verdict, or `undefined` when it is none or not known. */
export function judgeXhrSend(
  call: AstNode,
  facts: Pick<FileFacts, 'context'>,
  text: string,
  names: Names,
  limit: number,
): Verdict | undefined {
  const callee = unwrap(call.callee as AstNode);
  if (callee.type !== 'MemberExpression' || callee.computed) return undefined;
  if ((callee.property as AstNode).name !== 'send') return undefined;
  const path = toPath(callee.object as AstNode);
  const program = facts.context.program;
  if (!path || !program) return undefined;
  if (names.xhrIo.has(path)) return judgeStaticSend(call, facts, limit);
  // A name is read in its function; a member of `this` anywhere in the file.
  // A name sent from a callback inside the function that declares it is read in that function (xhr-holders.ts).
  const declaring = path.includes('.') ? undefined : declaringFunction(program, call, path);
  const scope = path.startsWith('this.') ? program : (declaring ?? enclosingFunction(program, call));
  if (!scope) return undefined;
  const kind = requestKind(scope, path, names, text, program, call);
  if (!kind) return undefined;
  const escaped = path.replace(/[.$]/g, '\\$&');
  if (kind === 'xhrIo') return /setTimeoutInterval/.test(text) ? undefined : missing(XHRIO);
  const scoped = text.slice(scope.start, scope.end);
  // Its timeout, a timeout listener or an abort anywhere in reach leaves it to whoever reads them.
  const touched = new RegExp(`${escaped}\\s*(?:\\.|\\[['"])\\s*(?:timeout|ontimeout|abort)\\b`);
  if (touched.test(scoped) || /timeout|abort/i.test(scoped))
    return onlyCallerAborts(program, scope, path) ? missing(CALLER_ABORTS) : undefined; // xhr-caller-aborts.ts
  return missing(NATIVE);
}

/** Judges each XMLHttpRequest and XhrIo send among the file's calls (the walk's visits). */
export function judgeXhrSends(checker: {
  file: { text: string };
  facts: Pick<FileFacts, 'context' | 'visits'>;
  limit: number;
  report: (node: AstNode, verdict: Verdict, what: string, library: 'xmlhttprequest') => void;
}): void {
  const { text } = checker.file;
  if (!MENTIONS_XHR.test(text)) return;
  const names = namesOf(text);
  for (const { node } of checker.facts.visits) {
    if (node.type !== 'CallExpression') continue;
    const verdict = judgeXhrSend(node, checker.facts, text, names, checker.limit);
    if (verdict)
      checker.report(
        node,
        verdict,
        `${toPath(unwrap(node.callee as AstNode)) ?? 'send'}()`,
        'xmlhttprequest',
      );
  }
}
