import { type AstNode, walk } from '../ast';

type FlagOf = (operand: AstNode, bare: true) => string | undefined;
type GuardedRoot = (node: AstNode, ancestors: readonly AstNode[]) => string | undefined;

/**
 * A JSX tree built in a helper method of a class component, when every call of that method in the file runs under a
 * flag off by default: `getPreview = () => { return this.state.files.map((file, index) => <div key={index}
 * className={style.image}><img style={imgStyle} src={file.preview} />…</div>) }` called only in `{ showPreview ? <div
 * className={style.preview}>{this.getPreview()}</div> : null }`, with `showPreview: false` in the visible
 * defaultProps (react-ions@5.4.1 src/components/FileUpload/FileUpload.js:24, :118-129 and :154, MIT; set 24, labelled
 * null: a mode off by a written default, session 32's convention). The flag's name, or undefined: the method is the
 * nearest class member (`name = () => …` or `name() {…}`) around `index`, not `render`, and it is called as
 * `this.name(…)` at least once, every call guarded (`guardedRoot`, the test guarded-root.ts reads for a tree).
 */
export function toGuardedMethodFlag(
  ancestors: readonly AstNode[],
  index: number,
  flagOf: FlagOf,
  guardedRoot: GuardedRoot,
): string | undefined {
  const program = ancestors[0];
  if (!program || program.type !== 'Program' || reading.has(program)) return undefined;
  let name: string | undefined;
  for (let at = index; at >= 0; at--) {
    const member = ancestors[at] as AstNode;
    if (member.type !== 'PropertyDefinition' && member.type !== 'MethodDefinition') continue;
    const key = member.key as AstNode;
    if (!member.computed && key.type === 'Identifier') name = String(key.name);
    break;
  }
  if (name === undefined || name === 'render') return undefined;
  let flags = guardedCalls.get(program);
  if (!flags) {
    reading.add(program);
    try {
      flags = collectCallFlags(program, guardedRoot);
    } finally {
      reading.delete(program);
    }
    guardedCalls.set(program, flags);
  }
  return flags.get(name) ?? undefined;
}

/** Per program: each method called as `this.name(…)`, its guard's flag when every call has one, `null` if not. */
const guardedCalls = new WeakMap<AstNode, Map<string, string | null>>();
/** Programs whose calls are being read: a guard read meanwhile does not look through methods again. */
const reading = new Set<AstNode>();

function collectCallFlags(program: AstNode, guardedRoot: GuardedRoot): Map<string, string | null> {
  const flags = new Map<string, string | null>();
  walk(program, (node, ancestors) => {
    if (node.type !== 'CallExpression') return undefined;
    const callee = node.callee as AstNode;
    if (
      callee.type !== 'MemberExpression' ||
      callee.computed ||
      (callee.object as AstNode).type !== 'ThisExpression'
    )
      return undefined;
    const name = String((callee.property as AstNode).name);
    if (flags.get(name) === null) return undefined;
    const flag = guardedRoot(node, ancestors);
    flags.set(name, flags.has(name) && flags.get(name) !== flag ? null : (flag ?? null));
    return undefined;
  });
  return flags;
}
