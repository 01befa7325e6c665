import { type AstNode, walk } from '../ast';
import { toAssignedValues } from './assigned-values';
import { type ChildNode, type ElementAttribute, type ElementNode, listElements } from './element';
import { collectFileBindings, type FileBindings } from './file-bindings';
import { toGraphicNode } from './file-components';
import type { ComponentImports } from './imported-components';
import { unwrap } from './inert-click';
import { isUnsetProp } from './unset-props';

/**
 * A button whose only content is `dangerouslySetInnerHTML={{ __html: icon }}`, `icon` by default the raw markup
 * of an `.svg` file of the project (`import minusIcon from '../../icons/minus.svg?raw'`, Vite's raw import) that
 * holds no `<title>`, text or aria-label (svg-asset.ts): the button shows a bare graphic, as one rendering that
 * file through svgr does. webcoreui@1.5.0 components/Counter/Counter.tsx:124 and :147 (MIT): `const subtractIcon
 * = minIcon || minusIcon`, `minIcon` a prop with no default. Any other markup (`'&times;'`, a caller's string)
 * stays content the JSX does not show, as before (name-rules.ts `checkButton`).
 */
export function markInnerHtmlGraphics(
  roots: ElementNode[],
  program: AstNode,
  imports: ComponentImports | undefined,
): void {
  const buttons = listElements(roots)
    .map(({ element }) => element)
    .filter(
      (element) =>
        !element.isComponent &&
        element.name === 'button' &&
        element.children.length === 0 &&
        element.attributes.has('dangerouslysetinnerhtml'),
    );
  if (buttons.length === 0 || !imports) return;
  const markup = toMarkupExpressions(program);
  const reader = new GraphicMarkup(program, imports);
  for (const button of buttons) {
    const attribute = button.attributes.get('dangerouslysetinnerhtml');
    const expression = attribute && markup.get(attribute.start);
    if (!expression || !reader.isGraphic(expression, 0)) continue;
    // The markup is the button's content now, read as the graphic it draws.
    (button.attributes as Map<string, ElementAttribute>).delete('dangerouslysetinnerhtml');
    (button.children as ChildNode[]).push(toGraphicNode('svg', expression));
  }
}

/** `dangerouslySetInnerHTML={{ __html: x }}` attributes of the file: their start → `x`. */
function toMarkupExpressions(program: AstNode): Map<number, AstNode> {
  const found = new Map<number, AstNode>();
  walk(program, (node) => {
    if (node.type !== 'JSXAttribute' || (node.name as AstNode).name !== 'dangerouslySetInnerHTML') return;
    const value = node.value as AstNode | null;
    const object = value?.type === 'JSXExpressionContainer' ? unwrap(value.expression as AstNode) : undefined;
    const properties = (object?.type === 'ObjectExpression' ? object.properties : []) as AstNode[];
    const only = properties.length === 1 ? properties[0] : undefined;
    const key = only?.key as AstNode | undefined;
    if (only?.type === 'Property' && !only.computed && (key?.name ?? key?.value) === '__html')
      found.set(node.start, unwrap(only.value as AstNode));
  });
  return found;
}

const MAX_DEPTH = 3;

/** Reads what a markup expression holds by default, across the file's bindings and its raw `.svg` imports. */
class GraphicMarkup {
  private bindings?: FileBindings;
  private rawImports?: Map<string, string>;

  constructor(
    private readonly program: AstNode,
    private readonly imports: ComponentImports,
  ) {}

  isGraphic(expression: AstNode, depth: number): boolean {
    const node = unwrap(expression);
    if (depth > MAX_DEPTH) return false;
    // `minIcon || minusIcon`: the caller's prop, undefined unless passed, then the file's own icon.
    if (node.type === 'LogicalExpression' && (node.operator === '||' || node.operator === '??')) {
      return this.isUnsetProp(node.left as AstNode) && this.isGraphic(node.right as AstNode, depth + 1);
    }
    if (node.type !== 'Identifier') return false;
    const name = String(node.name);
    const specifier = this.toRawImports().get(name);
    if (specifier !== undefined) {
      if (!this.imports.resolve) {
        this.imports.pending = true;
        return false;
      }
      return this.imports.resolve(specifier, 'default')?.kind === 'graphic-component';
    }
    const values = toAssignedValues(this.program, name, node.start);
    return !!values && values.length > 0 && values.every((value) => this.isGraphic(value, depth + 1));
  }

  /** `import icon from './x.svg?raw'`: local name → the specifier without its query. */
  private toRawImports(): Map<string, string> {
    if (this.rawImports) return this.rawImports;
    this.rawImports = new Map();
    for (const statement of (this.program.body as AstNode[] | undefined) ?? []) {
      if (statement.type !== 'ImportDeclaration') continue;
      const source = String((statement.source as AstNode).value);
      if (!/^\.{1,2}\/.*\.svg\?raw$/i.test(source)) continue;
      for (const specifier of (statement.specifiers as AstNode[]) ?? []) {
        if (specifier.type === 'ImportDefaultSpecifier')
          this.rawImports.set(String((specifier.local as AstNode).name), source.replace(/\?raw$/i, ''));
      }
    }
    return this.rawImports;
  }

  private isUnsetProp(node: AstNode): boolean {
    this.bindings ??= collectFileBindings(this.program);
    return isUnsetProp(node, this.program, this.bindings);
  }
}
