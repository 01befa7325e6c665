// An instance a class keeps on a member, sent through by the file's free functions on a parameter named for the
// class: @verdocs/js-sdk 6.12.2 dist/index.js keeps `this.api = axios.create({ baseURL: this.baseURL, timeout:
// this.timeout })` in VerdocsEndpoint's constructor (line 1181), and every operation of the bundle is a function
// `(endpoint, params) => endpoint.api.post(…)` (line 1030 on). JavaScript has no type to say what `endpoint` is;
// its name says it: the last word of the one class of the file so named (`endpoint` of `VerdocsEndpoint`, or the
// whole name, `verdocsEndpoint`). Read only when that class is the file's one class giving the member a value,
// no other class of the file ends in that word, and every `endpoint.api` of the file is a parameter's member,
// never assigned: otherwise the calls stay as before.
import { type AstNode, walk } from '../ast';
import type { ScopedConstants } from './constants';
import { thisMember, toPath, unwrap } from './node-paths';

interface ClassFacts {
  node: AstNode;
  names: string[];
  /** The members it gives a value: `this.x = …` anywhere in it, or a field `x = …`. */
  members: Set<string>;
}

/** The class's name and the name its binding gives it (`var VerdocsEndpoint = class _VerdocsEndpoint {…}`). */
function classNames(node: AstNode, parent: AstNode | undefined): string[] {
  const names: string[] = [];
  const id = node.id as AstNode | null | undefined;
  if (id?.type === 'Identifier') names.push(String(id.name).replace(/^_+/, ''));
  if (parent?.type === 'VariableDeclarator' && (parent.id as AstNode).type === 'Identifier')
    names.push(String((parent.id as AstNode).name));
  return names;
}

/** `endpoint` and `verdocsEndpoint` for `VerdocsEndpoint`: the names a parameter holding one is given. */
function holderNames(name: string): string[] {
  const words = name.match(/[A-Z]?[a-z0-9]+|[A-Z]+(?![a-z])/g) ?? [];
  const last = words[words.length - 1];
  if (!last || words.length < 2) return [];
  return [last.toLowerCase(), name[0]?.toLowerCase() + name.slice(1)];
}

function collectClasses(program: AstNode): ClassFacts[] {
  const classes: ClassFacts[] = [];
  walk(program, (node, ancestors) => {
    if (node.type !== 'ClassDeclaration' && node.type !== 'ClassExpression') return undefined;
    const members = new Set<string>();
    walk(node.body as AstNode, (inner) => {
      if (inner.type === 'AssignmentExpression') {
        const path = thisMember(inner.left as AstNode);
        if (path) members.add(path.slice('this.'.length));
      } else if (inner.type === 'PropertyDefinition' && inner.value != null) {
        const key = inner.key as AstNode;
        if (key.type === 'Identifier') members.add(String(key.name));
      }
      return undefined;
    });
    classes.push({ node, names: classNames(node, ancestors[ancestors.length - 1]), members });
    return undefined;
  });
  return classes;
}

/** Adds `endpoint.api` beside each `this.api` instance, read as above. */
export function aliasHolderParameters<T extends { create: AstNode }>(
  instances: Map<string, T>,
  constants: ScopedConstants,
  program: AstNode,
  text: string,
): void {
  // Only a member the text reads on some other name than `this` (`endpoint.api`) can be aliased: no walk otherwise.
  const members = [...instances].filter(
    ([key]) =>
      /^this\.[\w$]+$/.test(key) &&
      new RegExp(`(?<![\\w$.])(?!this\\.)[\\w$]+\\.${key.slice(5).replace(/\$/g, '\\$')}(?![\\w$])`).test(
        text,
      ),
  );
  if (members.length === 0) return;
  const classes = collectClasses(program);
  for (const [key, instance] of members) {
    const member = key.slice('this.'.length);
    const at = instance.create.start;
    const holders = classes.filter((c) => c.members.has(member));
    const holder = holders.length === 1 ? holders[0] : undefined;
    if (!holder || at < holder.node.start || at > holder.node.end) continue;
    for (const name of new Set(holder.names.flatMap(holderNames))) {
      const word = name.toLowerCase();
      const alike = classes.filter((c) => c.names.some((n) => n.toLowerCase().endsWith(word)));
      if (alike.length !== 1 || instances.has(`${name}.${member}`)) continue;
      if (everyUseIsParameter(program, constants, name, member)) instances.set(`${name}.${member}`, instance);
    }
  }
}

/** Every `name.member` of the file is read on a parameter `name`, never assigned; at least one is. */
function everyUseIsParameter(
  program: AstNode,
  constants: ScopedConstants,
  name: string,
  member: string,
): boolean {
  let uses = 0;
  let other = false;
  walk(program, (node, ancestors) => {
    if (other) return false;
    if (node.type !== 'MemberExpression' || node.computed) return undefined;
    if (toPath(node) !== `${name}.${member}`) return undefined;
    const object = unwrap(node.object as AstNode);
    const parent = ancestors[ancestors.length - 1];
    const assigned = parent?.type === 'AssignmentExpression' && parent.left === node;
    if (object.type !== 'Identifier' || assigned || !constants.parameterAt(name, object.start)) other = true;
    else uses++;
    return undefined;
  });
  return !other && uses > 0;
}
