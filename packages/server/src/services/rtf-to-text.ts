/**
 * Plain text of an RTF document: the words a person sees, without control words, font and colour tables,
 * pictures or field instructions. Enough for pasting a brief into the primer; not a layout-preserving
 * converter (tables become tab-separated lines).
 */

/** Destinations whose content is never shown as text. */
const SKIPPED = new Set([
  'fonttbl',
  'colortbl',
  'stylesheet',
  'listtable',
  'listoverridetable',
  'revtbl',
  'rsidtbl',
  'info',
  'pict',
  'object',
  'header',
  'headerl',
  'headerr',
  'headerf',
  'footer',
  'footerl',
  'footerr',
  'footerf',
  'footnote',
  'fldinst',
  'themedata',
  'colorschememapping',
  'latentstyles',
  'datastore',
  'xmlnstbl',
  'generator',
  'filetbl',
]);

const SYMBOLS: Record<string, string> = {
  par: '\n',
  line: '\n',
  sect: '\n\n',
  page: '\n\n',
  row: '\n',
  cell: '\t',
  tab: '\t',
  emdash: '\u2014',
  endash: '\u2013',
  bullet: '\u2022',
  lquote: '\u2018',
  rquote: '\u2019',
  ldblquote: '\u201C',
  rdblquote: '\u201D',
};

/** The decoder of `\ansicpgN` (Windows code page N), or windows-1252 when unknown or absent. */
function toDecoder(codePage: number | null): InstanceType<typeof TextDecoder> {
  if (codePage !== null) {
    try {
      return new TextDecoder(`windows-${codePage}`);
    } catch {
      // An unknown code page: fall back to the RTF default.
    }
  }
  return new TextDecoder('windows-1252');
}

interface GroupState {
  skip: boolean;
  /** Fallback characters after each `\uN` (`\ucN`, 1 by default). */
  uc: number;
}

/**
 * @example toTextFromRtf('{\\rtf1\\ansi {\\fonttbl{\\f0 Arial;}}\\f0 Hello\\par World}') // 'Hello\nWorld'
 */
export function toTextFromRtf(rtf: string): string {
  const stack: GroupState[] = [];
  let state: GroupState = { skip: false, uc: 1 };
  let out = '';
  let decoder = toDecoder(null);
  // Fallback characters still to drop after a `\uN`.
  let fallback = 0;
  const emit = (text: string) => {
    if (fallback > 0) {
      fallback--;
      return;
    }
    if (!state.skip) out += text;
  };

  let i = 0;
  while (i < rtf.length) {
    const char = rtf[i]!;
    if (char === '{') {
      stack.push(state);
      state = { ...state };
      fallback = 0;
      i++;
    } else if (char === '}') {
      state = stack.pop() ?? state;
      fallback = 0;
      i++;
    } else if (char === '\r' || char === '\n') {
      i++; // line breaks of the file itself mean nothing in RTF
    } else if (char !== '\\') {
      emit(char);
      i++;
    } else {
      const next = rtf[i + 1] ?? '';
      const word = /^[a-zA-Z]{1,32}(-?\d{1,10})? ?/.exec(rtf.slice(i + 1, i + 46));
      if (word) {
        i += 1 + word[0].length;
        const name = word[0].replace(/-?\d+ ?$| $/, '');
        const param = word[1] === undefined ? null : Number(word[1]);
        if (SKIPPED.has(name)) state.skip = true;
        else if (name === 'uc') state.uc = param ?? 1;
        else if (name === 'ansicpg') decoder = toDecoder(param);
        else if (name === 'u' && param !== null) {
          fallback = 0;
          emit(String.fromCharCode(param < 0 ? param + 65536 : param));
          fallback = state.uc;
        } else if (name === 'bin' && param !== null)
          i += param; // raw bytes: never text
        else if (SYMBOLS[name] !== undefined) emit(SYMBOLS[name]);
      } else if (next === "'") {
        const byte = Number.parseInt(rtf.slice(i + 2, i + 4), 16);
        if (!Number.isNaN(byte)) emit(decoder.decode(new Uint8Array([byte])));
        i += 4;
      } else {
        i += 2;
        if (next === '*') state.skip = true;
        else if (next === '\\' || next === '{' || next === '}') emit(next);
        else if (next === '~') emit('\u00A0');
        else if (next === '_') emit('-');
        else if (next === '\n' || next === '\r') emit('\n');
      }
    }
  }
  return out
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
