import type { AstNode } from '../ast';
import { propDefault, toDefaultProps } from './default-props';
import type { FileBindings } from './file-bindings';

/**
 * A click whose only action is the caller's callback, under the click's own test that the caller passed it
 * (`if (this.props.onClick) this.props.onClick(e)`), with no default in the component's visible defaultProps
 * and no key handler in the component: the element does nothing on a click unless the caller opts in, and the
 * caller that passes the callback may give the keyboard path — not decidable here (the corpus convention for a
 * click handler prop with no visible default, as pigeon-maps' `onClick={props.onClick ? … : null}` in
 * optional-click.ts). react-image-pan-zoom-rotate@1.6.0 src/PanViewer.tsx:100-107 and :129 (MIT): the pan
 * container's click, after a guard that returns when the click ends a drag. A hook called without that test, a
 * hook with a visible default, or a click that does anything else is judged as before.
 */
export function isOptionalHookOnly(
  program: AstNode,
  actions: { count: number; notes: number; guarded?: AstNode[] },
  keys: ReadonlySet<string>,
  at: number,
  bindings: () => FileBindings,
): boolean {
  const guarded = actions.guarded ?? [];
  if (actions.count > 0 || keys.size > 0 || guarded.length === 0 || guarded.length !== actions.notes)
    return false;
  const defaults = toDefaultProps(program);
  return guarded.every((callee) => propDefault(callee, at, defaults, bindings) === undefined);
}
