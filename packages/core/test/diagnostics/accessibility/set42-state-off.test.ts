// A state flag that only a mode off by default turns on (held-out set 22's aspect-ui false positive, files kept in
// ../real-corpus/packages).
import { describe, expect, it } from 'vitest';
import { checkJsxAccessibility } from '../../../src/diagnostics/accessibility';
import { parseSource } from '../parse';

const check = (text: string, path = 'app/src/components/Image/Image.tsx') =>
  checkJsxAccessibility({ path, text }, parseSource(path, text).program).map((f) => [f.ruleId, f.line]);

describe('a lightbox opened only in lightbox mode, off by a written default', () => {
  // aspect-ui@0.0.76 (MIT) app/src/components/Image/Image.tsx:26-150, reduced: the close button holds only an
  // untitled svg, inside the lightbox that `isLightboxOpen` shows.
  const image = (mode: string, open: string) => `import React, { useState } from 'react';
export const Image = ({ src, alt, lightbox = ${mode} }) => {
  const [isLightboxOpen, setLightboxOpen] = useState(false);
  return (
    <>
      <figure onClick={() => (${open})}>
        <img src={src} alt={alt} />
      </figure>
      {isLightboxOpen && (
        <div className="fixed">
          <button onClick={() => setLightboxOpen(false)}>
            <svg viewBox="0 0 24 24"><path d="m20 3z" /></svg>
          </button>
        </div>
      )}
    </>
  );
};
`;
  it('`lightbox ? setLightboxOpen(true) : null` with `lightbox = false`: not reported', () => {
    expect(check(image('false', 'lightbox ? setLightboxOpen(true) : null'))).toEqual([]);
  });
  it('with `lightbox = true` the lightbox opens by default: the unnamed close button is reported', () => {
    expect(check(image('true', 'lightbox ? setLightboxOpen(true) : null'))).toEqual([
      ['a11y/click-without-keyboard', 6],
      ['a11y/button-name', 11],
    ]);
  });
  it('a state the file never turns on stays judged (it may be turned on elsewhere): reported', () => {
    expect(check(image('false', 'null'))).toEqual([['a11y/button-name', 11]]);
  });
  it('a setter called with no guard opens it by default: reported', () => {
    expect(check(image('false', 'setLightboxOpen(true)'))).toEqual([
      ['a11y/click-without-keyboard', 6],
      ['a11y/button-name', 11],
    ]);
  });
});
