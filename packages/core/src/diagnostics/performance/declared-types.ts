// What a value's declared type says it can carry: the members of a TypeScript type written in the same file
// (a type alias or interface, `extends` of in-file interfaces, unions, intersections, Partial/Omit/Pick of
// in-file types), read from a parameter's or a class property's annotation. A spread or an options object
// whose type has no `signal` (nor `timeout`) cannot supply a bound. Read lazily, only for a value an options
// object is built from and only when that value is not known otherwise; never a pass over the file.
import { type AstNode, isAstNode } from '../ast';
import { ScopedConstants } from './constants';
import type { Constants } from './node-paths';
import { FUNCTIONS, unwrap } from './node-paths';

/** A type's members by name, each with its type when written (`null`: a method, or types that differ). */
type Members = ReadonlyMap<string, AstNode | null>;

/** Each program's top-level type aliases, interfaces and variable annotations, read on first need. */
const TYPES = new WeakMap<AstNode, ModuleTypes>();
/** What each value's declared type lets it carry, once asked (`null`: not known). */
const DECLARED = new WeakMap<AstNode, ReadonlySet<string> | null>();
/** Types that only pass another type's members through. */
const SAME = new Set(['Partial', 'Required', 'Readonly', 'NonNullable']);
/** Types that carry nothing when spread. */
const EMPTY = new Set(['TSUndefinedKeyword', 'TSNullKeyword', 'TSVoidKeyword', 'TSNeverKeyword']);
const MAX_DEPTH = 12;
/** The values that can have a declared type here: a name, a member, `x ?? {}`. */
const VALUES = new Set(['Identifier', 'MemberExpression', 'LogicalExpression']);

/**
 * The member names `node`'s declared type allows (`...this.fetchOptions` of `fetchOptions?: FetchOptions` and
 * `type FetchOptions = { cache: … }` → `cache`), `undefined` when not known: no annotation, a type imported or
 * of the platform (`RequestInit` has `signal`), `any`, an index signature, a mapped or computed type.
 * `resolved` is the value `node` is bound to, tried when `node` itself has no annotation. Remembered for
 * `lacksMember`.
 */
export function declaredMembers(
  node: AstNode,
  resolved: AstNode,
  constants: ScopedConstants,
): ReadonlySet<string> | undefined {
  const known = DECLARED.get(node);
  if (known !== undefined) return known ?? undefined;
  const program = constants.program;
  if (!program || !VALUES.has(unwrap(node).type)) return undefined;
  const type = typeOfValue(node, constants, program, 0) ?? typeOfValue(resolved, constants, program, 0);
  const members = type ? membersOf(type, program, new Set(), 0) : undefined;
  const names = members ? new Set(members.keys()) : null;
  DECLARED.set(node, names);
  return names ?? undefined;
}

/** `key` is not among the members `node`'s declared type allows (asked of `declaredMembers` before). */
export function lacksMember(node: AstNode, key: string): boolean {
  const members = DECLARED.get(node);
  return members !== undefined && members !== null && !members.has(key);
}

/** The type annotation of a parameter, of `this.x`'s class property, or of a member of either. */
function typeOfValue(
  node: AstNode,
  constants: ScopedConstants,
  program: AstNode,
  depth: number,
): AstNode | undefined {
  if (depth > MAX_DEPTH) return undefined;
  const current = unwrap(node);
  if (current.type === 'Identifier') return nameType(String(current.name), current.start, constants, program);
  // `options || {}`, `this.fetchOptions ?? {}`: the value's type, or nothing.
  if (current.type === 'LogicalExpression' && current.operator !== '&&') {
    const right = unwrap(current.right as AstNode);
    const empty = right.type === 'ObjectExpression' && (right.properties as AstNode[]).length === 0;
    return empty ? typeOfValue(current.left as AstNode, constants, program, depth + 1) : undefined;
  }
  if (current.type !== 'MemberExpression' || current.computed) return undefined;
  const property = current.property as AstNode;
  if (property.type !== 'Identifier' && property.type !== 'PrivateIdentifier') return undefined;
  const key = String(property.name);
  const object = unwrap(current.object as AstNode);
  if (object.type === 'ThisExpression') return classMember(program, current.start, key, property.type);
  const owner = typeOfValue(object, constants, program, depth + 1);
  const members = owner ? membersOf(owner, program, new Set(), 0) : undefined;
  return members?.get(key) ?? undefined;
}

/**
 * The annotation of what `name` refers to at `offset` (its innermost binding there): a parameter
 * (`options: Options`, `options: Options = {}`, `options?: Options`) or a variable (`const init: Init = f()`).
 */
