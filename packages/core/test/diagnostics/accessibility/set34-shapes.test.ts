// Shapes from the accessibility misses left after session 33 (files kept in ../real-corpus/packages), reduced to
// the lines that decide each verdict, each checked both ways: the real code gets the label's verdict, and a small
// change flips it.
import { describe, expect, it } from 'vitest';
import { checkJsxAccessibility } from '../../../src/diagnostics/accessibility';
import { parseSource } from '../parse';

const check = (text: string, path = 'src/view.tsx') =>
  checkJsxAccessibility({ path, text }, parseSource(path, text).program).map((f) => [f.ruleId, f.line]);

const CLICK = 'a11y/click-without-keyboard';

describe('a click spread in with a choice between an object literal and null', () => {
  // @patternfly/react-topology@6.6.0 (MIT) src/components/decorators/Decorator.tsx:43-55: when onClick is passed
  // the <g> becomes a button with an aria-label, but it gets no tabIndex or key handler.
  const decorator = (other = 'null', extra = '') => `import React from 'react';
const Decorator = ({ className, onClick, ariaLabel, children }) => (
  <g
    className={className}
    {...(onClick
      ? {
          onClick: (e) => {
            e.stopPropagation();
            onClick(e);
          },
          role: 'button',
          'aria-label': ariaLabel${extra}
        }
      : ${other})}
  >
    {children}
  </g>
);
export default Decorator;
`;

  it('is reported, as the same choice with {} is', () => {
    expect(check(decorator())).toEqual([[CLICK, 3]]);
    expect(check(decorator('undefined'))).toEqual([[CLICK, 3]]);
    expect(check(decorator('{}'))).toEqual([[CLICK, 3]]);
  });

  it('is not reported when the branch brings a key handler', () => {
    expect(check(decorator('null', ',\n          tabIndex: 0,\n          onKeyDown: onClick'))).toEqual([]);
  });

  it('is not reported when the other side may carry anything', () => {
    expect(check(decorator('rest'))).toEqual([]);
  });

  it('is not reported when the object side may carry more', () => {
    expect(check(decorator('null', ',\n          ...rest'))).toEqual([]);
  });
});
