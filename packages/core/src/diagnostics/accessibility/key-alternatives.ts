import type { AstNode } from '../ast';
import { firstParamName, isRenderedHandler, passedEvent, toActionKey } from './action-keys';
import { isNote } from './click-notes';
import { toComponentLocalFunction } from './component-locals';
import { toSetBranch } from './conditional-handler';
import { type FileBindings, onlyValue } from './file-bindings';
import { isPure, toCalleeText, visit } from './handler-reads';
import { HeldReads } from './held-control-reads';
import { unwrap } from './inert-click';
import { collectItemCallees, picksItem, toHandedFunctions } from './item-controls';
import {
  collectButtonClicks,
  collectToggledSetters,
  isFocusCall,
  isHeldControlTest,
  isKeyChosenItem,
  toClosingSetter,
  toFieldFocus,
  toItemCallee,
  toToggledSetter,
} from './keyboard-reached';
import { guardedHook, toCallersFallback, toHandlerLocals } from './optional-hooks';

/**
 * Keyboard alternatives bound elsewhere in the same component: a click whose every action is also performed
 * by a key handler of that component (`document.addEventListener('keyup', this.keyboardNavigation)`, an
 * `onKeyUp` on the panel around it, `onKeyDown: handleEscape` in an attributes object) offers nothing a
 * keyboard user misses — the lightbox's "Next" arrow and ArrowRight, a backdrop and Escape.
 *
 * "Same action" is matched strictly (precision first): the same callee (`this.navigateImage`, `props.toggle`,
 * `onClose`) with the same arguments, each a literal, the event itself, or a `this.…` member. A click that
 * does anything else (an assignment, a call the keys do not make, a call with another argument) is not
 * mirrored. The key handler is not checked for which key runs the action: any key is a keyboard path.
 */
export type ClickVerdict =
  | 'mirrored by a key handler'
  | 'chosen by its item controls'
  | 'no action'
  | 'only tells the caller';

/**
 * Key events, and `fullscreenchange`: the browser leaves full screen on Escape, so what a listener for it
 * does (`setFullscreenMode(false)`) is done from the keyboard too.
 */
const KEY_EVENTS = new Set(['keydown', 'keyup', 'keypress', 'fullscreenchange']);
const KEY_PROPS = new Set(['onKeyDown', 'onKeyUp', 'onKeyPress']);
const LISTENER_TARGETS = new Set(['document', 'window', 'globalThis', 'document.body']);
const STOPPERS = new Set(['stopPropagation', 'preventDefault', 'stopImmediatePropagation']);
const FUNCTIONS = new Set(['ArrowFunctionExpression', 'FunctionExpression', 'FunctionDeclaration']);
/** How deep a click is followed into the functions it calls (`onClick={e => this.canvasClick(e)}` → exit). */
const MAX_DEPTH = 3;

/** What a click does: actions the keys mirror, and notes that ride along them (see `isNote`). */
interface Actions {
  count: number;
  notes: number;
}

/** One component of a file: a top-level statement (a class, a function, `const X = () => …`). */
interface Component {
  node: AstNode;
  /** Class members by name (`this.x`): class properties holding a function, and methods. */
  members: Map<string, AstNode>;
  /** The calls its key handlers make, as action keys; `undefined` until asked. */
  keyActions?: ReadonlySet<string>;
  /** Setters toggled by a key handler or a native button's click (keyboard-reached.ts). */
  toggles?: ReadonlySet<string>;
  /** Callbacks its list items' keyboard-operable controls call (item-controls.ts); `undefined` until asked. */
  itemCallees?: ReadonlySet<string>;
  /** The calls its native buttons' clicks make, as action keys (keyboard-reached.ts); `undefined` until asked. */
  buttonActions?: ReadonlySet<string>;
}

/** Reads the components of one program, each once, when a click is about to be reported. */
export class KeyAlternatives {
  private readonly components = new Map<AstNode, Component>();
  /** While a handler made at each render is read, a name bound once in the file (action-keys.ts). */
  private namesRead = false;
  private readonly once = (name: string) => this.namesRead && this.bindings().counts.get(name) === 1;
  /** The names the click handler being read declares itself (`let time;`): see optional-hooks.ts. */
  private locals: ReadonlySet<string> = new Set();

