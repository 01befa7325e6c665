// An object a file takes from another module of its own package (`var config = require('./config').config` in
// authorizenet's apicontrollersbase.js, `const Constants = require('./helpers/constants')`, `import config from
// './config'`): like an object the file is handed, its bound keys hold what the package sets for them once
// (package-defaults.ts), so `config.timeout` reads config.js's `'timeout': 120000`. The file may put the SDK
// user's own object in its place (`if (externalConfig) config = externalConfig`): that is the user's choice, as
// with a parameter. A class the file declares is such an object too: its static members (`CoinGecko.TIMEOUT =
// Constants.TIMEOUT` in coingecko-api's CoinGecko.js, `static timeout = 30000`) are set by the package. Only names declared at the top of the file count, and only when no function of the file
// declares the name again (a local of the same name may be anything; the file's other names are read once, lazily).
import { type AstNode, walk } from '../ast';
import { FUNCTIONS, toPath, unwrap } from './node-paths';

interface Scoped {
  program: AstNode | undefined;
}

const byProgram = new WeakMap<AstNode, ReadonlySet<string>>();
const innerByProgram = new WeakMap<AstNode, ReadonlySet<string>>();

/**
 * Whether `name` is an object the file's top declares from a relative module (or a class it declares), and no
 * function of the file declares it again.
 * @example packageObject('config', at, constants) // true for `var config = require('./config').config`
 */
export function packageObject(name: string, constants: Scoped): boolean {
  const { program } = constants;
  if (!program) return false;
  let names = byProgram.get(program);
  if (!names) {
    names = topImports(program);
    byProgram.set(program, names);
  }
  if (!names.has(name)) return false;
  let declared = innerByProgram.get(program);
  if (!declared) {
    declared = innerNames(program);
    innerByProgram.set(program, declared);
  }
  return !declared.has(name);
}

/** Names declared inside functions: their variables, parameters and catch parameters (every name in them). */
function innerNames(program: AstNode): Set<string> {
  const names = new Set<string>();
  const add = (pattern: AstNode | null | undefined) => {
    if (!pattern) return;
    walk(pattern, (node) => {
      if (node.type === 'Identifier') names.add(String(node.name));
    });
  };
  walk(program, (node, ancestors): undefined => {
    if (FUNCTIONS.has(node.type)) for (const param of (node.params as AstNode[]) ?? []) add(param);
    else if (node.type === 'CatchClause') add(node.param as AstNode | null);
    else if (node.type === 'VariableDeclarator' && ancestors.length > 2) add(node.id as AstNode);
  });
  return names;
}

/** Names the program's top statements bind to a relative module or one of its members, and its classes. */
function topImports(program: AstNode): Set<string> {
  const names = new Set<string>();
  for (const statement of (program.body as AstNode[]) ?? []) {
    const declared =
      statement.type === 'ExportNamedDeclaration' || statement.type === 'ExportDefaultDeclaration'
        ? (statement.declaration as AstNode | null)
        : statement;
    // A class of the file: its static members are the package's too (`CoinGecko.TIMEOUT = Constants.TIMEOUT`).
    if (declared?.type === 'ClassDeclaration' && declared.id)
      names.add(String((declared.id as AstNode).name));
    if (statement.type === 'ImportDeclaration') {
      if (!String((statement.source as AstNode).value).startsWith('.')) continue;
      for (const item of (statement.specifiers as AstNode[]) ?? [])
        names.add(String((item.local as AstNode).name));
    } else if (statement.type === 'VariableDeclaration') {
      for (const declarator of statement.declarations as AstNode[]) {
        const id = declarator.id as AstNode;
        if (id.type === 'Identifier' && declarator.init && relativeRequire(declarator.init as AstNode))
          names.add(String(id.name));
      }
    }
  }
  return names;
}

/** `require('./x')`, `require('./x').member`, `__importDefault(require('./x'))`. */
function relativeRequire(init: AstNode): boolean {
  let node = unwrap(init);
  while (node.type === 'MemberExpression' && !node.computed) node = unwrap(node.object as AstNode);
  if (node.type === 'CallExpression' && toPath(node.callee as AstNode) !== 'require')
    node = unwrap(((node.arguments as AstNode[])[0] ?? node) as AstNode);
  if (node.type !== 'CallExpression' || toPath(node.callee as AstNode) !== 'require') return false;
  const source = (node.arguments as AstNode[])[0];
  return source?.type === 'Literal' && String(source.value).startsWith('.');
}
