// A method of the file read for what it hands back (`getFetch() { return __privateGet(this, _fetch); }`, xata's
// private fetch): found on first need in one walk of the program, only for a value a call's callee is bound to.
import { type AstNode, isAstNode, walk } from '../ast';

/** Each program's methods by name (`getFetch() {…}`, `getFetch = () => …`), read on first need. */
const METHODS = new WeakMap<AstNode, Map<string, AstNode[]>>();

function methodsOf(program: AstNode): Map<string, AstNode[]> {
  let methods = METHODS.get(program);
  if (methods) return methods;
  const found = new Map<string, AstNode[]>();
  walk(program, (node) => {
    const key = node.key as AstNode | undefined;
    const value = node.value as AstNode | undefined;
    if (
      (node.type === 'MethodDefinition' || node.type === 'PropertyDefinition' || node.type === 'Property') &&
      key?.type === 'Identifier' &&
      !node.computed &&
      isAstNode(value) &&
      /Function/.test(value.type)
    )
      found.set(String(key.name), [...(found.get(String(key.name)) ?? []), value]);
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