  constructor(
    readonly program: AstNode,
    private readonly bindings: () => FileBindings,
    /** The file's components, for the props an imported one calls by keyboard (keyboard-props.ts). */
    private readonly fileComponents?: { keyboardProps(written: string): readonly string[] | undefined },
  ) {}

  /**
   * Whether the click handler (an attribute's expression) at `offset` does nothing but what a key handler
   * of its component does, or nothing at all (only stops the event, after pure tests).
   * @example verdict(arrowOf('e => this.navigateImage("prev", e)'), offset) // 'mirrored by a key handler'
   */
  verdict(handler: AstNode, offset: number): ClickVerdict | undefined {
    // `preferred ? preferred : fallback` with the caller's optional callback preferred: judged by its default.
    const fallback = toCallersFallback(handler, this.program, offset, this.bindings);
    if (fallback) return this.verdict(fallback, offset);
    const component = this.componentAt(offset);
    if (!component) return undefined;
    component.keyActions ??= this.collectKeyActions(component);
    const keys = component.keyActions;
    component.buttonActions ??= this.collectButtonActions(component);
    const reference = toCalleeText(handler);
    const mirrors = (key: string) => keys.has(key) || component.buttonActions?.has(key);
    if (reference !== undefined && (mirrors(`${reference}()`) || mirrors(`${reference}(<event>)`))) {
      return 'mirrored by a key handler';
    }
    // A list row's click on its item, when the keys pick the highlighted item with the same call.
    if (keys.has(`${toItemCallee(handler, toCalleeText) ?? ''}(<chosen item>)`))
      return 'mirrored by a key handler';
    const fn = this.resolveFunction(handler, component);
    if (!fn) return this.handedVerdict(handler, component);
    const actions = { count: 0, notes: 0 };
    const event = firstParamName(fn);
    this.locals = toHandlerLocals(fn);
    this.namesRead = isRenderedHandler(handler, this.bindings);
    const mirrored = this.bodyIsMirrored(fn, event, component, keys, actions, 0);
    this.namesRead = false;
    if (!mirrored) return undefined;
    // Notes (a ref written, the caller's optional hook told) ride along a mirrored action, never alone: a click
    // that only tells the caller's optional hook is the element's click (the lead's session-32 decision), unless
    // the component's keys act — then it is the caller's, a backdrop's (judged by `checkClick`).
    if (actions.count === 0) {
      if (actions.notes === 0) return 'no action';
      return keys.size > 0 ? 'only tells the caller' : undefined;
    }
    return 'mirrored by a key handler';
  }

  /**
   * `onClick={onPrev}` with `onPrev` the prop of a file-local component: judged by what its callers hand it,
   * each in the caller's component (item-controls.ts) — every one must do only what that component's keys or
   * item controls do, and act.
   */
  private handedVerdict(handler: AstNode, component: Component): ClickVerdict | undefined {
    const handed = toHandedFunctions(handler, component.node, this.program, this.bindings);
    if (!handed) return undefined;
    for (const fn of handed) {
      const caller = this.componentAt(fn.start);
      if (!caller || caller === component) return undefined;
      caller.keyActions ??= this.collectKeyActions(caller);
      const actions = { count: 0, notes: 0 };
      const event = firstParamName(fn);
      if (!this.bodyIsMirrored(fn, event, caller, caller.keyActions, actions, 0) || actions.count === 0)
        return undefined;
    }
    return 'chosen by its item controls';
  }

  private componentAt(offset: number): Component | undefined {
    const statement = ((this.program.body as AstNode[] | undefined) ?? []).find(
      (node) => node.start <= offset && offset < node.end,
    );
    if (!statement) return undefined;
    let component = this.components.get(statement);
    if (!component) {
      component = { node: statement, members: collectMembers(statement) };
      this.components.set(statement, component);
    }
    return component;
  }

