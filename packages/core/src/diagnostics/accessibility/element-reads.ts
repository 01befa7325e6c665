import type { AstNode } from '../ast';
import { isCallerCounter } from './caller-counter';
import { hasNoCallers, type PassedValue, passedValues } from './caller-props';
import { toSetBranch } from './conditional-handler';
import { doesNothingByDefault } from './default-off-click';
import { type DefaultProps, isPropsObject, toDefaultProps } from './default-props';
import type { ElementAttribute } from './element';
import { collectFileBindings, declaredOnce, type FileBindings, onlyValue } from './file-bindings';
import type { FileComponents } from './file-components';
import { toNoOpDefault } from './handler-defaults';
import type { ComponentImports } from './imported-components';
import { type InertClick, toInertClick } from './inert-click';
import { unwrap } from './jsx-names';
import { type ClickVerdict, KeyAlternatives } from './key-alternatives';
import { relaysNoOpDefault } from './relayed-default';

/**
 * Reads of one file's attribute values that resolve names across the file, or across the modules rendering
 * its components, made lazily: most files never need them.
 */
export class ElementReads {
  private fileBindings?: FileBindings;
  private defaults?: DefaultProps[];
  private keyAlternatives?: KeyAlternatives;

  constructor(
    readonly program: AstNode,
    private readonly components: FileComponents,
    private readonly imports: ComponentImports | undefined,
  ) {}

  bindings(): FileBindings {
    this.fileBindings ??= collectFileBindings(this.program);
    return this.fileBindings;
  }

  /**
   * `{ inert, keyAlternative }`: read when a rule asks whether a click handler does nothing a keyboard user
   * would miss (see inert-click.ts), or whether its actions are on a key handler of the same component (see
   * key-alternatives.ts). Asked only for elements about to be reported, so most files never resolve a name.
   */
  inertHandler(value: AstNode | null): Pick<ElementAttribute, 'inert' | 'keyAlternative'> {
    if (value?.type !== 'JSXExpressionContainer') return {};
    const program = this.program;
    const handler = toSetBranch(unwrap(value.expression as AstNode));
    const inline = ['ArrowFunctionExpression', 'FunctionExpression', 'Identifier'].includes(handler.type);
    const propRead =
      handler.type === 'MemberExpression' && !handler.computed && isPropsObject(handler.object as AstNode);
    // `this.handleClick`, `this.handleClick.bind(this)`, `onMinimise || onClose`: read only for a key alternative.
    if (!inline && !/^(Member|Call|Conditional|Logical)Expression$/.test(handler.type)) return {};
    let known: { inert: InertClick | undefined } | undefined;
    let alternative: { verdict: ClickVerdict | undefined } | undefined;
    const bindings = () => this.bindings();
    return {
      keyAlternative: () => {
        this.keyAlternatives ??= new KeyAlternatives(program, bindings, this.components);
        alternative ??= { verdict: this.keyAlternatives.verdict(handler, value.start) };
        return alternative.verdict;
      },
      inert: () => {
        const own = inline
          ? (toInertClick(
              handler,
              (name) => {
                const bound = onlyValue(bindings(), name);
                if (bound?.kind === 'init') return bound.value;
                return toNoOpDefault(bound, bindings());
              },
              (name) => declaredOnce(bindings(), name),
            ) ??
            (doesNothingByDefault(handler, bindings())
              ? 'acts only under a mode off by default (see default-off-click.ts)'
              : undefined))
          : undefined;
        known ??= {
          inert:
            own ??
            (inline || propRead ? this.handedClick(handler, value.start) : undefined) ??
            this.relayedNoOp(handler, value.start),
        };
        return known.inert;
      },
    };
  }

