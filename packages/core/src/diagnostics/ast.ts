/**
 * The ESTree (with TypeScript and JSX extensions) programs the rules read. Core does not parse: the CLI and
 * the server parse with oxc-parser (through `@charter/scanner`) and hand the program in, through
 * `ParseSource`. Offsets are UTF-16 (JavaScript string) offsets into the file's text, as oxc-parser's JS API
 * gives them.
 */
export interface AstNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

export interface ParsedSource {
  program: AstNode;
  /** Syntax errors; a file with errors is still scanned as far as it parsed. */
  errors: readonly ParseError[];
}

/** A syntax error as oxc-parser gives it: its message and, usually, labelled spans (UTF-16 offsets). */
export interface ParseError {
  message: string;
  labels?: readonly { start: number; end: number }[];
}

/** Parses one file; `path` decides the dialect by its extension (.ts, .tsx, .js, .jsx, .mjs, .cjs). */
export type ParseSource = (path: string, text: string) => ParsedSource;

/** The part of oxc-parser's `parseSync` the scanner calls (structural, so core stays free of native code). */
export type OxcParseSync = (
  path: string,
  text: string,
  options?: { lang?: 'jsx' },
) => { program: unknown; errors: readonly ParseError[] };

/**
 * flow-remove-types' default export: Flow's own parser reads the file and every type annotation, type import and
 * type declaration is overwritten with spaces, so each offset, line and column stays that of the file. Throws
 * when the text is not valid Flow either.
 */
export type FlowRemoveTypes = (text: string, options: { all: boolean }) => { toString(): string };

const PLAIN_JS = /\.(js|mjs|cjs)$/;
/** JavaScript dialects, where Flow can hide (TypeScript files are never Flow). */
const JS_DIALECT = /\.(js|jsx|mjs|cjs)$/;

/**
 * The `ParseSource` over oxc-parser's synchronous API, given by the Node side that loads the parser
 * (`@charter/scanner/parse`, and core's tests): the dialect comes from the file's extension. React projects
 * often keep JSX in `.js` files, which oxc reads as plain JavaScript; those are read as JSX first and fall
 * back to plain JavaScript only when that parses better. `loadFlowRemoveTypes` (called at the first JavaScript
 * file that fails, so a project without one never loads it) gives the Flow stripper (see `withoutFlow`).
 */
export function createParseSource(
  parseSync: OxcParseSync,
  loadFlowRemoveTypes?: () => FlowRemoveTypes,
): ParseSource {
  const parse = (path: string, text: string): ParsedSource => {
    if (PLAIN_JS.test(path) && text.includes('<')) {
      const asJsx = parseSync(path, text, { lang: 'jsx' });
      if (asJsx.errors.length === 0) return { program: asJsx.program as AstNode, errors: [] };
      const plain = parseSync(path, text);
      // On a tie the JSX reading wins: the file has `<`, and its first error is the one a person recognises
      // (react-soundplayer's `onClick={::this.handleClick}` is "Unexpected token" at the `::`, not "Unexpected
      // JSX expression" at the first tag).
      const better = plain.errors.length < asJsx.errors.length ? plain : asJsx;
      return { program: better.program as AstNode, errors: better.errors };
    }
    const result = parseSync(path, text);
    return { program: result.program as AstNode, errors: result.errors };
  };
  const withoutFlow = (path: string, text: string, parsed: ParsedSource): ParsedSource => {
    if (parsed.errors.length === 0 || !loadFlowRemoveTypes || !JS_DIALECT.test(path)) return parsed;
    // oxc rejects Flow: "Flow is not supported" for a file with an `@flow` pragma (react-carousel@4.3.0
    // src/Carousel.js, MIT), a plain syntax error for Flow without one (react-leaflet-sidebarv2@0.6.0
    // src/Sidebar.js: `class Sidebar extends MapComponent<LeafletElement, Props>`). A JavaScript file that fails
    // is read again with its types blanked, offsets kept, so the rules, their slices of the file's text and
    // the lines they report are those of the file itself; that reading stands only when it parses cleanly.
    let stripped: string;
    try {
      stripped = loadFlowRemoveTypes()(text, { all: true }).toString();
    } catch {
      return parsed; // not Flow either: the first reading and its errors stand
    }
    // An arrow whose return type spans lines (`): ReadonlyArray<{…}> => {`, @react-native/virtualized-lists@0.88.1
    // Lists/VirtualizedList.js:1992) gets its `=>` moved up and three characters inserted: offsets would no longer
    // be the file's, so such a file stays unparsed.
    if (stripped === text || stripped.length !== text.length) return parsed;
    const retried = parse(path, stripped);
    return retried.errors.length === 0 ? retried : parsed;
  };
  return (path, text) => {
    const parsed = withoutFlow(path, text, parse(path, text));
    if (parsed.errors.length === 0 || !text.includes('::')) return parsed;
    // Babel's function-bind proposal in its prefix form, `onClick={::this.handleClick}`
    // (react-soundplayer@1.0.5 src/components/PlayButton.js:46, MIT), which oxc rejects: `::obj.fn` is
    // `obj.fn.bind(obj)`, the same function as `obj.fn` for every rule here. Blanked to two spaces (offsets
    // kept), the file is read when nothing else stops it; otherwise the first reading and its errors stand.
    const unbound = text.replace(PREFIX_BIND, (_bind, before: string) => `${before}  `);
    if (unbound === text) return parsed;
    const retried = parse(path, unbound);
    return retried.errors.length === 0 ? retried : parsed;
  };
}

