// A key the function's own parameter type marks optional: `({ abortSignal }: { abortSignal?: AbortSignal })` in
// @ai-sdk/provider-utils 4.0.66 src/get-from-api.ts lines 16-31. The SDK user may leave it out, and then the
// destructured name is `undefined`: no bound unless the caller passes one. Read only for a parameter a request's
// signal was followed back to (caller-origins.ts), never over the file.
import type { AstNode } from '../ast';

/** `key?:` written in the inline type literal annotating the destructured parameter `pattern`. */
export function optionalInOwnType(pattern: AstNode, key: string | undefined): boolean {
  if (pattern.type !== 'ObjectPattern' || key === undefined) return false;
  const type = (pattern.typeAnnotation as AstNode | undefined)?.typeAnnotation as AstNode | undefined;
  if (type?.type !== 'TSTypeLiteral') return false;
  return ((type.members as AstNode[] | undefined) ?? []).some((member) => {
    const name = member.key as AstNode | undefined;
    return (
      member.type === 'TSPropertySignature' &&
      member.optional === true &&
      !member.computed &&
      name?.type === 'Identifier' &&
      name.name === key
    );
  });
}
