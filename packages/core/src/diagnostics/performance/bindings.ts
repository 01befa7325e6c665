import { type AstNode, isAstNode, walk } from '../ast';
import { unwrap } from './evaluate';

/** The HTTP clients the timeout rule knows. `fetch` covers node-fetch and its look-alikes too. */
export type HttpLibrary = 'axios' | 'got' | 'ky' | 'undici' | 'http' | 'superagent' | 'fetch';

const MODULES: Record<string, HttpLibrary> = {
  axios: 'axios',
  got: 'got',
  ky: 'ky',
  'ky-universal': 'ky',
  undici: 'undici',
  http: 'http',
  https: 'http',
  'node:http': 'http',
  'node:https': 'http',
  superagent: 'superagent',
  'node-fetch': 'fetch',
  'cross-fetch': 'fetch',
  'isomorphic-fetch': 'fetch',
  'isomorphic-unfetch': 'fetch',
};

/** A name bound to one export of a client: `import { request } from 'undici'` → undici's `request`. */
export interface BoundExport {
  library: HttpLibrary;
  member: string;
}

export interface LibraryBindings {
  /** Names bound to a whole client module (default or namespace import): `axios`, `got`, `https`. */
  modules: Map<string, HttpLibrary>;
  /** Names bound to one export: `request` from undici, `get` from https, the default of node-fetch. */
  exports: Map<string, BoundExport>;
  /** Every name the file declares (imports, variables, functions, parameters): shadows globals like fetch. */
  declared: Set<string>;
}

/** Which names refer to which HTTP client, from the file's imports and `require` calls. */
export function collectBindings(program: AstNode): LibraryBindings {
  const bindings: LibraryBindings = { modules: new Map(), exports: new Map(), declared: new Set() };
  const bindDefault = (library: HttpLibrary, local: string): void => {
    if (library === 'fetch') bindings.exports.set(local, { library, member: 'fetch' });
    else bindings.modules.set(local, library);
  };
  const bindNamed = (library: HttpLibrary, imported: string, local: string): void => {
    if (imported === 'default' || (library === 'got' && imported === 'got')) bindDefault(library, local);
    else bindings.exports.set(local, { library, member: imported });
  };

  walk(program, (node) => {
    if (node.type === 'ImportDeclaration') {
      const library = MODULES[String((node.source as AstNode).value)];
      for (const specifier of (node.specifiers as AstNode[]) ?? []) {
        const local = String((specifier.local as AstNode).name);
        bindings.declared.add(local);
        if (!library) continue;
        if (specifier.type === 'ImportSpecifier') {
          const imported = specifier.imported as AstNode;
          bindNamed(library, String(imported.name ?? imported.value), local);
        } else bindDefault(library, local);
      }
      return false;
    }
    if (node.type === 'TSImportEqualsDeclaration') {
      const reference = node.moduleReference as AstNode;
      const local = String((node.id as AstNode).name);
      bindings.declared.add(local);
      const source = isAstNode(reference.expression) ? reference.expression.value : undefined;
      const library = MODULES[String(source)];
      if (library) bindDefault(library, local);
      return false;
    }
    if (node.type === 'VariableDeclarator' && isAstNode(node.init)) {
      const library = requiredLibrary(node.init);
      const id = node.id as AstNode;
      if (library && id.type === 'Identifier') bindDefault(library, String(id.name));
      if (library && id.type === 'ObjectPattern') {
        for (const property of id.properties as AstNode[]) {
          const key = property.key as AstNode | undefined;
          const value = property.value as AstNode | undefined;
          if (property.type === 'Property' && key?.type === 'Identifier' && value?.type === 'Identifier') {
            bindNamed(library, String(key.name), String(value.name));
          }
        }
      }
    }
    collectDeclared(node, bindings.declared);
    return undefined;
  });
  return bindings;
}

/** `require('axios')`, `require('axios').default`, `await import('axios')` → the library. */
function requiredLibrary(init: AstNode): HttpLibrary | undefined {
  let current = unwrap(init);
  if (current.type === 'AwaitExpression' && isAstNode(current.argument)) current = unwrap(current.argument);
  if (
    current.type === 'MemberExpression' &&
    !current.computed &&
    (current.property as AstNode).name === 'default'
  ) {
    current = unwrap(current.object as AstNode);
    if (current.type === 'AwaitExpression' && isAstNode(current.argument)) current = unwrap(current.argument);
  }
  let source: AstNode | undefined;
  if (current.type === 'CallExpression') {
    const callee = current.callee as AstNode;
    if (callee.type === 'Identifier' && callee.name === 'require')
      source = (current.arguments as AstNode[])[0];
  } else if (current.type === 'ImportExpression') source = current.source as AstNode;
  return source?.type === 'Literal' ? MODULES[String(source.value)] : undefined;
}

function collectDeclared(node: AstNode, declared: Set<string>): void {
  if (node.type === 'VariableDeclarator') addPattern(node.id as AstNode, declared);
  else if (
    node.type === 'FunctionDeclaration' ||
    node.type === 'FunctionExpression' ||
    node.type === 'ArrowFunctionExpression'
  ) {
    if (isAstNode(node.id)) declared.add(String(node.id.name));
    for (const param of (node.params as AstNode[]) ?? []) addPattern(param, declared);
  } else if (node.type === 'ClassDeclaration' && isAstNode(node.id)) declared.add(String(node.id.name));
  else if (node.type === 'CatchClause' && isAstNode(node.param)) addPattern(node.param, declared);
}

function addPattern(pattern: AstNode, declared: Set<string>): void {
  switch (pattern.type) {
    case 'Identifier':
      declared.add(String(pattern.name));
      return;
    case 'ObjectPattern':
      for (const property of pattern.properties as AstNode[]) {
        addPattern(
          (property.type === 'RestElement' ? property.argument : property.value) as AstNode,
          declared,
        );
      }
      return;
    case 'ArrayPattern':
      for (const element of pattern.elements as (AstNode | null)[])
        if (element) addPattern(element, declared);
      return;
    case 'AssignmentPattern':
      addPattern(pattern.left as AstNode, declared);
      return;
    case 'RestElement':
      addPattern(pattern.argument as AstNode, declared);
      return;
    case 'TSParameterProperty':
      addPattern(pattern.parameter as AstNode, declared);
      return;
    default:
  }
}
