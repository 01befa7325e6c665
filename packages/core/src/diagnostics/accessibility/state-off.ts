import { type AstNode, walk } from '../ast';
import { guardOperand } from './guarded-root';
import { unwrap } from './jsx-names';

/**
 * A state flag that only a mode off by default turns on: `const [isLightboxOpen, setLightboxOpen] = useState(false)`,
 * whose one setter call with anything but `false` is `onClick={() => (lightbox ? setLightboxOpen(true) : null)}` with
 * `lightbox = false` destructured from the props (aspect-ui@0.0.76 app/src/components/Image/Image.tsx:40-43, :60 and
 * :105-148, MIT: the lightbox and its close button exist only in lightbox mode). What `{isLightboxOpen && (…)}` renders
 * is then off by default too (the corpus's session-32 convention). Read over the file: the state is declared once,
 * `useState(false)`; its setter is only ever called (never handed on), at least once with another argument than
 * `false`, and each such call sits in the consequent of `test ? … : …`, of an `if`, or right of `test && …`, whose
 * first `&&` operand `flagOf` reads as off by default. The state's name, or undefined.
 */
export function toStateOffByMode(
  name: string,
  program: AstNode,
  flagOf: (operand: AstNode) => string | undefined,
): string | undefined {
  const state = statesOf(program).get(name);
  if (!state || reading.has(name)) return undefined;
  reading.add(name);
  try {
    // A state the file never turns on may be turned on where it is not read (a reduced or generated file): unknown.
    const off =
      state.length > 0 && state.every((call) => call.guards.some((test) => flagOf(test) !== undefined));
    return off ? name : undefined;
  } finally {
    reading.delete(name);
  }
}

/** States being read (a setter guarded by its own state, or by another guarded by this one, is not off). */
const reading = new Set<string>();

/** Per state: the tests guarding each setter call that may turn it on (every enclosing one, innermost first). */
type States = Map<string, { guards: AstNode[] }[]>;

const cache = new WeakMap<AstNode, States>();

function statesOf(program: AstNode): States {
  const cached = cache.get(program);
  if (cached) return cached;
  const setters = new Map<string, string>();
  const declared = new Map<string, number>();
  walk(program, (node) => {
    if (node.type !== 'VariableDeclarator') return undefined;
    const id = node.id as AstNode;
    const init = node.init ? unwrap(node.init as AstNode) : undefined;
    if (id.type !== 'ArrayPattern' || init?.type !== 'CallExpression') return undefined;
    const [value, setter] = (id.elements as (AstNode | null)[]) ?? [];
    const callee = unwrap(init.callee as AstNode);
    const hook = callee.type === 'MemberExpression' ? (callee.property as AstNode) : callee;
    const initial = ((init.arguments as AstNode[]) ?? [])[0];
    if (value?.type !== 'Identifier' || setter?.type !== 'Identifier' || hook.name !== 'useState')
      return undefined;
    const name = String(value.name);
    declared.set(name, (declared.get(name) ?? 0) + 1);
    if (initial?.type === 'Literal' && initial.value === false) setters.set(String(setter.name), name);
    return undefined;
  });
  const states: States = new Map();
  const handed = new Set<string>();
  for (const name of setters.values()) if (declared.get(name) === 1) states.set(name, []);
  walk(program, (node, ancestors) => {
    if (node.type !== 'Identifier') return undefined;
    const name = setters.get(String(node.name));
    if (!name || !states.has(name)) return undefined;
    const parent = ancestors[ancestors.length - 1];
    if (parent?.type === 'ArrayPattern') return undefined;
    if (parent?.type !== 'CallExpression' || parent.callee !== node) {
      handed.add(name);
      return undefined;
    }
    const argument = ((parent.arguments as AstNode[]) ?? [])[0];
    const off = argument && unwrap(argument).type === 'Literal' && unwrap(argument).value === false;
    if (!off) states.get(name)?.push({ guards: guardsOf(parent, ancestors) });
    return undefined;
  });
  for (const name of handed) states.delete(name);
  cache.set(program, states);
  return states;
}

/** The first `&&` operand of each test whose consequent (or `&&` right side) holds the call, innermost first. */
function guardsOf(call: AstNode, ancestors: readonly AstNode[]): AstNode[] {
  const guards: AstNode[] = [];
  let child = call;
  for (let index = ancestors.length - 2; index >= 0; index--) {
    const parent = ancestors[index] as AstNode;
    const first = guardOperand(parent, child);
    if (first) guards.push(first);
    child = parent;
  }
  return guards;
}