  /** Every call made by the key handlers the component binds (and, one level down, by what they call). */
  private collectKeyActions(component: Component): ReadonlySet<string> {
    const handlers: AstNode[] = [];
    const rendered = new Set<AstNode>();
    visit(component.node, (node) => {
      if (node.type === 'CallExpression') {
        const callee = unwrap(node.callee as AstNode);
        const args = (node.arguments as AstNode[]) ?? [];
        const type = args[0];
        if (
          callee.type === 'MemberExpression' &&
          !callee.computed &&
          (callee.property as AstNode).name === 'addEventListener' &&
          LISTENER_TARGETS.has(toCalleeText(callee.object as AstNode) ?? '') &&
          type?.type === 'Literal' &&
          KEY_EVENTS.has(String(type.value)) &&
          args[1]
        ) {
          handlers.push(args[1]);
        }
      } else if (node.type === 'JSXAttribute') {
        const name = node.name as AstNode;
        const value = node.value as AstNode | null;
        if (
          name.type === 'JSXIdentifier' &&
          KEY_PROPS.has(String(name.name)) &&
          value?.type === 'JSXExpressionContainer'
        ) {
          const handler = toSetBranch(unwrap(value.expression as AstNode));
          handlers.push(handler);
          if (isRenderedHandler(handler, this.bindings)) rendered.add(handler);
        }
      } else if (node.type === 'Property' && !node.computed) {
        const key = node.key as AstNode;
        if (KEY_PROPS.has(String(key.name ?? key.value))) handlers.push(node.value as AstNode);
      } else if (node.type === 'JSXOpeningElement') {
        const focus = toFieldFocus(node);
        if (focus) handlers.push(focus);
      }
    });
    // Read through the names they are bound to (`onKeyDown={onKeyDownHandler}`), for the toggles as for the calls.
    const functions = handlers.map(
      (handler) =>
        this.resolveFunction(handler, component) ??
        toComponentLocalFunction(component.node, handler) ??
        handler,
    );
    component.toggles = collectToggledSetters(component.node, functions);
    const actions = new Set<string>();
    for (const [index, handler] of handlers.entries()) {
      const fn = functions[index] === handler ? this.resolveFunction(handler, component) : functions[index];
      this.namesRead = rendered.has(handler);
      if (fn) this.collectCalls(fn, firstParamName(fn), component, actions, 0);
    }
    this.namesRead = false;
    return actions;
  }

  /**
   * The one call each native button's click makes (see keyboard-reached.ts): the handler itself
   * (`onClick={this.expand}`) or an inline function whose body is a single call (`() => setFold(false)`). A
   * button that does more (hides the notification and runs the caller's action) is not the same control.
   */
  private collectButtonActions(component: Component): ReadonlySet<string> {
    const actions = new Set<string>();
    for (const handler of collectButtonClicks(component.node, this.fileComponents)) {
      const reference = toCalleeText(handler);
      if (reference !== undefined) actions.add(`${reference}()`).add(`${reference}(<event>)`);
      if (!FUNCTIONS.has(handler.type)) continue;
      let body = handler.body as AstNode;
      const statements = body.type === 'BlockStatement' ? (body.body as AstNode[]) : undefined;
      if (statements) {
        if (statements.length !== 1 || statements[0]?.type !== 'ExpressionStatement') continue;
        body = statements[0].expression as AstNode;
      }
      // `() => isAllSelected ? onAllUnmarked() : onAllMarked()`: each branch's call is made by the control.
      const made = unwrap(body);
      const calls = made.type === 'ConditionalExpression' ? [made.consequent, made.alternate] : [made];
      for (const each of calls) {
        const call = unwrap(each as AstNode);
        const key = call.type === 'CallExpression' ? toActionKey(call, firstParamName(handler)) : undefined;
        if (key !== undefined) actions.add(key);
      }
    }
    return actions;
  }

  private collectCalls(
    fn: AstNode,
    event: string | undefined,
    component: Component,
    into: Set<string>,
    depth: number,
  ): void {
    visit(fn.body as AstNode, (node) => {
      if (node.type !== 'CallExpression') return;
      const args = (node.arguments as AstNode[]) ?? [];
      if (args[0] && isKeyChosenItem(args[0]) && args.slice(1).every((arg) => unwrap(arg).name === event)) {
        into.add(`${toCalleeText(node.callee as AstNode)}(<chosen item>)`);
      }
      const key = toActionKey(node, event, depth === 0 ? this.once : undefined);
      if (key === undefined) return;
      into.add(key);
      if (depth + 1 >= MAX_DEPTH) return;
      const callee = this.resolveFunction(node.callee as AstNode, component);
      if (callee && callee !== fn) {
        this.collectCalls(callee, passedEvent(node, callee, event), component, into, depth + 1);
      }
    });
  }

