import { type AstNode, declarationOf } from '../ast';
import { isStyledModule } from './styled';

/**
 * Where an icon component comes from, which decides whether what it renders is known. A button whose only
 * content is `<CloseIcon />` is unnamed when the icon renders a bare graphic — the project's own icon, or
 * one from a library read to render no name — but an icon from another library may render a `<title>` or
 * an aria-label, and an imported SVG asset (`import ChatIcon from './paper-plane.svg'`, turned into a
 * component by svgr) keeps the file's `<title>`, and an icon the caller hands in (`({ icon: Icon })`) is the
 * caller's: their name is not decidable from the file. `styled(IconMenu)` comes from where `IconMenu` does.
 */
export type IconOrigin = 'known' | 'unknown';

/**
 * Libraries whose icon components render an `<svg>` with no `<title>`, aria-label or aria-labelledby unless
 * the caller passes a label-like prop (which `isIconComponent` already reads). Each entry was read in the
 * published package.
 */
const NAMELESS_ICON_PACKAGES: ReadonlySet<string> = new Set([
  // 1.0.5 and 1.1.10: HugeiconsIcon renders <svg> with the icon's paths and the caller's props, nothing else.
  '@hugeicons/react',
  // 2.2.0 (24/outline/XMarkIcon.js): <svg aria-hidden="true">; a <title> only when the `title` prop is given.
  '@heroicons/react',
  // 0.460.0 (dist/esm/Icon.js): <svg> with default attributes, the icon's nodes and the caller's props.
  'lucide-react',
]);

/** Files a bundler turns into a component or a URL: their content is not code this checker reads. */
const ASSET = /\.(svg|png|jpe?g|gif|webp|avif|ico)(\?.*)?$|\?(react|component|inline|url)$/i;

/**
 * The origin of each name an icon component may be written with in `program`: read from its top-level
 * imports and `const X = styled(Y)…` declarations only (no walk of the whole file).
 * @example toIconOrigins(program)('StyledIcon') // 'unknown' for styled(IconMenu) from @apollo/space-kit
 */
export function toIconOrigins(program: AstNode): (name: string) => IconOrigin {
  const imports = new Map<string, string>();
  const declared = new Set<string>();
  const styledFrom = new Map<string, string>();
  const styledFactories = new Set<string>();
  const body = (program.body as AstNode[] | undefined) ?? [];
  for (const statement of body) {
    if (statement.type !== 'ImportDeclaration') continue;
    const source = String((statement.source as AstNode).value);
    for (const specifier of (statement.specifiers as AstNode[]) ?? []) {
      const local = String((specifier.local as AstNode).name);
      imports.set(local, source);
      if (isStyledModule(source)) styledFactories.add(local);
    }
  }
  for (const statement of body) {
    const declaration =
      statement.type === 'ExportNamedDeclaration' || statement.type === 'ExportDefaultDeclaration'
        ? (statement.declaration as AstNode | null)
        : statement;
    const id = declaration?.id as AstNode | undefined;
    if (id?.type === 'Identifier') declared.add(String(id.name));
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of (declaration.declarations as AstNode[]) ?? []) {
      const name = declarator.id as AstNode;
      if (name.type === 'Identifier') declared.add(String(name.name));
    }
  }
  if (styledFactories.size > 0) {
    for (const statement of body) {
      const declaration = declarationOf(statement);
      if (declaration?.type !== 'VariableDeclaration') continue;
      for (const declarator of (declaration.declarations as AstNode[]) ?? []) {
        const id = declarator.id as AstNode;
        const base = declarator.init ? styledBase(declarator.init as AstNode, styledFactories) : undefined;
        if (id.type === 'Identifier' && base) styledFrom.set(String(id.name), base);
      }
    }
  }
  return (written) => {
    let name = written.split('.')[0] ?? written;
    for (let hops = 0; hops < 4 && !imports.has(name); hops++) {
      const base = styledFrom.get(name);
      if (!base) break;
      name = base;
    }
    const source = imports.get(name);
    // Declared at the top of this file: the project's own component. Bound anywhere else (a prop, `{ icon:
    // Icon }`, a parameter), it is the caller's: not known here.
    if (source === undefined) return declared.has(name) ? 'known' : 'unknown';
    if (ASSET.test(source)) return 'unknown';
    if (isProjectPath(source)) return 'known';
    return NAMELESS_ICON_PACKAGES.has(toPackageName(source)) ? 'known' : 'unknown';
  };
}

/** `./Icon`, `../icons`, `@/components/Icon`, `~/icons`, `#icons`: the project's own module. */
function isProjectPath(source: string): boolean {
  return /^(\.{1,2}\/|\.{1,2}$|@\/|~\/|#)/.test(source);
}

/** `@heroicons/react/24/outline` → `@heroicons/react`; `lucide-react/icons/x` → `lucide-react`. */
function toPackageName(source: string): string {
  const parts = source.split('/');
  return source.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? source);
}

/** `styled(IconMenu)(…)`, `styled(IconMenu)\`…\``, `styled(IconMenu).attrs(…)(…)` → `IconMenu`. */
function styledBase(init: AstNode, factories: ReadonlySet<string>): string | undefined {
  let current = init;
  for (let hops = 0; hops < 6; hops++) {
    if (current.type === 'TaggedTemplateExpression') current = current.tag as AstNode;
    else if (current.type === 'CallExpression') {
      const callee = current.callee as AstNode;
      const first = (current.arguments as AstNode[])[0];
      if (callee.type === 'Identifier' && factories.has(String(callee.name))) {
        return first?.type === 'Identifier' ? String(first.name) : undefined;
      }
      current = callee.type === 'MemberExpression' ? (callee.object as AstNode) : callee;
    } else return undefined;
  }
  return undefined;
}
