// A client instance a sibling module's exported class keeps on a member, sent through by its subclasses in other
// modules: @elbstack/lexoffice-client-js 1.0.1 src/base.client.ts makes `this.axios = Axios.create({ baseURL,
// headers })` in BaseClient's constructor, and src/contact/contact.client.ts declares `class ContactsClient
// extends BaseClient` and sends `this.axios.post('/contacts', contact)` (every *.client.ts of the package). The
// declaring module records the member (member-instances.ts); a subclass of the file reads `this.<member>` as that
// instance when nothing else in the file could give it another value: the file never assigns or declares the
// member, and no class of the file that extends something else names it. A member the base takes from its
// caller by default (`x || axios.create()`) is not read: `super(…)` may hand one.
import { type AstNode, walk } from '../ast';
import type { RelativeImport } from './bindings';
import type { InstanceLibrary } from './client-instances';
import { toPath, unwrap } from './evaluate';

/** A sibling class's members kept as instances, as member-instances.ts records them. */
type MembersOf = (
  specifier: string,
) => ReadonlyMap<string, ReadonlyMap<string, { library: InstanceLibrary; injectable: boolean }>> | undefined;

const CLASSES = new Set(['ClassDeclaration', 'ClassExpression']);

/**
 * The instances this file's subclasses of sibling classes inherit, by `this.<member>`; empty when there is none.
 * @example inheritedInstances(bindings, relative, membersOf, program, text) // Map { 'this.axios' => 'axios' }
 */
export function inheritedInstances(
  bindings: ReadonlyMap<string, unknown>,
  relative: readonly RelativeImport[],
  membersOf: MembersOf,
  program: AstNode,
  text: string | undefined,
): Map<string, InstanceLibrary> {
  const found = new Map<string, InstanceLibrary>();
  if (!text || !/\bextends\s/.test(text)) return found;
  const classes: AstNode[] = [];
  walk(program, (node) => {
    if (CLASSES.has(node.type)) classes.push(node);
    return undefined;
  });
  // Per member, the library every subclass of the file inherits it as; `null` when they disagree.
  const inherited = new Map<string, InstanceLibrary | null>();
  const subclasses = new Set<AstNode>();
  for (const klass of classes) {
    const members = klass.superClass
      ? baseMembers(klass.superClass as AstNode, relative, membersOf)
      : undefined;
    if (!members) continue;
    subclasses.add(klass);
    members.forEach(({ library, injectable }, name) => {
      const seen = inherited.get(name);
      inherited.set(name, injectable || (seen !== undefined && seen !== library) ? null : library);
    });
  }
  inherited.forEach((library, name) => {
    const path = `this.${name}`;
    if (!library || bindings.has(path)) return;
    if (new RegExp(`\\bthis\\.${name.replace(/\$/g, '\\$')}\\s*=(?!=)`).test(text)) return;
    const named = new RegExp(`\\bthis\\.${name.replace(/\$/g, '\\$')}(?![\\w$])`);
    const elsewhere = classes.some(
      (klass) =>
        (!subclasses.has(klass) && named.test(text.slice(klass.start, klass.end))) ||
        (subclasses.has(klass) && declares(klass, name)),
    );
    if (!elsewhere) found.set(path, library);
  });
  return found;
}

/** The members the class `superClass` names keeps as instances, when it is a sibling module's class. */
function baseMembers(superClass: AstNode, relative: readonly RelativeImport[], membersOf: MembersOf) {
  const path = toPath(unwrap(superClass));
  if (!path) return undefined;
  const [local, member, extra] = path.split('.');
  if (extra !== undefined) return undefined;
  const source = relative.find(
    (r) => r.local === local && (member ? r.imported === '*' : r.imported !== '*'),
  );
  return source ? membersOf(source.specifier)?.get(member ?? source.imported) : undefined;
}

/** The class body declares `name` itself (a field, a method, a getter): its own value, not the base's. */
function declares(klass: AstNode, name: string): boolean {
  const body = (klass.body as AstNode | undefined)?.body as AstNode[] | undefined;
  return (body ?? []).some((element) => {
    const key = element.key as AstNode | undefined;
    return !element.computed && key?.type === 'Identifier' && key.name === name;
  });
}
