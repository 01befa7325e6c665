import type { AstNode } from '../ast';
import { toAssignedValues } from './assigned-values';
import { isBareSvg } from './bare-svg';
import { isPlainCaller } from './button-relays';
import { isDefaultListSvg } from './default-list-item';
import { type ChildNode, type ElementAttribute, type ElementNode, JSX_ALIASES } from './element';
import { collectFileBindings, type FileBindings } from './file-bindings';
import {
  type ComponentImports,
  type ExportedShape,
  importedName,
  RELATIVE,
  settleRelay,
  toLocalShapes,
} from './imported-components';
import { unwrap } from './inert-click';
import { type ListedValues, toListedValues } from './listed-graphics';
import { isNothing } from './literal-spread';
import { handedProp, toPlainSlots } from './plain-slots';
import { toStyledTags } from './styled';
import { isDefaultBareSvg } from './unset-props';

/** Where a written component or value name comes from in one file: its own definitions, or a relative import. */
export class FileComponents {
  private imported?: Map<string, { specifier: string; name: string }>;
  private locals?: Map<string, ExportedShape>;
  private listed?: ListedValues;
  private plainSlots?: (component: string, prop: string) => boolean;
  private bindings?: FileBindings;

  constructor(
    private readonly program: AstNode,
    private readonly imports: ComponentImports | undefined,
  ) {}

  /**
   * `<SvgChevron />`, `<Icons.Close fill="white" />` inside a button or link: a component of the project that
   * renders a bare svg, called with nothing that could name it (no label-like prop, spread or children).
   */
  isGraphicCall(
    written: string,
    element: Pick<ElementNode, 'attributes' | 'hasSpread' | 'children'>,
  ): boolean {
    if (
      element.hasSpread ||
      element.children.some((child) => child.kind !== 'text' || /\S/.test(child.text))
    ) {
      return false;
    }
    if (
      ['title', 'label', 'aria-label', 'aria-labelledby', 'alt'].some((key) => element.attributes.has(key))
    ) {
      return false;
    }
    return this.shapeOf(written)?.kind === 'graphic-component';
  }

  /**
   * `{DownloadIcon}`, `{isCopied ? CheckIcon : CopyIcon}`: every value a bare svg constant of the project; or
   * `{isMuted ? <VolumeIconMuteSVG /> : <VolumeIconLoudSVG />}`, each branch a bare-svg component of the
   * project called with nothing at all (react-soundplayer@1.0.5 src/components/VolumeControl.js:60, MIT).
   */
  graphicValue(expression: AstNode): ElementNode | undefined {
    const value = unwrap(expression);
    const names =
      value.type === 'ConditionalExpression'
        ? [unwrap(value.consequent as AstNode), unwrap(value.alternate as AstNode)]
        : [value];
    const isGraphic = (node: AstNode): boolean => {
      if (node.type === 'Identifier') return this.shapeOf(String(node.name))?.kind === 'graphic-element';
      const call = value.type === 'ConditionalExpression' ? bareCallName(node) : undefined;
      return call !== undefined && this.shapeOf(call)?.kind === 'graphic-component';
    };
    if (!names.every(isGraphic)) {
      return this.listedGraphic(expression) ?? this.assignedGraphic(value) ?? this.defaultGraphic(value);
    }
    const first = names[0] as AstNode;
    const name = first.type === 'Identifier' ? String(first.name) : String(bareCallName(first));
    return toGraphicNode(name, expression);
  }

  /**
   * `{preset.icon}` in `VIEW_PRESETS.map((preset) => <button>…</button>)`: every item of the file's list holds
   * a bare `<svg>` there, or a bare-svg component of the project called with nothing (listed-graphics.ts).
   */
  private listedGraphic(expression: AstNode): ElementNode | undefined {
    this.listed ??= toListedValues(this.program);
    const values = this.listed(expression);
    const isGraphic = (node: AstNode): boolean => {
      if (node.type === 'Identifier') return this.shapeOf(String(node.name))?.kind === 'graphic-element';
      if (node.type !== 'JSXElement') return false;
      if (isBareSvg(node, NO_NAMES, NO_CONSTANTS)) return true;
      const call = bareCallName(node);
      return call !== undefined && this.shapeOf(call)?.kind === 'graphic-component';
    };
    return values?.every(isGraphic) ? toGraphicNode('svg', expression) : undefined;
  }

