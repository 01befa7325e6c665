import { type AstNode, isAstNode, walk } from '../ast';
import { toFactoryCalls } from './styled-factory';

/** Modules whose default (or `styled`) export makes styled elements: `styled.button`, `styled('a')`. */
const STYLED_MODULES =
  /^(@emotion\/styled|styled-components|@mui\/(material|system)(\/styles)?|@material-ui\/core(\/styles)?|goober|@linaria\/react|@stitches\/react)$/;

/** True for a module whose default (or `styled`) export makes styled components. */
export function isStyledModule(source: string): boolean {
  return STYLED_MODULES.test(source);
}

/**
 * The intrinsic tag behind each styled component of a file: `const Button = styled.button\`…\`` → `button`,
 * `styled('a')(…)` → `a`, `styled(Button)` and `Button.withComponent('a')` through the first. Only names
 * declared once in the file with `const`, from a `styled` imported from a known library (or one `isFactory`
 * finds to be the project's own styled helper), are resolved;
 * anything else stays a component (it may render anything).
 * @example toStyledTags(program).get('AvatarImage') // 'img'
 */
export function toStyledTags(program: AstNode, isFactory?: (name: string) => boolean): Map<string, string> {
  // Imports sit at the top level: a file importing no styled factory needs no walk.
  const body = (program.body as AstNode[] | undefined) ?? [];
  const importsStyled = body.some(
    (node) => node.type === 'ImportDeclaration' && isStyledModule(String((node.source as AstNode).value)),
  );
  // Or the project's own helper (styled-factory.ts), asked about only for names called like one.
  const ownFactories = isFactory ? [...toFactoryCalls(body)].filter(isFactory) : [];
  if (!importsStyled && ownFactories.length === 0) return new Map();
  const styledNames = new Set<string>(ownFactories);
  const definitions = new Map<string, AstNode>();
  const declaredTwice = new Set<string>();
  walk(program, (node) => {
    if (node.type === 'ImportDeclaration') {
      if (!isStyledModule(String((node.source as AstNode).value))) return false;
      for (const specifier of (node.specifiers as AstNode[]) ?? []) {
        const imported = specifier.imported as AstNode | undefined;
        const importedName = imported ? String(imported.name ?? imported.value) : 'default';
        if (specifier.type !== 'ImportSpecifier' || importedName === 'styled' || importedName === 'default') {
          styledNames.add(String((specifier.local as AstNode).name));
        }
      }
      return false;
    }
    if (node.type === 'VariableDeclarator' && isAstNode(node.init)) {
      const id = node.id as AstNode;
      if (id.type !== 'Identifier') return undefined;
      const name = String(id.name);
      if (definitions.has(name)) declaredTwice.add(name);
      definitions.set(name, node.init);
    }
    return undefined;
  });
  const tags = new Map<string, string>();
  if (styledNames.size === 0) return tags;
  const resolving = new Set<string>();
  const resolve = (name: string): string | undefined => {
    if (tags.has(name)) return tags.get(name);
    const init = definitions.get(name);
    if (!init || declaredTwice.has(name) || resolving.has(name)) return undefined;
    resolving.add(name);
    const tag = tagOf(init, styledNames, resolve);
    resolving.delete(name);
    if (tag) tags.set(name, tag);
    return tag;
  };
  for (const name of definitions.keys()) resolve(name);
  return tags;
}

/** The tag a styled expression produces, peeling template tags, `.attrs(…)` and calls of the factory. */
function tagOf(
  node: AstNode,
  styledNames: ReadonlySet<string>,
  resolve: (name: string) => string | undefined,
): string | undefined {
  let current = node;
  for (let hops = 0; hops < 6; hops++) {
    if (current.type === 'TaggedTemplateExpression') current = current.tag as AstNode;
    else if (current.type === 'CallExpression') {
      const callee = current.callee as AstNode;
      const args = current.arguments as AstNode[];
      // styled('a') / styled(Button) / styled(Button, options)
      if (callee.type === 'Identifier' && styledNames.has(String(callee.name))) {
        return targetTag(args[0], resolve);
      }
      // Button.withComponent('a'), styled.div.attrs({...}), styled(X).attrs(...)
      if (callee.type === 'MemberExpression' && !callee.computed) {
        const method = String((callee.property as AstNode).name);
        if (method === 'withComponent') {
          const target = targetTag(args[0], resolve);
          return target && isStyledBase(callee.object as AstNode, styledNames, resolve) ? target : undefined;
        }
        if (method === 'attrs') {
          current = callee.object as AstNode;
          continue;
        }
      }
      // styled.div(...) or styled('div')(...): the call that takes the styles
      current = callee;
    } else if (current.type === 'MemberExpression' && !current.computed) {
      const object = current.object as AstNode;
      if (object.type === 'Identifier' && styledNames.has(String(object.name))) {
        const tag = String((current.property as AstNode).name);
        return /^[a-z][a-z0-9]*$/.test(tag) ? tag : undefined;
      }
      return undefined;
    } else return undefined;
  }
  return undefined;
}

function isStyledBase(
  node: AstNode,
  styledNames: ReadonlySet<string>,
  resolve: (name: string) => string | undefined,
): boolean {
  return (
    node.type === 'Identifier' &&
    resolve(String(node.name)) !== undefined &&
    !styledNames.has(String(node.name))
  );
}

function targetTag(
  node: AstNode | undefined,
  resolve: (name: string) => string | undefined,
): string | undefined {
  if (!node) return undefined;
  if (node.type === 'Literal' && typeof node.value === 'string') {
    return /^[a-z][a-z0-9]*$/.test(node.value) ? node.value : undefined;
  }
  if (node.type === 'Identifier') return resolve(String(node.name));
  return undefined;
}

/**
 * `<StyledSettingsIcon><SettingsIcon /></StyledSettingsIcon>`: an element holding one icon component and nothing
 * else, the shape of an icon button (brave-ui@0.38.0 features/rewards/box/index.tsx:125, MPL-2.0).
 */
export function holdsOnlyIcon(node: AstNode): boolean {
  const children = ((node.children as AstNode[]) ?? []).filter(
    (child) => !(child.type === 'JSXText' && String(child.value).trim() === ''),
  );
  const only = children[0];
  if (children.length !== 1 || only?.type !== 'JSXElement') return false;
  const name = (only.openingElement as AstNode).name as AstNode;
  return name.type === 'JSXIdentifier' && /^[A-Z]\w*Icon$/.test(String(name.name));
}
