// A method of the file read for what it hands back (`getFetch() { return __privateGet(this, _fetch); }`, xata's
// private fetch): found on first need in one walk of the program, only for a value a call's callee is bound to.
import { type AstNode, isAstNode, walk } from '../ast';

/** Each program's methods by name (`getFetch() {…}`, `getFetch = () => …`), read on first need. */
const METHODS = new WeakMap<AstNode, Map<string, AstNode[]>>();

/** The functions of those methods that are getters (`get fetch() {…}`). */
const GETTERS = new WeakSet<AstNode>();
/** Per program: how many class members (methods, getters, fields with a function) bear each name. */
const CLASS_MEMBERS = new WeakMap<AstNode, Map<string, number>>();

function methodsOf(program: AstNode): Map<string, AstNode[]> {
  let methods = METHODS.get(program);
  if (methods) return methods;
  const found = new Map<string, AstNode[]>();
  const members = new Map<string, number>();
  CLASS_MEMBERS.set(program, members);
  walk(program, (node) => {
    const key = node.key as AstNode | undefined;
    const value = node.value as AstNode | undefined;
    if (
      (node.type === 'MethodDefinition' || node.type === 'PropertyDefinition' || node.type === 'Property') &&
      key?.type === 'Identifier' &&
      !node.computed &&
      isAstNode(value) &&
      /Function/.test(value.type)
    ) {
      found.set(String(key.name), [...(found.get(String(key.name)) ?? []), value]);
      if (node.type !== 'Property') members.set(String(key.name), (members.get(String(key.name)) ?? 0) + 1);
      if (node.type === 'MethodDefinition' && node.kind === 'get') GETTERS.add(value);
    }
    return undefined;
  });
  methods = found;
  METHODS.set(program, methods);
  return methods;
}

/** What a function returns: its expression body, or every `return` outside nested functions (none: []). */
function returnedValues(fn: AstNode): AstNode[] {
  const body = fn.body as AstNode;
  if (body.type !== 'BlockStatement') return [body];
  const values: AstNode[] = [];
  walk(body, (node) => {
    if (node !== body && /Function/.test(node.type)) return false;
    if (node.type === 'ReturnStatement') values.push(isAstNode(node.argument) ? node.argument : node);
    return undefined;
  });
  return values;
}

/** The one method of the file named `name` returns a value, and every value it returns passes `test`. */
export function methodReturns(program: AstNode, name: string, test: (value: AstNode) => boolean): boolean {
  const methods = methodsOf(program).get(name);
  if (methods?.length !== 1) return false;
  const values = returnedValues(methods[0] as AstNode);
  return values.length > 0 && values.every(test);
}

/**
 * As methodReturns, for a getter: the one class member of the file named `name` is `get name() {…}` (object
 * literals' properties of that name, `{ fetch: () => this.fetch }`, are no members of a class and not counted).
 */
export function getterReturns(program: AstNode, name: string, test: (value: AstNode) => boolean): boolean {
  const getter = methodsOf(program)
    .get(name)
    ?.filter((fn) => GETTERS.has(fn));
  if (getter?.length !== 1 || CLASS_MEMBERS.get(program)?.get(name) !== 1) return false;
  const values = returnedValues(getter[0] as AstNode);
  return values.length > 0 && values.every(test);
}
