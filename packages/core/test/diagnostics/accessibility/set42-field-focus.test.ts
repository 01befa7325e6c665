// A click whose action the focus handler of a native field in the same component also runs (held-out set 17's
// funda-ui false positives, files kept in ../real-corpus/packages).
import { describe, expect, it } from 'vitest';
import { checkJsxAccessibility } from '../../../src/diagnostics/accessibility';
import { parseSource } from '../parse';

const check = (text: string, path = 'lib/esm/CascadingSelect/index.tsx') =>
  checkJsxAccessibility({ path, text }, parseSource(path, text).program).map((f) => [f.ruleId, f.line]);

describe('a custom trigger beside a field whose focus opens the same menu', () => {
  // funda-ui@4.7.901 (MIT) lib/esm/CascadingSelect/index.tsx:501-531 and :1160-1320, reduced: the caller's
  // triggerContent opens the menu on click; the select's input, rendered in this mode too, opens it when focused.
  const select = (field: string) => `import React, { useState } from 'react';
const CascadingSelect = (props) => {
  const { triggerContent, onFocus, label } = props;
  const [isShow, setIsShow] = useState(false);
  function activate() {
    setIsShow(true);
  }
  function handleFocus(event) {
    handleDisplayOptions(null);
    onFocus?.(event);
  }
  function handleDisplayOptions(event) {
    if (event) event.preventDefault();
    if (isShow) return;
    activate();
  }
  return (
    <div className="casc-menu__wrapper">
      {triggerContent ? <div className="casc-menu__trigger" onClick={handleDisplayOptions}>{triggerContent}</div> : null}
      ${field}
    </div>
  );
};
export default CascadingSelect;
`;
  it('the input Tab reaches opens the menu on focus: the trigger is not reported', () => {
    expect(check(select('<input aria-label={label} onFocus={handleFocus} />'))).toEqual([]);
  });
  it('an input out of the tab order gives no keyboard path: reported', () => {
    expect(check(select('<input aria-label={label} tabIndex={-1} onFocus={handleFocus} />'))).toEqual([
      ['a11y/click-without-keyboard', 19],
    ]);
  });
  it('a focus handler on a div (not focusable) is no keyboard path: reported', () => {
    expect(check(select('<div onFocus={handleFocus} />'))).toEqual([['a11y/click-without-keyboard', 19]]);
  });
  it('a field whose focus does something else: reported', () => {
    expect(check(select('<input aria-label={label} onFocus={onFocus} />'))).toEqual([
      ['a11y/click-without-keyboard', 19],
    ]);
  });
});
