// `Ctor.prototype.key` read where nothing sets `key` on that prototype: swagger-codegen's ApiClient reads
// `exports.prototype.timeout` while its constructor sets `this.timeout = 60000` on each instance only
// (docusign-esign 10.0.0 src/ApiClient.js lines 100, 225), so the prototype's value is `undefined`.
import type { AstNode } from '../ast';

export { instanceGetterRead } from './instance-getters';

/** What this module reads of the file's constants (ScopedConstants has it; written out to keep imports one-way). */
export interface PrototypeFacts {
  lookup(name: string, offset: number): AstNode | undefined;
  readonly mutated: ReadonlyMap<string, ReadonlySet<string>>;
  text: string | undefined;
}

const CONSTRUCTORS = new Set([
  'FunctionExpression',
  'FunctionDeclaration',
  'ClassExpression',
  'ClassDeclaration',
]);
const WRAPPERS = new Set([
  'ParenthesizedExpression',
  'TSAsExpression',
  'TSNonNullExpression',
  'ChainExpression',
]);

function bare(node: AstNode): AstNode {
  let current = node;
  while (WRAPPERS.has(current.type) && current.expression) current = current.expression as AstNode;
  return current;
}

/**
 * Whether `member` is `Ctor.prototype.key` of a function (or a class with no superclass and no member `key`)
 * bound in this file, and the file sets neither that key (`Ctor.prototype.key = …`) nor the prototype itself
 * (`Ctor.prototype = …`), nor hands the prototype or the constructor to what could fill it (`Object.assign`,
 * `defineProperty`, `inherits`, `setPrototypeOf`, an `extend` or `mixin` helper): its value is `undefined`.
 */
export function unsetOnPrototype(member: AstNode, facts: PrototypeFacts): boolean {
  const property = member.property as AstNode;
  const prototype = bare(member.object as AstNode);
  if (member.computed || property.type !== 'Identifier' || prototype.type !== 'MemberExpression')
    return false;
  const owner = bare(prototype.object as AstNode);
  if (
    prototype.computed ||
    (prototype.property as AstNode).name !== 'prototype' ||
    owner.type !== 'Identifier'
  )
    return false;
  const name = String(owner.name);
  const key = String(property.name);
  const ctor = facts.lookup(name, owner.start);
  if (!ctor || !CONSTRUCTORS.has(bare(ctor).type) || !facts.text) return false;
  const made = bare(ctor);
  if (made.type.startsWith('Class')) {
    if (made.superClass) return false;
    const body = (made.body as AstNode).body as AstNode[];
    if (body.some((element) => (element.key as AstNode | undefined)?.name === key)) return false;
  }
  const onPrototype = facts.mutated.get(`${name}.prototype`);
  if (onPrototype?.has(key) || onPrototype?.has('*')) return false;
  const onCtor = facts.mutated.get(name);
  if (onCtor?.has('prototype') || onCtor?.has('*')) return false;
  const escaped = name.replace(/\$/g, '\\$');
  const filled = new RegExp(
    `(assign|defineProperty|defineProperties|setPrototypeOf|inherits|extend|mixin)\\w*\\(\\s*${escaped}\\b|${escaped}\\.prototype\\s*\\[`,
  );
  return !filled.test(facts.text);
}
