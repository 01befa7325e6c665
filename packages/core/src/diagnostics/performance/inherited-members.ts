// An instance a sibling module's exported class keeps on a member, read by a subclass another module declares:
// @elbstack/lexoffice-client-js 1.0.1 src/contact/contact.client.ts:21 `export class ContactsClient extends
// BaseClient` (imported from '../base.client') sends `this.axios.post('/contacts', contact)` on the
// `Axios.create({ baseURL, headers })` BaseClient's constructor keeps (src/base.client.ts:7-14). The declaring
// module records the member (member-instances.ts); the subclass's `this.axios` is that instance when the file
// never assigns `this.axios` itself, the member is not one a caller may replace (`injected || Axios.create()`), and
// no other class of the file reads `this.axios`.
import { type AstNode, walk } from '../ast';
import type { RelativeImport } from './bindings';
import type { InstanceLibrary } from './client-instances';
import { toPath, unwrap } from './node-paths';

/** What a module summary says of its exported classes' member instances (member-instances.ts `MemberInstancesOf`). */
type MembersOf = (
  specifier: string,
) => ReadonlyMap<string, ReadonlyMap<string, { library: InstanceLibrary; injectable: boolean }>> | undefined;

/** `this.<member>` of the file's subclasses of a sibling module's class, by that path. */
export function inheritedMemberInstances(
  program: AstNode,
  text: string,
  bindings: ReadonlyMap<string, unknown>,
  relative: readonly RelativeImport[],
  membersOf: MembersOf,
  found: Map<string, InstanceLibrary>,
): void {
  if (!/\bextends\b/.test(text)) return;
  const classes: { node: AstNode; base: string | undefined }[] = [];
  walk(program, (node) => {
    if (node.type !== 'ClassDeclaration' && node.type !== 'ClassExpression') return undefined;
    const superClass = node.superClass ? unwrap(node.superClass as AstNode) : undefined;
    classes.push({ node, base: superClass ? toPath(superClass) : undefined });
    return undefined;
  });
  for (const { node, base } of classes) {
    const [local, member, extra] = (base ?? '').split('.');
    if (!local || extra !== undefined) continue;
    const source = relative.find(
      (r) => r.local === local && (member ? r.imported === '*' : r.imported !== '*'),
    );
    const members = source ? membersOf(source.specifier)?.get(member ?? source.imported) : undefined;
    members?.forEach(({ library, injectable }, name) => {
      const path = `this.${name}`;
      if (injectable || bindings.has(path) || found.has(path)) return;
      const others = classes.filter((c) => c.node !== node && c.base !== base);
      if (others.some((c) => text.slice(c.node.start, c.node.end).includes(path))) return;
      found.set(path, library);
    });
  }
}
