import { describe, expect, it } from 'vitest';
import {
  checkHtmlAccessibility,
  isHtmlFile,
  toHtmlElementTrees,
} from '../../../src/diagnostics/accessibility';

const check = (text: string) => checkHtmlAccessibility({ path: 'public/index.html', text });
const located = (text: string) => check(text).map((f) => [f.ruleId, f.line, f.column]);

describe('checkHtmlAccessibility', () => {
  it('tokenizes comments, raw text, void elements and implied end tags with offsets', () => {
    const text = '<!doctype html><!-- <img> --><ul><li>a<li><img src=x></ul><script>if (a<b) {}</script>';
    const [ul] = toHtmlElementTrees(text);
    expect(ul?.name).toBe('ul');
    expect(ul?.children.filter((c) => c.kind === 'element').length).toBe(2);
    expect(text.slice(ul?.start ?? 0).startsWith('<ul>')).toBe(true);
  });

  it('locates a page without lang and an image without alt', () => {
    const text = '<!doctype html>\n<html>\n<body>\n  <p>Hi <img src="a.png"></p>\n</body>\n</html>\n';
    expect(located(text)).toEqual([
      ['a11y/html-lang', 2, 1],
      ['a11y/img-alt', 4, 9],
    ]);
    expect(check(text)[1]?.evidence).toBe('<img src="a.png">');
  });

  it('labels: for/id, wrapping, unquoted attributes', () => {
    expect(
      located(
        '<html lang=en><label for=q>Find</label><input id=q><label>Age <input type=number></label></html>',
      ),
    ).toEqual([]);
    expect(
      located('<html lang="en">\n<input type="email" name="e">\n<textarea></textarea>\n</html>'),
    ).toEqual([
      ['a11y/form-label', 2, 1],
      ['a11y/form-label', 3, 1],
    ]);
  });

  it('names, click handlers, tabindex, headings, iframes, media', () => {
    const text = [
      '<html lang="en">',
      '<button><i class="icon"></i></button>',
      '<a href="/cart"></a>',
      '<span onclick="go()">Go</span>',
      '<div tabindex="2">x</div>',
      '<h1>T</h1><h4>U</h4>',
      '<iframe src="/embed"></iframe>',
      '<audio src="a.mp3" autoplay></audio>',
      '</html>',
    ].join('\n');
    expect(located(text)).toEqual([
      ['a11y/button-name', 2, 1],
      ['a11y/link-name', 3, 1],
      ['a11y/click-without-keyboard', 4, 1],
      ['a11y/tabindex-positive', 5, 6],
      ['a11y/heading-order', 6, 11],
      ['a11y/iframe-title', 7, 1],
      ['a11y/media-autoplay', 8, 1],
    ]);
  });

  it('treats template bindings as run-time values', () => {
    expect(
      located(
        '<html lang="en"><img :alt="caption" src="x"><button>{{ label }}</button><img [alt]="t"></html>',
      ),
    ).toEqual([]);
  });

  it('recognises HTML files', () => {
    expect(['a.html', 'b.HTM'].every(isHtmlFile)).toBe(true);
    expect(isHtmlFile('a.tsx')).toBe(false);
  });
});
