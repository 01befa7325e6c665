/**
 * A small JSON-with-comments reader that keeps offsets, so rules can point at the line of a key in
 * package.json or tsconfig.json. Accepts `//` and block comments and trailing commas (tsconfig's dialect);
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

class JsonSyntaxError extends Error {
  constructor(readonly offset: number) {
    super(`JSON syntax error at offset ${offset}`);
  }
}

/** `parseJsonc('{ "a": 1, // note\n }')` → an object node whose property `a` starts at offset 2. */
export function parseJsonc(text: string): JsonNode | undefined {
  return parseJsoncWithError(text).node;
}

/** Like `parseJsonc`, with the offset of the first syntax error when the text does not parse. */
export function parseJsoncWithError(text: string): { node?: JsonNode; errorOffset?: number } {
  try {
    const reader = new Reader(text);
    reader.skipTrivia();
    const node = reader.value();
    reader.skipTrivia();
    if (reader.at < text.length) throw new JsonSyntaxError(reader.at);
    return { node };
  } catch (error) {
    if (error instanceof JsonSyntaxError) return { errorOffset: error.offset };
    throw error;
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

const ESCAPES: Record<string, string> = {
  '"': '"',
  '\\': '\\',
  '/': '/',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
};

class Reader {
  at = 0;
  constructor(private readonly text: string) {
    if (text.charCodeAt(0) === 0xfeff) this.at = 1;
  }

  skipTrivia(): void {
    const text = this.text;
    while (this.at < text.length) {
      const c = text[this.at];
      if (c === ' ' || c === '\n' || c === '\r' || c === '\t') this.at++;
      else if (c === '/' && text[this.at + 1] === '/') {
        const end = text.indexOf('\n', this.at);
        this.at = end === -1 ? text.length : end + 1;
      } else if (c === '/' && text[this.at + 1] === '*') {
        const end = text.indexOf('*/', this.at + 2);
        if (end === -1) throw new JsonSyntaxError(this.at);
        this.at = end + 2;
      } else break;
    }
  }

  value(): JsonNode {
    const c = this.text[this.at];
    if (c === '{') return this.object();
    if (c === '[') return this.array();
    if (c === '"') {
      const start = this.at;
      const value = this.string();
      return { kind: 'string', start, end: this.at, value };
    }
    const start = this.at;
    for (const [word, node] of [
      ['true', { kind: 'boolean', value: true }],
      ['false', { kind: 'boolean', value: false }],
      ['null', { kind: 'null' }],
    ] as const) {
      if (this.text.startsWith(word, start)) {
        this.at += word.length;
        return { ...node, start, end: this.at } as JsonNode;
      }
    }
    const match = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
    match.lastIndex = start;
    const found = match.exec(this.text);
    if (!found) throw new JsonSyntaxError(start);
    this.at += found[0].length;
    return { kind: 'number', start, end: this.at, value: Number(found[0]) };
  }

  private object(): JsonNode {
    const start = this.at++;
    const properties: JsonProperty[] = [];
    this.skipTrivia();
    while (this.text[this.at] !== '}') {
      if (this.text[this.at] !== '"') throw new JsonSyntaxError(this.at);
      const keyStart = this.at;
      const key = this.string();
      this.skipTrivia();
      if (this.text[this.at] !== ':') throw new JsonSyntaxError(this.at);
      this.at++;
      this.skipTrivia();
      properties.push({ key, keyStart, value: this.value() });
      this.skipTrivia();
      if (this.text[this.at] === ',') {
        this.at++;
        this.skipTrivia();
      } else if (this.text[this.at] !== '}') throw new JsonSyntaxError(this.at);
    }
    this.at++;
    return { kind: 'object', start, end: this.at, properties };
  }

  private array(): JsonNode {
    const start = this.at++;
    const items: JsonNode[] = [];
    this.skipTrivia();
    while (this.text[this.at] !== ']') {
      if (this.at >= this.text.length) throw new JsonSyntaxError(this.at);
      items.push(this.value());
      this.skipTrivia();
      if (this.text[this.at] === ',') {
        this.at++;
        this.skipTrivia();
      } else if (this.text[this.at] !== ']') throw new JsonSyntaxError(this.at);
    }
    this.at++;
    return { kind: 'array', start, end: this.at, items };
  }

  private string(): string {
    const text = this.text;
    let out = '';
    let chunk = ++this.at;
    for (;;) {
      const c = text[this.at];
      if (c === undefined || c === '\n') throw new JsonSyntaxError(this.at);
      if (c === '"') {
        out += text.slice(chunk, this.at++);
        return out;
      }
      if (c === '\\') {
        out += text.slice(chunk, this.at);
        const e = text[this.at + 1] ?? '';
        if (e === 'u') {
          const hex = text.slice(this.at + 2, this.at + 6);
          if (!/^[0-9a-fA-F]{4}$/.test(hex)) throw new JsonSyntaxError(this.at);
          out += String.fromCharCode(Number.parseInt(hex, 16));
          this.at += 6;
        } else {
          const escaped = ESCAPES[e];
          if (escaped === undefined) throw new JsonSyntaxError(this.at);
          out += escaped;
          this.at += 2;
        }
        chunk = this.at;
      } else this.at++;
    }
  }
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
