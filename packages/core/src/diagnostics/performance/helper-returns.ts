// What a request-building helper of the file hands back, in the shapes SDKs write it: a pair read by position
// (`const [url, requestOptions] = this.processRequest(request)`, `return [url, requestOptions]`), and a helper
// defined as a class field (`processRequest = (request) => { … }`), called as `this.processRequest(…)`.
import { type AstNode, isAstNode } from '../ast';
import { calledInCode } from './called-in-code';
import { FUNCTIONS, toPath } from './node-paths';

/** `const [url, init] = from`: each name bound to the element it takes, read by `elementOf` when looked up. */
export function arrayPatternBindings(pattern: AstNode, from: AstNode): [string, AstNode][] {
  if (pattern.type !== 'ArrayPattern') return [];
  const bound: [string, AstNode][] = [];
  for (const [index, element] of ((pattern.elements as (AstNode | null)[]) ?? []).entries()) {
    if (element?.type !== 'Identifier') continue;
    bound.push([String(element.name), { type: ELEMENT_OF, start: from.start, end: from.end, from, index }]);
  }
  return bound;
}

/** The node type of a binding made by `arrayPatternBindings`. */
export const ELEMENT_OF = 'ElementOf';

/**
 * The value an `ElementOf` binding takes: the element at its index of the array its source is (a helper's
 * return, through `returned`, or a name's array literal, through `lookup`), when no spread comes before it;
 * `undefined` when it is not known.
 */
export function elementOf(
  binding: AstNode,
  values: {
    returned(call: AstNode): AstNode | undefined;
    lookup(name: string, offset: number): AstNode | undefined;
  },
): AstNode | undefined {
  const from = binding.from as AstNode;
  const index = Number(binding.index);
  const array =
    from.type === 'CallExpression'
      ? values.returned(from)
      : from.type === 'Identifier'
        ? values.lookup(String(from.name), from.start)
        : undefined;
  if (array?.type !== 'ArrayExpression') return undefined;
  const elements = (array.elements as (AstNode | null)[]).slice(0, index + 1);
  if (elements.length <= index || elements.some((element) => element?.type === 'SpreadElement'))
    return undefined;
  return elements[index] ?? undefined;
}

/** `processRequest = (request) => { … }` (an instance field holding a function): the method `this.processRequest`. */
export function fieldFunctionName(node: AstNode, parent: AstNode | undefined): string | undefined {
  if (parent?.type !== 'PropertyDefinition' || parent.static || parent.computed || parent.value !== node)
    return undefined;
  const key = parent.key as AstNode;
  return key.type === 'Identifier' && isAstNode(node.body) ? `this.${String(key.name)}` : undefined;
}

/**
 * `setSelfSigned(selfSigned) { this.config.selfSigned = selfSigned; }`: a method named for the key it sets,
 * storing its own parameter there — a choice the caller may make, like an option it may pass, not a change the
 * default path makes (node-appwrite's Client setters), unless the file calls it. The key keeps the value the
 * constructor gave it.
 */
export function namedSetter(
  left: AstNode,
  right: AstNode,
  ancestors: readonly AstNode[],
  text: string | undefined,
): boolean {
  const key = left.property as AstNode;
  if (left.computed || key.type !== 'Identifier' || right.type !== 'Identifier') return false;
  let at = ancestors.length - 1;
  while (at >= 0 && !FUNCTIONS.has((ancestors[at] as AstNode).type)) at--;
  const fn = ancestors[at];
  const holder = ancestors[at - 1];
  // `Client.prototype.setClient = function (restClient) {…}` (notifications-node-client 8.4.0
  // client/api_client.js:111) as well as a class's `setClient(restClient) {…}`.
  const name =
    holder?.type === 'MethodDefinition'
      ? (holder.key as AstNode)
      : holder?.type === 'AssignmentExpression' &&
          holder.right === fn &&
          /\.prototype\.\w+$/.test(toPath(holder.left as AstNode) ?? '')
        ? ((holder.left as AstNode).property as AstNode)
        : undefined;
  const method = name?.type === 'Identifier' ? String(name.name) : '';
  if (!namedFor(method, String(key.name))) return false;
  // Called in the file itself (`this.setSelfSigned(true)` in the constructor): part of the default path.
  if (text === undefined || calledInCode(text, method)) return false; // called-in-code.ts: not a doc line
  return ((fn?.params as AstNode[] | undefined) ?? []).some(
    (param) => param.type === 'Identifier' && param.name === right.name,
  );
}

/**
 * `setSelfSigned` for `selfSigned`, and `setClient` for `restClient`: `set` and the key, or the key's last
 * word (a capitalised part of at least four letters).
 */
function namedFor(method: string, key: string): boolean {
  const named = method.toLowerCase();
  if (named === `set${key}`.toLowerCase()) return true;
  const last = /[A-Z][a-z0-9]{3,}$/.exec(key)?.[0];
  return last !== undefined && named === `set${last}`.toLowerCase();
}

/** Per file's values: what a call of a function imported from another module returns (exported-returns.ts). */
const importedReturns = new WeakMap<object, (call: AstNode) => AstNode | undefined>();

/** Lets `owner.returned(call)` answer calls of imported functions through `answer` (file-facts.ts applyImports). */
export function setImportedReturns(owner: object, answer: (call: AstNode) => AstNode | undefined): void {
  importedReturns.set(owner, answer);
}

/** The value a call of an imported function returns, when its module's summary knows it. */
export function importedReturn(owner: object, call: AstNode): AstNode | undefined {
  return importedReturns.get(owner)?.(call);
}
