// Shapes from held-out set 11's accessibility false positives (first reading, files kept in
// ../real-corpus/packages), reduced to the lines that decide each verdict, each checked both ways: the real code
// gets the label's verdict, and a small change flips it. Informed by set 11 (see the corpus README).
import { describe, expect, it } from 'vitest';
import { checkJsxAccessibility } from '../../../src/diagnostics/accessibility';
import { parseSource } from '../parse';

const check = (text: string, path = 'src/view.tsx') =>
  checkJsxAccessibility({ path, text }, parseSource(path, text).program).map((f) => [f.ruleId, f.line]);

const CLICK = 'a11y/click-without-keyboard';
/** The line where `marker` first appears in `text`. */
const lineOf = (text: string, marker: string) => text.slice(0, text.indexOf(marker)).split('\n').length;

describe('a mouse-only span that makes the same call as a native button of the same component', () => {
  // react18-json-view@0.2.10 (Apache-2.0) src/components/object-node.tsx:212-222: the folded array's "..." button
  // and the "N Items" span beside it both call setFold(false).
  const node = (button = "<button onClick={() => setFold(false)} className='jv-button'>...</button>") => `
import React, { useState } from 'react';
export default function ObjectNode({ node }) {
  const [fold, setFold] = useState(true);
  return (
    <>
      {fold ? null : (
        ${button}
      )}
      {fold && (
        <span onClick={() => setFold(false)} className='jv-size'>
          {node.length} Items
        </span>
      )}
    </>
  );
}
`;

  it('is not reported', () => {
    expect(check(node())).toEqual([]);
  });

  it('is reported when the button makes another call', () => {
    const text = node("<button onClick={() => setFold(true)} className='jv-button'>...</button>");
    expect(check(text)).toEqual([[CLICK, lineOf(text, '<span onClick')]]);
  });

  it('is reported when the button is out of the tab order', () => {
    const text = node('<button tabIndex={-1} onClick={() => setFold(false)}>...</button>');
    expect(check(text)).toEqual([[CLICK, lineOf(text, '<span onClick')]]);
  });

  it('is reported when the button does more than the same call', () => {
    const text = node('<button onClick={() => { setFold(false); track(); }}>...</button>');
    expect(check(text)).toEqual([[CLICK, lineOf(text, '<span onClick')]]);
  });
});