  /**
   * A handler whose one call is a prop with a no-op visible default (relayed-default.ts), in a component no
   * caller is known to render: by default the click does nothing.
   */
  private relayedNoOp(handler: AstNode, at: number): InertClick | undefined {
    this.defaults ??= toDefaultProps(this.program);
    if (!relaysNoOpDefault(handler, at, this.program, this.defaults, () => this.bindings())) return undefined;
    const imports = this.imports;
    const alone = hasNoCallers(this.program, at, imports?.callers, () => {
      if (imports) imports.pending = true;
    });
    return alone
      ? 'only calls a prop whose visible default does nothing (see relayed-default.ts)'
      : undefined;
  }

  /** `tabIndex={this.props.index}` given a loop counter by every caller in the file (see `caller-counter.ts`). */
  isCountedByCallers(value: AstNode): boolean {
    const expression = value.type === 'JSXExpressionContainer' ? (value.expression as AstNode) : undefined;
    return !!expression && isCallerCounter(this.program, expression, value.start);
  }

  /**
   * `tabIndex={tabIndex}`, a prop every caller in another module hands a static value or nothing
   * (react-leaflet-search@2.0.1 src/core/search-input.tsx:80, MIT: SearchControl passes `this.props.tabIndex
   * !== undefined ? this.props.tabIndex : 1`): the values it gets by default; `undefined` if one is unknown.
   */
  handedLiterals(value: AstNode): string[] | undefined {
    if (value.type !== 'JSXExpressionContainer') return undefined;
    const passed = this.passed(value.expression as AstNode, value.start);
    if (!passed?.every((each) => each.kind === 'literal' || each.kind === 'absent')) return undefined;
    const literals = passed.flatMap((each) => (each.kind === 'literal' ? [each.value] : []));
    return literals.length > 0 ? literals : undefined;
  }

  /**
   * `{...imgAttributes}`, a prop every caller in another module hands an empty object or nothing
   * (react-inner-image-zoom@4.0.2 src/components/Image.js:15 and :31, MIT: InnerImageZoom passes its own
   * `imgAttributes = {}`): the spread adds no attribute by default.
   */
  isHandedEmpty(argument: AstNode, at: number): boolean {
    const passed = this.passed(argument, at);
    return !!passed?.every((each) => each.kind === 'empty-object' || each.kind === 'absent');
  }

  /**
   * `{this.props.value}` as a control's content, a prop some caller hands an element of a bare-graphic component
   * of the project with nothing that may name it (react-screen-keyboard@1.4.1 src/KeyboardButton.js:23, MIT:
   * Keyboard.js passes `value={<ShiftIcon />}`, an `<svg>` of paths): for that caller the control shows only a
   * graphic. `false` when no caller is known, or none hands such an element.
   */
  isHandedGraphic(expression: AstNode, at: number): boolean {
    const imports = this.imports;
    const passed = this.passed(expression, at);
    return !!passed?.some((each) => {
      if (each.kind !== 'element') return false;
      const resolve = each.from ? imports?.resolveFrom?.(each.from) : imports?.resolve;
      return resolve?.(each.specifier, each.name)?.kind === 'graphic-component';
    });
  }

  /**
   * `onClick={ctrlClick}`, a prop every caller in another module hands a click that does nothing a keyboard
   * user would miss, or nothing (react18-json-view@0.2.10 src/components/long-string.tsx:39 and :46,
   * Apache-2.0: json-node.tsx hands it a click that acts only with Ctrl or Cmd held).
   */
  private handedClick(handler: AstNode, at: number): InertClick | undefined {
    const passed = this.passed(handler, at);
    if (!passed?.every((each) => each.kind === 'inert-click' || each.kind === 'absent')) return undefined;
    return 'its callers hand it no click that acts (see caller-props.ts)';
  }

  private passed(expression: AstNode, at: number): PassedValue[] | undefined {
    const imports = this.imports;
    return passedValues(
      this.program,
      expression,
      at,
      imports?.callers,
      () => this.bindings(),
      () => {
        if (imports) imports.pending = true;
      },
    );
  }
}
