import type { ChildNode, ElementAttribute, ElementNode } from './element';

const VOID_ELEMENTS = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
]);
/** Elements whose content is not markup. */
const RAW_TEXT_ELEMENTS = new Set(['script', 'style', 'textarea', 'title', 'template', 'xmp']);
/** An open element of the key is closed by a new start tag of one of the values (HTML's optional end tags). */
const IMPLIED_END: Record<string, readonly string[]> = {
  li: ['li'],
  option: ['option', 'optgroup'],
  dt: ['dt', 'dd'],
  dd: ['dt', 'dd'],
  tr: ['tr'],
  td: ['td', 'th', 'tr'],
  th: ['td', 'th', 'tr'],
  p: [
    'p',
    'div',
    'ul',
    'ol',
    'table',
    'section',
    'article',
    'header',
    'footer',
    'form',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'nav',
    'aside',
    'main',
    'pre',
    'blockquote',
    'figure',
    'hr',
  ],
};

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
 * The element trees of an HTML document: a small tolerant tokenizer (comments, doctype, raw-text elements,
 * void elements, unquoted values, implied end tags) that keeps source offsets. Template syntax common in
 * HTML files (`{{ x }}`, Vue's `:alt`, Angular's `[attr.aria-label]`) counts as run-time values.
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
  const pushText = (from: number, to: number): void => {
    if (to <= from) return;
    const chunk = text.slice(from, to);
    if (/\{\{[\s\S]*?\}\}|\$\{/.test(chunk)) top().children.push({ kind: 'dynamic' });
    const plain = chunk.replace(/&nbsp;|&#160;|&#xa0;/gi, ' ');
    top().children.push({ kind: 'text', text: plain });
  };

  const lowerText = text.toLowerCase();
  let index = 0;
  while (index < text.length) {
    const lt = text.indexOf('<', index);
    if (lt === -1) {
      pushText(index, text.length);
      break;
    }
    pushText(index, lt);
    if (text.startsWith('<!--', lt)) {
      const close = text.indexOf('-->', lt + 4);
      index = close === -1 ? text.length : close + 3;
      continue;
    }
    if (text[lt + 1] === '!' || text[lt + 1] === '?') {
      const close = text.indexOf('>', lt);
      index = close === -1 ? text.length : close + 1;
      continue;
    }
    if (text[lt + 1] === '/') {
      const match = /^<\/([A-Za-z][\w:-]*)[^>]*>?/.exec(text.slice(lt, lt + 200));
      if (!match) {
        pushText(lt, lt + 1);
        index = lt + 1;
        continue;
      }
      const name = (match[1] ?? '').toLowerCase();
      const at = stack.map((e) => e.name).lastIndexOf(name);
      if (at > 0) closeTo(stack, at);
      index = lt + match[0].length;
      continue;
    }
    const nameMatch = /^<([A-Za-z][\w:.-]*)/.exec(text.slice(lt, lt + 200));
    if (!nameMatch) {
      pushText(lt, lt + 1);
      index = lt + 1;
      continue;
    }
    const name = (nameMatch[1] ?? '').toLowerCase();
    const { attributes, hasSpread, end, selfClosing } = readAttributes(text, lt + nameMatch[0].length);
    const implied = IMPLIED_END[top().name];
    if (implied?.includes(name)) closeTo(stack, stack.length - 1);
    const element: OpenElement = {
      kind: 'element',
      name,
      isComponent: name.includes('-') || name.includes('.') || name.includes(':'),
      attributes,
      hasSpread,
      children: [],
      start: lt,
      openingEnd: end,
    };
    top().children.push(element);
    index = end;
    if (RAW_TEXT_ELEMENTS.has(name) && !selfClosing) {
      const close = lowerText.indexOf(`</${name}`, end);
      const contentEnd = close === -1 ? text.length : close;
      if (name === 'textarea' || name === 'title') {
        element.children.push({ kind: 'text', text: text.slice(end, contentEnd) });
      }
      const closeEnd = close === -1 ? text.length : text.indexOf('>', close) + 1 || text.length;
      index = closeEnd;
      continue;
    }
    if (!VOID_ELEMENTS.has(name) && !selfClosing) stack.push(element);
  }
  return root.children.filter((child): child is ElementNode => child.kind === 'element');
}

function closeTo(stack: OpenElement[], at: number): void {
  stack.length = at;
}

function readAttributes(
  text: string,
  from: number,
): { attributes: Map<string, ElementAttribute>; hasSpread: boolean; end: number; selfClosing: boolean } {
  const attributes = new Map<string, ElementAttribute>();
  let hasSpread = false;
  let index = from;
  while (index < text.length) {
    while (index < text.length && /\s/.test(text[index] ?? '')) index++;
    const char = text[index];
    if (char === undefined) break;
    if (char === '>') return { attributes, hasSpread, end: index + 1, selfClosing: false };
    if (char === '/' && text[index + 1] === '>') {
      return { attributes, hasSpread, end: index + 2, selfClosing: true };
    }
    if (char === '/') {
      index++;
      continue;
    }
    const start = index;
    while (index < text.length && !/[\s=>]/.test(text[index] ?? '') && !text.startsWith('/>', index)) index++;
    const rawName = text.slice(start, index);
    while (index < text.length && /\s/.test(text[index] ?? '')) index++;
    let value: string | null = '';
    if (text[index] === '=') {
      index++;
      while (index < text.length && /\s/.test(text[index] ?? '')) index++;
      const quote = text[index];
      if (quote === '"' || quote === "'") {
        const close = text.indexOf(quote, index + 1);
        value = text.slice(index + 1, close === -1 ? text.length : close);
        index = close === -1 ? text.length : close + 1;
      } else {
        const valueStart = index;
        while (index < text.length && !/[\s>]/.test(text[index] ?? '')) index++;
        value = text.slice(valueStart, index);
      }
    }
    if (rawName.startsWith('{...') || rawName === 'v-bind' || rawName === '[attr]') {
      hasSpread = true;
      continue;
    }
    const normalized = normalizeName(rawName);
    if (!normalized) continue;
    const dynamic = normalized.dynamic || (value !== null && /\{\{|\$\{/.test(value));
    attributes.set(normalized.name, { value: dynamic ? null : value, start, end: index });
  }
  return { attributes, hasSpread, end: text.length, selfClosing: false };
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
