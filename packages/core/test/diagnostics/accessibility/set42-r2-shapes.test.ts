// Held-out set 23's accessibility misses, read blind (files kept in ../real-corpus/packages), reduced to the lines
// that decide each verdict: an anchor without href inside `<React.Fragment>`, and a project's own `styled(tag, …)`
// helper. Each is checked both ways.
import { describe, expect, it } from 'vitest';
import { checkJsxAccessibility } from '../../../src/diagnostics/accessibility';
import { parseSource } from '../parse';
import { scanFindings } from './scan-project';

const CLICK = 'a11y/click-without-keyboard';

const check = (text: string, path = 'src/utils/textRenderer.tsx') =>
  checkJsxAccessibility({ path, text }, parseSource(path, text).program).map((f) => [f.ruleId, f.line]);

describe('an anchor without href inside React.Fragment gets no href from it', () => {
  // react-activity-feed@1.4.0 (BSD-3-Clause) src/utils/textRenderer.tsx:47-55 and :69-79: a mention's anchor
  // calls the caller's onClickMention, with no href, role, tabIndex or key handler.
  const renderer = (wrapper: string, attributes = '') => `import React from 'react';
const CustomAnchor = ({ type, word, value, clickCallback = () => {} }) => (
  <${wrapper}>
    {!word.startsWith(value) && word.slice(0, word.indexOf(value))}
    <a onClick={() => clickCallback(value.substring(1))} className={type}${attributes}>
      {value}
    </a>
  </${wrapper}>
);
export const renderWord = (word, key, onClickMention) =>
  onClickMention ? <CustomAnchor key={key} type="mention" value={word} word={word} clickCallback={onClickMention} /> : word;
`;
  it('`<React.Fragment>` or `<Fragment>` around it: reported', () => {
    expect(check(renderer('React.Fragment'))).toEqual([[CLICK, 5]]);
    expect(check(renderer('Fragment'))).toEqual([[CLICK, 5]]);
  });
  it('a component that may supply the href (`<Link>`), or an href on the anchor: silent', () => {
    expect(check(renderer('Link'))).toEqual([]);
    expect(check(renderer('React.Fragment', ' href="#"'))).toEqual([]);
  });
});

describe("a project's own styled(tag, …) helper makes that tag", () => {
  // @tanstack/react-location-devtools@3.4.4 (MIT) src/utils.ts:54-89 and src/Explorer.tsx:15 and :67: `Label =
  // styled('span', {…})` with the package's own `styled`, clicked to expand an entry, with no role or key handler.
  const utils = (render: string) => `import React from 'react';
export function styled(type, newStyles, queries = {}) {
  return React.forwardRef(({ style, ...rest }, ref) => {
    const theme = useTheme();
    return ${render};
  });
}
`;
  const explorer = `import React from 'react';
import { styled } from './utils';
export const Label = styled('span', { cursor: 'pointer', color: 'white' });
export const Explorer = ({ label, toggle }) => <Label onClick={() => toggle()}>{label}</Label>;
`;
  const scan = (render: string) =>
    scanFindings([
      { path: 'src/utils.ts', text: utils(render) },
      { path: 'src/Explorer.tsx', text: explorer },
    ]);
  it('`React.createElement(type, { ...rest, style })` in the component it returns: the span is reported', () => {
    expect(scan('React.createElement(type, { ...rest, style: { ...newStyles, ...style }, ref })')).toEqual([
      `src/Explorer.tsx:4 ${CLICK}`,
    ]);
  });
  it('a helper that renders a fixed tag, or drops the caller props: silent', () => {
    expect(scan("React.createElement('button', { ...rest, ref })")).toEqual([]);
    expect(scan('React.createElement(type, { style, ref })')).toEqual([]);
  });
  it('the same helper defined in the file that uses it: reported', () => {
    const text = `${utils('React.createElement(type, { ...rest, ref })')}${explorer.split('\n').slice(2).join('\n')}`;
    expect(check(text, 'src/Explorer.tsx')).toEqual([[CLICK, 9]]);
  });
});