  /**
   * The statements of a click handler: calls the key handlers make, calls of local functions whose own
   * statements qualify, stoppers, pure ifs (both branches), pure declarations and quiet returns.
   */
  private bodyIsMirrored(
    fn: AstNode,
    event: string | undefined,
    component: Component,
    keys: ReadonlySet<string>,
    actions: Actions,
    depth: number,
  ): boolean {
    const body = fn.body as AstNode;
    if (body.type !== 'BlockStatement')
      return this.callIsMirrored(body, event, component, keys, actions, depth);
    return this.statementsAreMirrored(body.body as AstNode[], event, component, keys, actions, depth);
  }

  private statementsAreMirrored(
    statements: readonly AstNode[],
    event: string | undefined,
    component: Component,
    keys: ReadonlySet<string>,
    actions: Actions,
    depth: number,
  ): boolean {
    // Delegation from the held native controls (held-control-reads.ts): after `if (!button) return;`, the rest is theirs.
    const held = new HeldReads(event);
    let heldOnly = false;
    const each = (statement: AstNode | null | undefined): boolean => {
      if (!statement || heldOnly || held.declares(statement)) return true;
      if (held.leavesRestToHeld(statement)) {
        heldOnly = true;
        return true;
      }
      switch (statement.type) {
        case 'EmptyStatement':
          return true;
        case 'BlockStatement':
          return this.statementsAreMirrored(
            statement.body as AstNode[],
            event,
            component,
            keys,
            actions,
            depth,
          );
        case 'ExpressionStatement':
          return this.callIsMirrored(statement.expression as AstNode, event, component, keys, actions, depth);
        case 'ReturnStatement': {
          const argument = statement.argument as AstNode | null;
          if (!argument || argument.type === 'Literal') return true;
          return this.callIsMirrored(argument, event, component, keys, actions, depth);
        }
        case 'IfStatement': {
          // `if (this.props.onOverlayClicked) this.props.onOverlayClicked()`: the caller's optional hook told.
          // A hook the keys also call is an action they mirror, read below as before.
          const hook = statement.alternate
            ? undefined
            : guardedHook(
                statement.test as AstNode,
                statement.consequent as AstNode,
                event,
                this.bindings,
                this.locals,
              );
          if (hook && !keys.has(toActionKey(hook, event, depth === 0 ? this.once : undefined) ?? '')) {
            actions.notes++;
            return true;
          }
          // `if (e.target.closest('a')) close()`: Enter on the held link clicks through to this branch.
          if (!statement.alternate && isHeldControlTest(statement.test as AstNode, event)) return true;
          return (
            isPure(statement.test as AstNode) &&
            each(statement.consequent as AstNode) &&
            each(statement.alternate as AstNode | null)
          );
        }
        case 'VariableDeclaration':
          return (statement.declarations as AstNode[]).every((declarator) => isPure(declarator));
        default:
          return false;
      }
    };
    return statements.every(each);
  }

