// What node's legacy `url.parse(urlString)` returns (https://nodejs.org/api/url.html#urlparseurlstring-parsequerystring-slashesdenotehost):
// a `Url` object of the URL's parts only (protocol, slashes, auth, host, port, hostname, hash, search, query,
// pathname, path, href), so used as the options of a node http(s) request it carries no `timeout`, `signal` or
// `agent`; keys the file assigns on it afterwards are read as on any object. Real shape: @uploadcare/upload-client
// 6.21.0 dist/esm/index.node.mjs lines 288-299 (`import { parse } from 'node:url'`, `const options = parse(url)`,
// then `options.method` and `options.headers`). Read only when a call's value is asked for.
import type { AstNode } from '../ast';
import { unwrap } from './node-paths';

const URL_MODULES = new Set(['url', 'node:url']);
/** What this module reads of the file's constants (`ScopedConstants`, not imported: it imports this module). */
export interface FileScope {
  program: AstNode | undefined;
  bindingAt(name: string, offset: number): { start: number; end: number } | undefined;
}

/** Per program: local names bound to `parse` of node's url module (`parse`), or to the module itself (`module`). */
const cache = new WeakMap<AstNode, Map<string, 'parse' | 'module'>>();

/** `require('url')`, also inside tsc's and Babel's interop helpers (`__importStar(require("url"))`). */
function requiresUrl(init: AstNode | undefined): boolean {
  let current = init && unwrap(init);
  for (let hops = 0; current?.type === 'CallExpression' && hops < 3; hops++) {
    const callee = unwrap(current.callee as AstNode);
    const [first] = current.arguments as AstNode[];
    if (callee.type === 'Identifier' && callee.name === 'require')
      return first?.type === 'Literal' && URL_MODULES.has(String(first.value));
    current = first && unwrap(first);
  }
  return false;
}

/** The names the program's top-level imports and requires bind to node's url module or its `parse`. */
function urlNames(program: AstNode): Map<string, 'parse' | 'module'> {
  const known = cache.get(program);
  if (known) return known;
  const names = new Map<string, 'parse' | 'module'>();
  for (const statement of (program.body as AstNode[] | undefined) ?? []) {
    if (statement.type === 'ImportDeclaration') {
      if (!URL_MODULES.has(String((statement.source as AstNode).value))) continue;
      for (const specifier of (statement.specifiers as AstNode[]) ?? []) {
        const imported = specifier.imported as AstNode | undefined;
        const local = String((specifier.local as AstNode).name);
        if (specifier.type !== 'ImportSpecifier') names.set(local, 'module');
        else if ((imported?.name ?? imported?.value) === 'parse') names.set(local, 'parse');
      }
    }
    if (statement.type !== 'VariableDeclaration') continue;
    for (const declarator of statement.declarations as AstNode[]) {
      if (!requiresUrl(declarator.init as AstNode | undefined)) continue;
      const id = declarator.id as AstNode;
      if (id.type === 'Identifier') names.set(String(id.name), 'module');
      if (id.type !== 'ObjectPattern') continue;
      for (const property of id.properties as AstNode[]) {
        const key = property.key as AstNode | undefined;
        const value = property.value as AstNode | undefined;
        if (key?.name === 'parse' && value?.type === 'Identifier') names.set(String(value.name), 'parse');
      }
    }
  }
  cache.set(program, names);
  return names;
}

/**
 * Whether `node` is a call of node's `url.parse` (`url.parse(x)`, `url_1.parse(x)`, `parse(x)` imported from
 * 'url' or 'node:url'): an object that carries no bound key.
 * @example isParsedUrl(parse('parse(url)'), constants) // true after `import { parse } from 'node:url'`
 */
export function isParsedUrl(node: AstNode, scope: FileScope): boolean {
  const { program } = scope;
  if (node.type !== 'CallExpression' || !program) return false;
  // A name a function of the file declares again is not the import.
  const own = (name: string): boolean => {
    const binding = scope.bindingAt(name, node.start);
    return !binding || (binding.start <= program.start && binding.end >= program.end);
  };
  const callee = unwrap(node.callee as AstNode);
  if (callee.type === 'Identifier')
    return own(String(callee.name)) && urlNames(program).get(String(callee.name)) === 'parse';
  if (callee.type !== 'MemberExpression' || callee.computed) return false;
  if ((callee.property as AstNode).name !== 'parse') return false;
  let object = unwrap(callee.object as AstNode);
  // `url_1.default.parse(x)` of tsc's `__importDefault(require("url"))`
  if (object.type === 'MemberExpression' && (object.property as AstNode).name === 'default')
    object = unwrap(object.object as AstNode);
  return (
    object.type === 'Identifier' &&
    own(String(object.name)) &&
    urlNames(program).get(String(object.name)) === 'module'
  );
}

const EMPTY: AstNode = { type: 'ObjectExpression', start: 0, end: 0, properties: [] };

/**
 * What a call of node's `url.parse` returns, read as an object with no bound key (`{}`): what constants.ts's
 * `returned` answers for it, so every reading of a call's value (options, spreads) sees it.
 */
export function parsedUrlObject(call: AstNode, scope: FileScope): AstNode | undefined {
  return isParsedUrl(call, scope) ? EMPTY : undefined;
}