function nameType(
  name: string,
  offset: number,
  constants: ScopedConstants,
  program: AstNode,
): AstNode | undefined {
  const best = constants.bindingAt(name, offset);
  // A module variable assigned elsewhere too (`specifiedFetch = f` in setFetch): its declaration's type.
  const atTop = (binding: { start: number; end: number }) =>
    binding.start === program.start && binding.end === program.end;
  if (!best && (constants.bindings.get(name) ?? []).every(atTop)) return moduleVariableType(program, name);
  if (!best) return undefined;
  const declarator = !best.param && best.init ? declaratorOf(program, best.init) : undefined;
  if (declarator) {
    const id = declarator.id as AstNode;
    return id.type === 'Identifier' && id.name === name ? annotationOf(id) : undefined;
  }
  if (!best.param && atTop(best)) return moduleVariableType(program, name);
  const fn = best.param?.fn ?? functionAt(program, best.start, best.end);
  const params = (fn?.params as AstNode[] | undefined) ?? [];
  const param = best.param ? params[best.param.index] : params.find((p) => parameterName(p) === name);
  return param && parameterName(param) === name ? annotationOf(param) : undefined;
}

/** The declaration of the variable that has `init` as its value (`const init: Init = build()`). */
function declaratorOf(program: AstNode, init: AstNode): AstNode | undefined {
  let current: AstNode | undefined = program;
  while (current && current !== init) {
    if (current.type === 'VariableDeclarator' && current.init === init) return current;
    current = childHolding(current, init.start, init.end);
  }
  return undefined;
}

/** The name a plain parameter binds (`o`, `o = {}`, `o?`, `private o`), `undefined` for a pattern. */
function parameterName(param: AstNode): string | undefined {
  let current = param;
  if (current.type === 'TSParameterProperty' && isAstNode(current.parameter)) current = current.parameter;
  if (current.type === 'AssignmentPattern' && isAstNode(current.left)) current = current.left;
  return current.type === 'Identifier' ? String(current.name) : undefined;
}

/** The function spanning exactly `start`..`end` (a binding's scope), found by descending to it. */
function functionAt(program: AstNode, start: number, end: number): AstNode | undefined {
  let current: AstNode | undefined = program;
  while (current) {
    if (current.start === start && current.end === end && FUNCTIONS.has(current.type)) return current;
    current = childHolding(current, start, end);
  }
  return undefined;
}

/** The child of `node` whose range holds `start`..`end`. */
function childHolding(node: AstNode, start: number, end: number): AstNode | undefined {
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) {
      for (const child of value)
        if (isAstNode(child) && child.start <= start && end <= child.end) return child;
    } else if (isAstNode(value) && value.start <= start && end <= value.end && value !== node) return value;
  }
  return undefined;
}

/** The annotation of a parameter as written: `o: T`, `o: T = {}`, `private o: T`. */
function annotationOf(param: AstNode): AstNode | undefined {
  let current = param;
  if (current.type === 'TSParameterProperty' && isAstNode(current.parameter)) current = current.parameter;
  if (current.type === 'AssignmentPattern' && isAstNode(current.left)) current = current.left;
  const annotation = current.typeAnnotation;
  return isAstNode(annotation) && isAstNode(annotation.typeAnnotation)
    ? annotation.typeAnnotation
    : undefined;
}

/**
 * The declared type of property `key` of the innermost class around `at`: a field (`private fetchOptions?:
 * FetchOptions`, `#init: Init`) or a constructor parameter property (`constructor(private options: Options)`).
 */
function classMember(program: AstNode, at: number, key: string, kind: string): AstNode | undefined {
  const body = enclosingClassBody(program, at);
  if (!body) return undefined;
  for (const member of body.body as AstNode[]) {
    if (member.type === 'PropertyDefinition' && !member.static && !member.computed) {
      const name = member.key as AstNode;
      if (name.type === kind && name.name === key) {
        const annotation = member.typeAnnotation;
        return isAstNode(annotation) && isAstNode(annotation.typeAnnotation)
          ? annotation.typeAnnotation
          : undefined;
      }
    }
    const fn = member.type === 'MethodDefinition' && member.kind === 'constructor' ? member.value : undefined;
    if (!isAstNode(fn) || kind !== 'Identifier') continue;
    for (const param of fn.params as AstNode[]) {
      if (param.type !== 'TSParameterProperty' || !isAstNode(param.parameter)) continue;
      const inner = param.parameter.type === 'AssignmentPattern' ? param.parameter.left : param.parameter;
      if (isAstNode(inner) && inner.type === 'Identifier' && inner.name === key) return annotationOf(param);
    }
  }
  return undefined;
}

