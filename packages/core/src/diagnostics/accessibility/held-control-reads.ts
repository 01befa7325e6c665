import type { AstNode } from '../ast';
import { unwrap } from './inert-click';

/**
 * A click handler that finds the native control the click landed in, and stops when there is none — event
 * delegation from the buttons or links an element holds:
 *
 *     const targetElement = event.target as HTMLElement;
 *     const buttonElement = isHTMLButtonElement(targetElement) ? targetElement : targetElement.closest('button');
 *     if (!buttonElement || !targetElement.contains(buttonElement)) return;
 *     …
 *
 * (botframework-webchat-component@4.18.2 src/Attachment/Text/private/MarkdownTextContent.tsx:144-166, MIT: the
 * citation `<button>`s rendered inside the markdown). Everything after the early return runs only for a click on
 * a held native control, which Enter / Space also click, so the keyboard reaches it (as `if (e.target.closest('a'))
 * close()`, keyboard-reached.ts). `HeldReads` follows the handler's statements in order: aliases of the event's
 * target, then names bound to the held control, then the early return that leaves the rest to it.
 */
export class HeldReads {
  private readonly targets = new Set<string>();
  private readonly held = new Set<string>();

  constructor(private readonly event: string | undefined) {}

  /** A declaration of target aliases or held-control names only: recorded, and true. */
  declares(statement: AstNode): boolean {
    if (this.event === undefined || statement.type !== 'VariableDeclaration') return false;
    const declarators = (statement.declarations as AstNode[]) ?? [];
    const reads = declarators.map((declarator) => {
      const id = declarator.id as AstNode;
      const init = declarator.init ? unwrap(declarator.init as AstNode) : undefined;
      if (id.type !== 'Identifier' || !init) return undefined;
      if (this.isTarget(init)) return () => this.targets.add(String(id.name));
      if (this.isHeldRead(init)) return () => this.held.add(String(id.name));
      return undefined;
    });
    if (reads.length === 0 || reads.some((read) => read === undefined)) return false;
    for (const read of reads) read?.();
    return true;
  }

  /** `if (!buttonElement || …) return;`: the rest of the handler runs only for a click on a held control. */
  leavesRestToHeld(statement: AstNode): boolean {
    if (statement.type !== 'IfStatement' || statement.alternate) return false;
    if (!isQuietReturn(statement.consequent as AstNode)) return false;
    let test = unwrap(statement.test as AstNode);
    while (test.type === 'LogicalExpression' && test.operator === '||') test = unwrap(test.left as AstNode);
    if (test.type !== 'UnaryExpression' || test.operator !== '!') return false;
    const negated = unwrap(test.argument as AstNode);
    return negated.type === 'Identifier' && this.held.has(String(negated.name));
  }

  /** `event.target` or a name bound to it. */
  private isTarget(node: AstNode): boolean {
    const read = unwrap(node);
    if (read.type === 'Identifier') return this.targets.has(String(read.name));
    return (
      read.type === 'MemberExpression' &&
      !read.computed &&
      (read.property as AstNode).name === 'target' &&
      unwrap(read.object as AstNode).type === 'Identifier' &&
      unwrap(read.object as AstNode).name === this.event
    );
  }

  /**
   * `target.closest('button')`, or `isButton(target) ? target : target.closest('button')`: the held control, or
   * nothing.
   */
  private isHeldRead(node: AstNode): boolean {
    const read = unwrap(node);
    if (read.type === 'ConditionalExpression') {
      const test = unwrap(read.test as AstNode);
      const args = (test.arguments as AstNode[] | undefined) ?? [];
      const tested = test.type === 'CallExpression' && args.length === 1 && this.isTarget(args[0] as AstNode);
      return (
        tested && this.isTarget(read.consequent as AstNode) && this.isHeldRead(read.alternate as AstNode)
      );
    }
    if (read.type !== 'CallExpression') return false;
    const callee = unwrap(read.callee as AstNode);
    const [selector, ...rest] = (read.arguments as AstNode[]) ?? [];
    return (
      callee.type === 'MemberExpression' &&
      !callee.computed &&
      (callee.property as AstNode).name === 'closest' &&
      rest.length === 0 &&
      selector?.type === 'Literal' &&
      HELD_CONTROLS.test(String(selector.value)) &&
      this.isTarget(callee.object as AstNode)
    );
  }
}

const HELD_CONTROLS = /^\s*(a\[href\]|button)(\s*,\s*(a\[href\]|button))*\s*$/;

/** `return;` or `{ return; }`. */
function isQuietReturn(node: AstNode): boolean {
  if (node.type === 'BlockStatement') {
    const body = (node.body as AstNode[]) ?? [];
    return body.length === 1 && isQuietReturn(body[0] as AstNode);
  }
  return node.type === 'ReturnStatement' && !node.argument;
}
