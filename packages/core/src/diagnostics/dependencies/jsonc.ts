import { type Node, type ParseError, parseTree } from 'jsonc-parser';

/**
 * JSON with comments, keeping offsets, so rules can point at the line of a key in package.json or
 * tsconfig.json. `jsonc-parser` (VS Code's reader) does the parsing; this file turns its tree into the small
 * node shape the rules read. Accepts `//` and block comments and trailing commas (tsconfig's dialect);
 * answers `undefined` for text that is not JSON, never throws.
 */

export type JsonNode =
  | { kind: 'object'; start: number; end: number; properties: JsonProperty[] }
  | { kind: 'array'; start: number; end: number; items: JsonNode[] }
  | { kind: 'string'; start: number; end: number; value: string }
  | { kind: 'number'; start: number; end: number; value: number }
  | { kind: 'boolean'; start: number; end: number; value: boolean }
  | { kind: 'null'; start: number; end: number };

export interface JsonProperty {
  key: string;
  /** Offset of the key's opening quote. */
  keyStart: number;
  value: JsonNode;
}

/** `parseJsonc('{ "a": 1, // note\n }')` → an object node whose property `a` starts at offset 2. */
export function parseJsonc(text: string): JsonNode | undefined {
  return parseJsoncWithError(text).node;
}

/** Like `parseJsonc`, with the offset of the first syntax error when the text does not parse. */
export function parseJsoncWithError(text: string): { node?: JsonNode; errorOffset?: number } {
  // A byte-order mark is not JSON to jsonc-parser; a space in its place keeps every offset.
  const source = text.charCodeAt(0) === 0xfeff ? ` ${text.slice(1)}` : text;
  const errors: ParseError[] = [];
  const tree = parseTree(source, errors, { allowTrailingComma: true, disallowComments: false });
  if (errors.length > 0 || !tree) return { errorOffset: errors[0]?.offset ?? 0 };
  return { node: toJsonNode(tree) };
}

function toJsonNode(node: Node): JsonNode {
  const start = node.offset;
  const end = node.offset + node.length;
  switch (node.type) {
    case 'object':
      return {
        kind: 'object',
        start,
        end,
        properties: (node.children ?? []).map((property) => {
          const [key, value] = property.children ?? [];
          return { key: String(key?.value), keyStart: property.offset, value: toJsonNode(value as Node) };
        }),
      };
    case 'array':
      return { kind: 'array', start, end, items: (node.children ?? []).map(toJsonNode) };
    case 'string':
      return { kind: 'string', start, end, value: node.value as string };
    case 'number':
      return { kind: 'number', start, end, value: node.value as number };
    case 'boolean':
      return { kind: 'boolean', start, end, value: node.value as boolean };
    default:
      return { kind: 'null', start, end };
  }
}

/** The property `key` of an object node, if any. */
export function getProperty(node: JsonNode | undefined, key: string): JsonProperty | undefined {
  if (node?.kind !== 'object') return undefined;
  // The last duplicate wins, as in JSON.parse.
  for (let i = node.properties.length - 1; i >= 0; i--) {
    const property = node.properties[i];
    if (property?.key === key) return property;
  }
  return undefined;
}

/** The string value of `node.key`, if it is a string. */
export function getString(node: JsonNode | undefined, key: string): string | undefined {
  const value = getProperty(node, key)?.value;
  return value?.kind === 'string' ? value.value : undefined;
}

/** Converts a parsed node to a plain value (objects, arrays, strings, numbers, booleans, null). */
export function toPlain(node: JsonNode): unknown {
  switch (node.kind) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const p of node.properties) out[p.key] = toPlain(p.value);
      return out;
    }
    case 'array':
      return node.items.map(toPlain);
    case 'null':
      return null;
    default:
      return node.value;
  }
}