  /** `{closeIcon ? closeIcon : <svg>…</svg>}` with `closeIcon` an unset prop: the bare svg by default. */
  private defaultGraphic(value: AstNode): ElementNode | undefined {
    const bindings = () => {
      this.bindings ??= collectFileBindings(this.program);
      return this.bindings;
    };
    const shown =
      isDefaultBareSvg(value, this.program, bindings) || isDefaultListSvg(value, this.program, bindings);
    return shown ? toGraphicNode('svg', value) : undefined;
  }

  /**
   * `{iconNode}`, a variable of the rendering function whose every value by default is a bare `<svg>` or a
   * bare-svg component of the project called with nothing (assigned-values.ts), or nothing at all.
   */
  private assignedGraphic(value: AstNode): ElementNode | undefined {
    if (value.type !== 'Identifier') return undefined;
    const values = toAssignedValues(this.program, String(value.name), value.start);
    if (!values) return undefined;
    const graphic = (node: AstNode): boolean => {
      if (node.type !== 'JSXElement') return false;
      if (isBareSvg(node, NO_NAMES, NO_CONSTANTS)) return true;
      const call = bareCallName(node);
      return call !== undefined && this.shapeOf(call)?.kind === 'graphic-component';
    };
    const shown = values.map(unwrap).filter((node) => !isNothing(node));
    return shown.length > 0 && shown.every(graphic) ? toGraphicNode('svg', value) : undefined;
  }

  /**
   * `<PreventClickOnDrag onClick={onClick}><div … /></PreventClickOnDrag>`: a component of the project that
   * clones its one child with props of its own gives the child those attributes (values its own).
   */
  addClonedProps(written: string, children: readonly ChildNode[]): void {
    const elements = children.filter((child) => child.kind === 'element');
    const only = elements[0];
    if (elements.length !== 1 || !only || only.isComponent || only.attributes.has('onclick')) return;
    if (children.some((child) => child.kind === 'dynamic')) return;
    const shape = this.shapeOf(written);
    if (shape?.kind !== 'child-props') return;
    const attributes = only.attributes as Map<string, ElementAttribute>;
    for (const key of shape.attributes) {
      const name = JSX_ALIASES[key] ?? key;
      if (!attributes.has(name))
        attributes.set(name, { value: null, start: only.start, end: only.openingEnd });
    }
  }

  /**
   * `<Section title="Helpers" rightContent={<select … />}>` with `Section` defined in this file rendering
   * `{rightContent}` only as a plain child of native elements other than a label (plain-slots.ts): the element
   * handed at `at` is rendered as written, named by nothing of the component's.
   */
  rendersAsWritten(written: string, attributes: readonly AstNode[], at: number): boolean {
    if (written.includes('.') || this.imported?.has(written)) return false;
    const prop = handedProp(attributes, at);
    if (prop === undefined) return false;
    this.plainSlots ??= toPlainSlots(this.program);
    return this.plainSlots(written, prop);
  }

  /**
   * `<TabTrigger setActiveTab={…} />`: the props that component calls from a native button (keyboard-props.ts);
   * for a button that carries its caller's props too, only when `opening` passes nothing unsafe.
   */
  keyboardProps(written: string, opening?: AstNode): readonly string[] | undefined {
    let shape = this.shapeOf(written);
    if (shape?.kind === 'keyboard-calls' && shape.relayed) {
      // A local component handing props on to an import: decided by that module's export.
      const { specifier, name } = shape.relayed;
      if (this.imports && !this.imports.resolve) this.imports.pending = true;
      shape = settleRelay(shape, this.imports?.resolve?.(specifier, name));
    }
    if (shape?.kind !== 'keyboard-calls' || shape.props.length === 0) return undefined;
    if (shape.guarded && (!opening || !isPlainCaller(opening, shape.props))) return undefined;
    return shape.props;
  }

