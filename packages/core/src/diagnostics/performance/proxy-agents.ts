// A proxy agent made from a proxy URL alone: `new HttpsProxyAgent(httpProxy)` with `httpProxy` read from
// `process.env.https_proxy || process.env.HTTPS_PROXY || …` (mailosaur 11.1.1 cjs/request.js lines 49-55). The
// https-proxy-agent and http-proxy-agent packages build on agent-base, whose Agent extends node's http.Agent
// (agent-base 7); the older agent-base (4-6) armed a timer only when a `timeout` option was given, and only
// until the proxy connection was made. Given a URL and no options, such an agent bounds nothing, as node's own
// Agent does not.
import { type AstNode, walk } from '../ast';
import { type Constants, resolveNode, toPath, unwrap } from './evaluate';

const PROXY_AGENTS: Record<string, string> = {
  HttpsProxyAgent: 'https-proxy-agent',
  HttpProxyAgent: 'http-proxy-agent',
};

/** `new HttpsProxyAgent(url)` of the package of that name, given a proxy URL only (a string or the environment's). */
export function urlOnlyProxyAgent(
  agent: AstNode,
  constants: Constants,
  program: AstNode | undefined,
): boolean {
  if (agent.type !== 'NewExpression' || !program) return false;
  const callee = unwrap(agent.callee as AstNode);
  const path = toPath(callee);
  const name = path?.split('.').pop();
  const library = name ? PROXY_AGENTS[name] : undefined;
  const args = agent.arguments as AstNode[];
  if (!library || !path || args.length !== 1 || !args[0] || !isProxyUrl(args[0], constants, 0)) return false;
  const local = path.split('.')[0] ?? '';
  return importedFrom(program, local, library);
}

/** A string, a template, or `process.env.X` (alone or in a `||` / `??` chain of such). */
function isProxyUrl(node: AstNode, constants: Constants, depth: number): boolean {
  if (depth > 6) return false;
  const value = resolveNode(node, constants);
  if (value.type === 'Literal') return typeof value.value === 'string';
  if (value.type === 'TemplateLiteral') return true;
  if (value.type === 'LogicalExpression' && (value.operator === '||' || value.operator === '??'))
    return (
      isProxyUrl(value.left as AstNode, constants, depth + 1) &&
      isProxyUrl(value.right as AstNode, constants, depth + 1)
    );
  return /^process\.env\.\w+$/.test(toPath(value) ?? '');
}

/** `local` is bound to `require('<library>')` or imported from it. */
function importedFrom(program: AstNode, local: string, library: string): boolean {
  let found = false;
  walk(program, (node) => {
    if (found) return false;
    if (node.type === 'ImportDeclaration' && (node.source as AstNode).value === library)
      found = ((node.specifiers as AstNode[]) ?? []).some((s) => (s.local as AstNode).name === local);
    if (
      node.type === 'VariableDeclarator' &&
      (node.id as AstNode).type === 'Identifier' &&
      (node.id as AstNode).name === local
    ) {
      const init = node.init ? unwrap(node.init as AstNode) : undefined;
      const arg =
        init?.type === 'CallExpression' && toPath(init.callee as AstNode) === 'require'
          ? (init.arguments as AstNode[])[0]
          : undefined;
      found = arg?.type === 'Literal' && arg.value === library;
    }
    return undefined;
  });
  return found;
}
