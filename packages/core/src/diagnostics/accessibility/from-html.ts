import { Parser } from 'htmlparser2';
import type { ChildNode, ElementAttribute, ElementNode } from './element';

/** Elements whose content is never checked: not rendered as markup (template's content is inert). */
const OPAQUE_ELEMENTS = new Set(['script', 'style', 'template', 'xmp']);

interface OpenElement {
  kind: 'element';
  name: string;
  isComponent: boolean;
  attributes: Map<string, ElementAttribute>;
  hasSpread: boolean;
  children: ChildNode[];
  start: number;
  openingEnd: number;
}

/**
 * The element trees of an HTML document, built from htmlparser2's tolerant tokenizer (comments, doctype,
 * raw-text elements, void elements, unquoted values, implied end tags) with source offsets. Template syntax
 * common in HTML files (`{{ x }}`, Vue's `:alt`, Angular's `[attr.aria-label]`) counts as run-time values.
 */
export function toHtmlElementTrees(text: string): ElementNode[] {
  const root: OpenElement = {
    kind: 'element',
    name: '#root',
    isComponent: false,
    attributes: new Map(),
    hasSpread: false,
    children: [],
    start: 0,
    openingEnd: 0,
  };
  const stack: OpenElement[] = [root];
  const top = (): OpenElement => stack[stack.length - 1] ?? root;
  /** Inside script, style, template or xmp: nothing below is checked. */
  const opaque = () => stack.some((element) => OPAQUE_ELEMENTS.has(element.name));
  let start = 0;
  let attributes = new Map<string, ElementAttribute>();
  let hasSpread = false;

  const parser: Parser = new Parser(
    {
      onopentagname() {
        start = parser.startIndex;
        attributes = new Map();
        hasSpread = false;
      },
      onattribute(rawName, value) {
        if (rawName.startsWith('{...') || rawName === 'v-bind' || rawName === '[attr]') {
          hasSpread = true;
          return;
        }
        const normalized = normalizeName(rawName);
        if (!normalized) return;
        const dynamic = normalized.dynamic || /\{\{|\$\{/.test(value);
        attributes.set(normalized.name, {
          value: dynamic ? null : value,
          start: parser.startIndex,
          end: parser.endIndex,
        });
      },
      onopentag(name) {
        const element: OpenElement = {
          kind: 'element',
          name,
          isComponent: name.includes('-') || name.includes('.') || name.includes(':'),
          attributes,
          hasSpread,
          children: [],
          start,
          openingEnd: parser.endIndex + 1,
        };
        if (!opaque()) top().children.push(element);
        stack.push(element);
      },
      onclosetag(name) {
        const at = stack.map((element) => element.name).lastIndexOf(name);
        if (at > 0) stack.length = at;
      },
      ontext(chunk) {
        if (opaque()) return;
        if (/\{\{[\s\S]*?\}\}|\$\{/.test(chunk)) top().children.push({ kind: 'dynamic' });
        const plain = chunk.replace(/&nbsp;|&#160;|&#xa0;/gi, ' ');
        top().children.push({ kind: 'text', text: plain });
      },
    },
    // Entities stay as written (the rules read text as the author wrote it); `<x />` closes, as templates mean it.
    { decodeEntities: false, recognizeSelfClosing: true, lowerCaseAttributeNames: false },
  );
  parser.end(text);
  return root.children.filter((child): child is ElementNode => child.kind === 'element');
}

/** Plain HTML names, plus the bound forms of Vue (`:alt`, `v-bind:alt`, `@click`) and Angular. */
function normalizeName(raw: string): { name: string; dynamic: boolean } | undefined {
  const lower = raw.toLowerCase();
  if (!lower) return undefined;
  const bound =
    /^(?::|v-bind:)(.+)$/.exec(lower) ?? /^\[(?:attr\.)?([^\]]+)\]$/.exec(lower) ?? /^bind-(.+)$/.exec(lower);
  if (bound?.[1]) return { name: bound[1], dynamic: true };
  const event = /^(?:@|v-on:)([\w-]+)/.exec(lower) ?? /^\(([\w-]+)\)$/.exec(lower);
  if (event?.[1]) return { name: `on${event[1]}`, dynamic: true };
  return { name: lower, dynamic: false };
}