/** The body of the innermost class holding offset `at`, found by descending only into nodes that hold it. */
function enclosingClassBody(program: AstNode, at: number): AstNode | undefined {
  let found: AstNode | undefined;
  let current: AstNode | undefined = program;
  while (current) {
    if (current.type === 'ClassBody') found = current;
    current = childHolding(current, at, at + 1);
  }
  return found;
}

/** What the top level of a module declares: type aliases and interfaces, and its variables' annotations. */
interface ModuleTypes {
  types: Map<string, AstNode[]>;
  variables: Map<string, AstNode | undefined>;
}

/** The module's top-level (and exported) declarations, read once per program on first need. */
function moduleTypes(program: AstNode): ModuleTypes {
  let index = TYPES.get(program);
  if (index) return index;
  index = { types: new Map(), variables: new Map() };
  for (const statement of program.body as AstNode[]) {
    const declaration =
      (statement.type === 'ExportNamedDeclaration' || statement.type === 'ExportDefaultDeclaration') &&
      isAstNode(statement.declaration)
        ? statement.declaration
        : statement;
    if (declaration.type === 'VariableDeclaration') {
      for (const declarator of declaration.declarations as AstNode[]) {
        const id = declarator.id as AstNode;
        if (id.type === 'Identifier') index.variables.set(String(id.name), annotationOf(id));
      }
    }
    if (declaration.type !== 'TSTypeAliasDeclaration' && declaration.type !== 'TSInterfaceDeclaration')
      continue;
    const name = String((declaration.id as AstNode).name);
    index.types.set(name, [...(index.types.get(name) ?? []), declaration]);
  }
  TYPES.set(program, index);
  return index;
}

/** The members a type has, `undefined` when they are not all known. */
function membersOf(
  type: AstNode,
  program: AstNode,
  hidden: ReadonlySet<string>,
  depth: number,
): Members | undefined {
  if (depth > MAX_DEPTH) return undefined;
  if (EMPTY.has(type.type)) return new Map();
  switch (type.type) {
    case 'TSTypeAnnotation':
    case 'TSParenthesizedType':
      return isAstNode(type.typeAnnotation)
        ? membersOf(type.typeAnnotation, program, hidden, depth + 1)
        : undefined;
    case 'TSTypeLiteral':
      return literalMembers(type.members as AstNode[]);
    case 'TSUnionType':
    case 'TSIntersectionType':
      return mergeMembers(
        (type.types as AstNode[]).map((part) => membersOf(part, program, hidden, depth + 1)),
      );
    case 'TSTypeReference':
      return referenceMembers(type, program, hidden, depth);
    default:
      return undefined;
  }
}

/** The properties and methods of a type literal or interface body; an index signature or computed key: unknown. */
function literalMembers(members: readonly AstNode[]): Members | undefined {
  const result = new Map<string, AstNode | null>();
  for (const member of members) {
    if (member.type === 'TSCallSignatureDeclaration' || member.type === 'TSConstructSignatureDeclaration')
      continue;
    if (member.type !== 'TSPropertySignature' && member.type !== 'TSMethodSignature') return undefined;
    const key = member.key as AstNode;
    const name =
      !member.computed && key.type === 'Identifier'
        ? String(key.name)
        : key.type === 'Literal'
          ? String(key.value)
          : undefined;
    if (name === undefined) return undefined;
    const annotation = member.type === 'TSPropertySignature' ? member.typeAnnotation : undefined;
    result.set(
      name,
      isAstNode(annotation) && isAstNode(annotation.typeAnnotation) ? annotation.typeAnnotation : null,
    );
  }
  return result;
}

/** Every part's members together (a key in several parts keeps its type only when it is written once). */
function mergeMembers(parts: readonly (Members | undefined)[]): Members | undefined {
  const result = new Map<string, AstNode | null>();
  for (const part of parts) {
    if (!part) return undefined;
    for (const [key, type] of part) result.set(key, result.has(key) ? null : type);
  }
  return result;
}