/** `::` where an expression starts (after `{`, `(`, `=`, `,`, `:`, `?`, `!`, `&`, `|`, `;` or a line start). */
const PREFIX_BIND = /((?:^|[{(=,:?!&|;])\s*)::(?=\s*[A-Za-z_$])/gm;

/** The extensions the code rules parse. */
export const CODE_EXTENSIONS = ['.js', '.jsx', '.ts', '.tsx', '.mjs', '.cjs', '.mts', '.cts'] as const;

export function isCodeFile(path: string): boolean {
  return CODE_EXTENSIONS.some((ext) => path.endsWith(ext)) && !path.endsWith('.d.ts');
}

/** A top-level statement's declaration: the statement itself, or what `export` declares (`null` for `export { a }`). */
export function declarationOf(statement: AstNode): AstNode | null {
  return statement.type === 'ExportNamedDeclaration' ? (statement.declaration as AstNode | null) : statement;
}

/** The name a key node spells (`a` or `'a'`) in a property, method or class field; `undefined` for any other key. */
export function keyName(key: AstNode | undefined): string | undefined {
  if (key?.type === 'Identifier') return String(key.name);
  return key?.type === 'Literal' && typeof key.value === 'string' ? key.value : undefined;
}

export function isAstNode(value: unknown): value is AstNode {
  return (
    typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string'
  );
}

/** Where a name is spelled in a file's text (UTF-16 offsets, `end` past its last character). */
interface Spelling {
  start: number;
  end: number;
}

/**
 * Whether a node's text may spell one of `names`, for a walk that acts only at identifiers of those names (and
 * calls of them): it can skip every subtree whose text spells none, since an identifier's name is spelled
 * where it stands. `text` is the text the program was parsed from; a text with a `\` may spell a name through
 * an escape (`\u0066ormat`), so there every node may.
 * @example const may = maySpellAny(text, ['formatPrice']); walk(program, (node) => (may(node) ? read(node) : false))
 */
export function maySpellAny(text: string, names: Iterable<string>): (node: AstNode) => boolean {
  if (text.includes('\\')) return () => true;
  const spelled: Spelling[] = [];
  for (const name of names) {
    if (name === '') return () => true;
    for (let at = text.indexOf(name); at !== -1; at = text.indexOf(name, at + 1))
      spelled.push({ start: at, end: at + name.length });
  }
  spelled.sort((a, b) => a.start - b.start);
  return (node) => {
    const { start, end } = node;
    if (typeof start !== 'number' || typeof end !== 'number') return true;
    // The first spelling at or after the node's start, then any that ends within the node.
    let low = 0;
    let high = spelled.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((spelled[middle] as Spelling).start < start) low = middle + 1;
      else high = middle;
    }
    for (let i = low; i < spelled.length; i++) {
      const at = spelled[i] as Spelling;
      if (at.start >= end) return false;
      if (at.end <= end) return true;
    }
    return false;
  };
}

/**
 * Visits every node depth-first, parents before children, with the chain of ancestors (nearest last).
 * Return `false` from `enter` to skip a node's children. The ancestors array is reused between calls:
 * copy it to keep it. The tree must not change while it is walked. Every walk is in place: a program walked
 * again was once flattened into arrays (nodes, depths, subtree ends) kept while it lived, so that later walks
 * read arrays instead of enumerating every node's keys, and counted in instructions (callgrind) that never
 * paid. A flattening enumerates every node, also those each visitor skips (types, imports, JSX already read),
 * allocates three arrays per program, and its flat walk still calls the visitor at every node. Without it the
 * check took fewer instructions than flattening at the second or third walk: 2.5% and 4.9% fewer on 276 corpus
 * files (every seventh package of sets 1-11, where most files are walked 2-6 times), 9% and 5% on axios 1.21.1,
 * 7% and 2.5% on the bench fixture (no file walked more than twice). Children come in key order (array items in order); scalars
 * (type, start, end, names, values), most of a node's keys, are skipped by their `typeof` first; the loop over
 * a node's keys is written inside `visit`, not in a helper taking `visit` as its callback (28-45 ms of CPU for
 * a walk of the bench fixture's 950 TS programs written so, 68-120 ms through the helper).
 */
export function walk(root: AstNode, enter: (node: AstNode, ancestors: readonly AstNode[]) => unknown): void {
  const ancestors: AstNode[] = [];
  const visit = (node: AstNode): void => {
    if (enter(node, ancestors) === false) return;
    ancestors.push(node);
    for (const key in node) {
      const value = node[key];
      if (typeof value !== 'object' || value === null) continue;
      if (Array.isArray(value)) {
        for (let i = 0; i < value.length; i++) {
          const item: unknown = value[i];
          if (typeof item === 'object' && item !== null && typeof (item as AstNode).type === 'string')
            visit(item as AstNode);
        }
      } else if (typeof (value as AstNode).type === 'string') visit(value as AstNode);
    }
    ancestors.pop();
  };
  visit(root);
}