  private callIsMirrored(
    expression: AstNode,
    event: string | undefined,
    component: Component,
    keys: ReadonlySet<string>,
    actions: Actions,
    depth: number,
  ): boolean {
    const call = unwrap(expression);
    // `cond && action()`, `cond || action()`: read as `if (cond) action()` — a pure guard, then the call.
    if (call.type === 'LogicalExpression' && call.operator !== '??' && isPure(call.left as AstNode)) {
      return this.callIsMirrored(call.right as AstNode, event, component, keys, actions, depth);
    }
    // `onClose?.(event)` is a note unless the keys make the same call (Escape's `onClose(event)`): then the action.
    const mirrored =
      call.type === 'CallExpression'
        ? toActionKey(call, event, depth === 0 ? this.once : undefined)
        : undefined;
    if (mirrored !== undefined && (keys.has(mirrored) || component.buttonActions?.has(mirrored))) {
      actions.count++;
      return true;
    }
    if (isNote(call, this.bindings)) {
      actions.notes++;
      return true;
    }
    if (call.type !== 'CallExpression') return false;
    // Moving focus (Tab does), or closing or toggling what a toggle of the component toggles: see
    // keyboard-reached.ts (@react95/core@9.8.0 components/Tree/Node.tsx:107, the folder's "+" beside its label's Space).
    if (isFocusCall(call)) return true;
    if (component.toggles?.has(toClosingSetter(call) ?? toToggledSetter(call) ?? '')) {
      actions.count++;
      return true;
    }
    const callee = unwrap(call.callee as AstNode);
    // `e.stopPropagation()`: not an action.
    if (
      callee.type === 'MemberExpression' &&
      !callee.computed &&
      STOPPERS.has(String((callee.property as AstNode).name)) &&
      ((call.arguments as AstNode[]) ?? []).length === 0 &&
      event !== undefined &&
      toCalleeText(callee.object as AstNode) === event
    ) {
      return true;
    }
    const key = toActionKey(call, event, depth === 0 ? this.once : undefined);
    if (key !== undefined && (keys.has(key) || component.buttonActions?.has(key))) {
      actions.count++;
      return true;
    }
    // An item picked with the callback every item's keyboard-operable control calls (item-controls.ts).
    component.itemCallees ??= collectItemCallees(
      component.node,
      (written) => this.fileComponents?.keyboardProps(written),
      this.bindings,
    );
    if (component.itemCallees.has(toCalleeText(callee) ?? '') && picksItem(call)) {
      actions.count++;
      return true;
    }
    if (depth + 1 >= MAX_DEPTH) return false;
    const fn = this.resolveFunction(callee, component);
    if (!fn || fn.async || fn.generator) return false;
    return this.bodyIsMirrored(fn, passedEvent(call, fn, event), component, keys, actions, depth + 1);
  }

  /** An inline function, `this.member` (or `.bind(this)`), or a name bound once in the file to a function. */
  private resolveFunction(node: AstNode, component: Component): AstNode | undefined {
    let target = unwrap(node);
    if (target.type === 'CallExpression') {
      const callee = unwrap(target.callee as AstNode);
      const args = (target.arguments as AstNode[]) ?? [];
      // `this.handle.bind(this)`, `useCallback(fn, deps)`.
      if (callee.type === 'MemberExpression' && (callee.property as AstNode).name === 'bind') {
        target = unwrap(callee.object as AstNode);
      } else if (callee.type === 'Identifier' && callee.name === 'useCallback' && args[0]) {
        target = unwrap(args[0]);
      } else return undefined;
    }
    if (FUNCTIONS.has(target.type)) return target;
    if (target.type === 'MemberExpression' && !target.computed) {
      if ((target.object as AstNode).type !== 'ThisExpression') return undefined;
      const member = component.members.get(String((target.property as AstNode).name));
      return member && FUNCTIONS.has(member.type) ? member : undefined;
    }
    if (target.type !== 'Identifier') return undefined;
    const bound = onlyValue(this.bindings(), String(target.name));
    if (bound?.kind !== 'init') return undefined;
    let value = unwrap(bound.value);
    if (value.type === 'CallExpression') {
      const callee = unwrap(value.callee as AstNode);
      const first = ((value.arguments as AstNode[]) ?? [])[0];
      if (callee.type !== 'Identifier' || callee.name !== 'useCallback' || !first) return undefined;
      value = unwrap(first);
    }
    return FUNCTIONS.has(value.type) ? value : undefined;
  }
}

function collectMembers(statement: AstNode): Map<string, AstNode> {
  const members = new Map<string, AstNode>();
  let declaration = statement;
  if (declaration.type === 'ExportDefaultDeclaration' || declaration.type === 'ExportNamedDeclaration') {
    declaration = (declaration.declaration as AstNode | null) ?? declaration;
  }
  if (declaration.type !== 'ClassDeclaration' && declaration.type !== 'ClassExpression') return members;
  for (const member of ((declaration.body as AstNode).body as AstNode[]) ?? []) {
    const key = member.key as AstNode | undefined;
    if (!key || member.computed || member.static) continue;
    const value = member.value as AstNode | null | undefined;
    if (
      (member.type === 'MethodDefinition' && member.kind === 'method') ||
      member.type === 'PropertyDefinition'
    ) {
      if (value) members.set(String(key.name), unwrap(value));
    }
  }
  return members;
}