/** `Name`, `Partial<Name>`, `Omit<Name, 'a' | 'b'>`, `Pick<Name, 'a'>`: an in-file alias or interface. */
function referenceMembers(
  type: AstNode,
  program: AstNode,
  hidden: ReadonlySet<string>,
  depth: number,
): Members | undefined {
  const name = type.typeName as AstNode;
  if (name.type !== 'Identifier') return undefined; // `ns.Type`: another module's
  const label = String(name.name);
  const args = ((type.typeArguments as AstNode | null)?.params as AstNode[] | undefined) ?? [];
  if (hidden.has(label)) return undefined; // a type parameter
  const declarations = moduleTypes(program).types.get(label);
  if (!declarations) {
    const first = args[0] ? membersOf(args[0], program, hidden, depth + 1) : undefined;
    if (!first) return undefined;
    if (SAME.has(label)) return first;
    const keys = args[1] ? literalKeys(args[1]) : undefined;
    if (label === 'Omit') return keys ? new Map([...first].filter(([key]) => !keys.has(key))) : first;
    if (label === 'Pick') return keys ? new Map([...first].filter(([key]) => keys.has(key))) : first;
    return undefined; // `Record<…>`, a platform or imported type
  }
  const parts: (Members | undefined)[] = [];
  for (const declaration of declarations) {
    const params = (declaration.typeParameters as AstNode | null)?.params as AstNode[] | undefined;
    const own = params?.length
      ? new Set([...hidden, ...params.map((param) => String((param.name as AstNode).name ?? param.name))])
      : hidden;
    if (declaration.type === 'TSTypeAliasDeclaration') {
      parts.push(membersOf(declaration.typeAnnotation as AstNode, program, own, depth + 1));
      continue;
    }
    parts.push(literalMembers(((declaration.body as AstNode).body as AstNode[]) ?? []));
    for (const heritage of (declaration.extends as AstNode[] | undefined) ?? []) {
      const reference: AstNode = {
        type: 'TSTypeReference',
        start: heritage.start,
        end: heritage.end,
        typeName: heritage.expression,
        typeArguments: heritage.typeArguments,
      };
      parts.push(membersOf(reference, program, own, depth + 1));
    }
  }
  return mergeMembers(parts);
}

/** `'a' | 'b'` → {a, b}; `undefined` for keys not written as literals (`keyof T`, a type parameter). */
function literalKeys(type: AstNode): Set<string> | undefined {
  const parts = type.type === 'TSUnionType' ? (type.types as AstNode[]) : [type];
  const keys = new Set<string>();
  for (const part of parts) {
    const literal = part.type === 'TSLiteralType' ? (part.literal as AstNode) : undefined;
    if (literal?.type !== 'Literal' || typeof literal.value !== 'string') return undefined;
    keys.add(literal.value);
  }
  return keys;
}

/** `typeof fetch`, `typeof globalThis.fetch` (`window.`, `self.`), alone or with `undefined`/`null`. */
export function isFetchType(type: AstNode): boolean {
  if (type.type === 'TSUnionType') {
    const parts = type.types as AstNode[];
    return parts.some(isFetchType) && parts.every((part) => isFetchType(part) || EMPTY.has(part.type));
  }
  if (type.type !== 'TSTypeQuery') return false;
  const name = type.exprName as AstNode;
  if (name.type === 'Identifier') return name.name === 'fetch';
  if (name.type !== 'TSQualifiedName') return false;
  const left = name.left as AstNode;
  return (
    left.type === 'Identifier' &&
    ['globalThis', 'window', 'self'].includes(String(left.name)) &&
    (name.right as AstNode).name === 'fetch'
  );
}

/**
 * A name declared as a fetch (`let specifiedFetch: typeof globalThis.fetch | undefined` at the top of the
 * module, a parameter or class property typed so): whatever it holds at run time, it is called as fetch.
 */
export function declaredAsFetch(node: AstNode, constants: ScopedConstants): boolean {
  const program = constants.program;
  const current = unwrap(node);
  if (!program) return false;
  const type = typeOfValue(current, constants, program, 0);
  return type !== undefined && isFetchType(type);
}

/** The annotation of a variable declared at the top of the module (`let x: T`, `export let x: T`). */
function moduleVariableType(program: AstNode, name: string): AstNode | undefined {
  return moduleTypes(program).variables.get(name);
}

/**
 * What a reason adds when a key is absent only by declared types: ` (\`...this.fetchOptions\` is declared
 * without one)`; `''` when no value of unknown content was read by its type.
 */
export function declaredWithout(openBy: readonly AstNode[] | undefined, constants: Constants): string {
  const first = openBy?.[0];
  if (!first || !DECLARED.get(first)) return '';
  const text = constants instanceof ScopedConstants ? constants.text : undefined;
  const source = text?.slice(first.start, first.end).replace(/\s+/g, ' ');
  const named = source && source.length <= 40 ? `\`${source}\`` : 'the value it is built from';
  return openBy.length === 1
    ? ` (${named} is declared without one)`
    : ' (the values it is built from are declared without one)';
}
