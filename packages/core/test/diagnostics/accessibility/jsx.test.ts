import { describe, expect, it } from 'vitest';
import { ACCESSIBILITY_RULES, checkJsxAccessibility } from '../../../src/diagnostics/accessibility';
import { parseSource } from '../parse';

const check = (text: string, path = 'src/view.tsx') =>
  checkJsxAccessibility({ path, text }, parseSource(path, text).program);
const ids = (text: string) => check(text).map((f) => f.ruleId);
const jsx = (body: string) => `export const View = () => (\n  ${body}\n);\n`;

describe('checkJsxAccessibility', () => {
  it('every rule carries a WCAG 2.1 criterion', () => {
    for (const rule of ACCESSIBILITY_RULES) {
      expect(rule.id).toMatch(/^a11y\/[a-z-]+$/);
      expect(rule.wcag.criterion).toMatch(/^\d\.\d\.\d$/);
    }
  });

  it('locates an image without alt', () => {
    const [finding, ...rest] = check(jsx('<div>\n    <img src="/a.png" />\n  </div>'));
    expect(rest).toEqual([]);
    expect(finding).toMatchObject({
      ruleId: 'a11y/img-alt',
      category: 'accessibility',
      severity: 'high',
      file: 'src/view.tsx',
      line: 3,
      column: 5,
      evidence: '<img src="/a.png" />',
    });
    expect(finding?.fix).toContain('alt');
  });

  it('accepts empty alt, aria-hidden, presentation, computed alt and spread props', () => {
    expect(
      ids(
        jsx(
          '<div><img src="a" alt="" /><img src="b" aria-hidden="true" /><img role="presentation" src="c" /></div>',
        ),
      ),
    ).toEqual([]);
    expect(ids(jsx('<div><img src={src} alt={title} /><img {...props} /><Image src="x" /></div>'))).toEqual(
      [],
    );
  });

  it('form controls: label for, wrapping label, aria-label, hidden inputs', () => {
    expect(ids(jsx('<form><label htmlFor="e">Email</label><input id="e" /></form>'))).toEqual([]);
    expect(
      ids(jsx('<form><label>Name <input name="n" /></label><input type="hidden" name="t" /></form>')),
    ).toEqual([]);
    expect(ids(jsx('<form><input aria-label="Search" /><input type="submit" /></form>'))).toEqual([]);
    expect(ids(jsx('<div><Label htmlFor="name">Name</Label><input id="name" /></div>'))).toEqual([]);
    const findings = check(
      jsx('<form>\n    <input name="q" />\n    <select><option>a</option></select>\n  </form>'),
    );
    expect(findings.map((f) => [f.ruleId, f.line, f.column])).toEqual([
      ['a11y/form-label', 3, 5],
      ['a11y/form-label', 4, 5],
    ]);
  });

  it('buttons and links: text, aria-label, img alt and expressions name them', () => {
    expect(
      ids(
        jsx(
          '<nav><button>Save</button><button aria-label="Close"><svg /></button><a href="/"><img src="l.svg" alt="Home" /></a><a href="/x">{label}</a></nav>',
        ),
      ),
    ).toEqual([]);
    const findings = check(
      jsx(
        '<nav>\n    <button onClick={close}><svg /></button>\n    <a href="/x"><img src="x" alt="" /></a>\n  </nav>',
      ),
    );
    expect(findings.map((f) => [f.ruleId, f.line, f.column])).toEqual([
      ['a11y/button-name', 3, 5],
      ['a11y/link-name', 4, 5],
    ]);
  });

  it('html lang, click handlers, tabindex, headings, iframes, autoplay', () => {
    expect(ids('export default () => <html><body /></html>;')).toEqual(['a11y/html-lang']);
    expect(ids('export default () => <html lang="en"><body /></html>;')).toEqual([]);
    expect(ids(jsx('<div onClick={go}>Open</div>'))).toEqual(['a11y/click-without-keyboard']);
    expect(ids(jsx('<div role="button" tabIndex={0} onClick={go} onKeyDown={key}>Open</div>'))).toEqual([]);
    const [tab] = check(jsx('<div>\n    <span tabIndex={3}>x</span>\n  </div>'));
    expect(tab).toMatchObject({ ruleId: 'a11y/tabindex-positive', line: 3, column: 11 });
    expect(ids(jsx('<div tabIndex={0} /> '))).toEqual([]);
    expect(ids(jsx('<main><h1>A</h1><h3>B</h3></main>'))).toEqual(['a11y/heading-order']);
    expect(ids(jsx('<main><h2>A</h2><h3>B</h3><h2>C</h2></main>'))).toEqual([]);
    expect(ids(jsx('<iframe src="https://maps.test" />'))).toEqual(['a11y/iframe-title']);
    expect(ids(jsx('<iframe title="Map" src="https://maps.test" />'))).toEqual([]);
    expect(ids(jsx('<video autoPlay src="a.mp4" />'))).toEqual(['a11y/media-autoplay']);
    expect(ids(jsx('<video autoPlay muted loop src="a.mp4" />'))).toEqual([]);
  });

  it('reads JSX in .js files and in conditional expressions', () => {
    const text = 'export function A({ open }) {\n  return <div>{open && <img src="x" />}</div>;\n}\n';
    // .js files with JSX must be parsed with JSX enabled: the test parses as .jsx and reports the .js path.
    const program = parseSource('a.jsx', text).program;
    const findings = checkJsxAccessibility({ path: 'src/a.js', text }, program);
    expect(findings.map((f) => [f.ruleId, f.file, f.line, f.column])).toEqual([
      ['a11y/img-alt', 'src/a.js', 2, 24],
    ]);
  });

  it('skips TypeScript files that cannot hold JSX', () => {
    const text = 'const n = <number>value;\n';
    expect(checkJsxAccessibility({ path: 'src/a.ts', text }, parseSource('src/a.ts', text).program)).toEqual(
      [],
    );
  });
});