  /** `<MenuButton />` imported from a module where it renders `<label htmlFor="id">` with text: that id. */
  labelFor(written: string): string | undefined {
    const shape = this.shapeOf(written);
    return shape?.kind === 'label-for' ? shape.id : undefined;
  }

  /**
   * `<ButtonWrapper onClick={…}>` with `ButtonWrapper = styled.div` exported by a module of the project
   * (react-collapse-pane@3.0.1 src/components/Resizer/helpers.tsx:15, MIT): its tag.
   */
  styledTag(written: string): string | undefined {
    const shape = this.shapeOf(written);
    return shape?.kind === 'styled-tag' ? shape.tag : undefined;
  }

  /** `styled` in `const Label = styled('span', …)`: the project's own styled helper (styled-factory.ts). */
  isStyledFactory(written: string): boolean {
    return this.shapeOf(written)?.kind === 'styled-factory';
  }

  /**
   * The tag of another module's styled element around a clicked `<a>` without href (brave-ui@0.38.0
   * features/rewards/welcomePage/index.tsx:143, MPL-2.0: `<StyledServiceText>`, a styled span): no `<Link>`
   * supplying the href. Asked only there, since asking may defer the file.
   */
  styledAround(written: string, children: readonly ChildNode[]): string | undefined {
    const bareLink = children.some(
      (child) =>
        child.kind === 'element' &&
        child.name === 'a' &&
        child.attributes.has('onclick') &&
        !child.attributes.has('href'),
    );
    return bareLink ? this.styledTag(written) : undefined;
  }

  private shapeOf(written: string): ExportedShape | undefined {
    const [root = written, member, extra] = written.split('.');
    if (extra !== undefined) return undefined;
    if (!this.imported) {
      const body = (this.program.body as AstNode[] | undefined) ?? [];
      this.imported = new Map();
      for (const statement of body) {
        const source =
          statement.type === 'ImportDeclaration' ? String((statement.source as AstNode).value) : '';
        if (!RELATIVE.test(source)) continue;
        for (const specifier of (statement.specifiers as AstNode[]) ?? []) {
          const name = importedName(specifier);
          if (name) this.imported.set(String((specifier.local as AstNode).name), { specifier: source, name });
        }
      }
    }
    const from = this.imported.get(root);
    if (!from) {
      if (member !== undefined) return undefined;
      this.locals ??= toLocalShapes(
        (this.program.body as AstNode[] | undefined) ?? [],
        undefined,
        undefined,
        {
          imported: this.imported,
          styled: toStyledTags(this.program),
        },
      );
      return this.locals.get(root);
    }
    const name = from.name === '*' ? member : member === undefined ? from.name : undefined;
    if (name === undefined || name === '*' || !this.imports) return undefined;
    if (!this.imports.resolve) {
      // Decided by a module the scanner has not read yet: checked again once every file is read.
      this.imports.pending = true;
      return undefined;
    }
    return this.imports.resolve(from.specifier, name);
  }
}

const NO_NAMES: ReadonlySet<string> = new Set();
const NO_CONSTANTS: ReadonlyMap<string, AstNode> = new Map();

/** A graphic shown where `expression` is written, as the name rules read an icon component. */
export function toGraphicNode(name: string, expression: AstNode): ElementNode {
  return {
    kind: 'element',
    name,
    isComponent: true,
    graphic: true,
    attributes: new Map(),
    hasSpread: false,
    children: [],
    start: expression.start,
    openingEnd: expression.end,
  };
}

/** `<PlayIconSVG />` with no attribute and no child: the component's name; `undefined` otherwise. */
function bareCallName(node: AstNode): string | undefined {
  if (node.type !== 'JSXElement') return undefined;
  const opening = node.openingElement as AstNode;
  const name = opening.name as AstNode;
  if (name.type !== 'JSXIdentifier' || ((opening.attributes as AstNode[]) ?? []).length > 0) return undefined;
  const children = (node.children as AstNode[]) ?? [];
  return children.length === 0 ? String(name.name) : undefined;
}
