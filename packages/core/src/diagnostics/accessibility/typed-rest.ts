import { type AstNode, walk } from '../ast';
import { JSX_ALIASES } from './element';
import type { LocalObjectSpread } from './known-spreads';

/**
 * What a component's rest props can carry when the file types them with a closed shape of its own: `({ className,
 * children, onClick, ...rest }) => <div onClick={onClick} {...rest}>` in a `React.FC<AvatarProps>` whose `interface
 * AvatarProps { className?; children?; onClick? }` is written in the file (aspect-ui@0.0.76
 * app/src/components/Avatar/Avatar.tsx:5-24, MIT), or `({ …, ...props }: SelectProps)` (fireflink-ui@1.2.24
 * src/components/Select/Select.tsx:15-60 and :172-189, MIT). A caller can pass only the members the type declares, so
 * the spread carries those members at most (values unknown) — no key handler, tabIndex or role unless declared.
 * Hyphenated names (`aria-label`) escape the type check, so the spread may always carry an aria name.
 *
 * Closed: an interface declared once with no `extends`, or a type alias of one object type, whose members are all
 * plain named properties or methods (no index or call signature). Anything else (an intersection, an imported type,
 * `HTMLAttributes<…>`) is left as an unknown spread.
 * @example toTypedRestSpreads(program) // [{ name: 'rest', carries: ['class', 'children', 'onclick', 'aria-label', …] }]
 */
export function toTypedRestSpreads(program: AstNode): LocalObjectSpread[] {
  const body = (program.body as AstNode[] | undefined) ?? [];
  if (!body.some((node) => isTypeDeclaration(unexport(node)))) return [];
  const shapes = toClosedShapes(body);
  if (shapes.size === 0) return [];
  const found: LocalObjectSpread[] = [];
  walk(program, (node, ancestors) => {
    if (!/^(Arrow)?Function(Expression|Declaration)$/.test(node.type)) return undefined;
    const first = ((node.params as AstNode[] | undefined) ?? [])[0];
    if (first?.type !== 'ObjectPattern') return undefined;
    const properties = first.properties as AstNode[];
    const rest = properties.at(-1);
    const restName = rest?.type === 'RestElement' ? (rest.argument as AstNode) : undefined;
    if (restName?.type !== 'Identifier') return undefined;
    const typeName = typeNameOf(first) ?? componentTypeOf(ancestors[ancestors.length - 1]);
    const members = typeName === undefined ? undefined : shapes.get(typeName);
    if (!members) return undefined;
    const taken = new Set(
      properties.flatMap((property) => {
        const key = property.key as AstNode | undefined;
        return property.type === 'Property' && !property.computed && key
          ? [String(key.name ?? key.value).toLowerCase()]
          : [];
      }),
    );
    const carries = [...members.filter((member) => !taken.has(member)), ...ARIA_NAMES].map(
      (key) => JSX_ALIASES[key] ?? key,
    );
    found.push({
      name: String(restName.name),
      start: node.start as number,
      end: node.end as number,
      carries,
    });
    return undefined;
  });
  return found;
}

/** Names a caller may pass past the props type: TypeScript does not check hyphenated JSX attributes. */
const ARIA_NAMES = ['aria-label', 'aria-labelledby'];

function unexport(node: AstNode): AstNode {
  return node.type === 'ExportNamedDeclaration' && node.declaration ? (node.declaration as AstNode) : node;
}

function isTypeDeclaration(node: AstNode): boolean {
  return node.type === 'TSInterfaceDeclaration' || node.type === 'TSTypeAliasDeclaration';
}

/** The file's top-level closed object types, by name, with their members (lowercase). */
function toClosedShapes(body: readonly AstNode[]): Map<string, string[]> {
  const shapes = new Map<string, string[]>();
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const statement of body) {
    const node = unexport(statement);
    if (!isTypeDeclaration(node)) continue;
    const name = String((node.id as AstNode).name);
    if (seen.has(name)) twice.add(name);
    seen.add(name);
    let members: AstNode[] | undefined;
    if (node.type === 'TSInterfaceDeclaration') {
      if (((node.extends as AstNode[] | undefined) ?? []).length === 0)
        members = (node.body as AstNode).body as AstNode[];
    } else {
      const literal = node.typeAnnotation as AstNode;
      if (literal.type === 'TSTypeLiteral') members = literal.members as AstNode[];
    }
    const keys = members?.map(memberKey);
    if (keys?.every((key): key is string => key !== undefined)) shapes.set(name, keys);
  }
  for (const name of twice) shapes.delete(name);
  return shapes;
}

function memberKey(member: AstNode): string | undefined {
  if (member.type !== 'TSPropertySignature' && member.type !== 'TSMethodSignature') return undefined;
  const key = member.key as AstNode;
  if (member.computed) return undefined;
  if (key.type === 'Identifier') return String(key.name).toLowerCase();
  return key.type === 'Literal' && typeof key.value === 'string' ? key.value.toLowerCase() : undefined;
}

/** `{ … }: SelectProps`: the name of a plain type reference (no type arguments). */
function typeNameOf(node: AstNode): string | undefined {
  const annotation = (node.typeAnnotation as AstNode | null | undefined)?.typeAnnotation as
    | AstNode
    | undefined;
  return plainReference(annotation);
}

/** `const Avatar: React.FC<AvatarProps> = (…) =>`: the props type of a component typed as `FC` / `FunctionComponent`. */
function componentTypeOf(parent: AstNode | undefined): string | undefined {
  if (parent?.type !== 'VariableDeclarator') return undefined;
  const type = ((parent.id as AstNode).typeAnnotation as AstNode | null | undefined)?.typeAnnotation as
    | AstNode
    | undefined;
  if (type?.type !== 'TSTypeReference') return undefined;
  const typeName = type.typeName as AstNode;
  const name = typeName.type === 'TSQualifiedName' ? (typeName.right as AstNode).name : typeName.name;
  if (!/^(FC|FunctionComponent|VFC)$/.test(String(name))) return undefined;
  const [argument, ...others] =
    ((type.typeArguments as AstNode | null)?.params as AstNode[] | undefined) ?? [];
  return others.length === 0 ? plainReference(argument) : undefined;
}

function plainReference(type: AstNode | undefined): string | undefined {
  if (type?.type !== 'TSTypeReference' || type.typeArguments) return undefined;
  const name = type.typeName as AstNode;
  return name.type === 'Identifier' ? String(name.name) : undefined;
}
