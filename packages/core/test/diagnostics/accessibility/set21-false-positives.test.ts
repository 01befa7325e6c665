// Held-out set 21's accessibility false positives, reduced to the lines that decide the verdict and checked both
// ways:
// - tiny-ui@0.0.95 components/input/input.tsx:16 and :60-66 (MIT): the clear span, built by a render function only
//   under `if (clearable && value && …)` with `clearable = false` among the props (guarded-root.ts: a control off
//   by a written default, the session-32 convention), while a flag with no written default stays judged (the lead's
//   session-32 decision on @uiw/react-tag index.tsx:51).
import { describe, expect, it } from 'vitest';
import { scanRule } from './scan-project';

const scan = scanRule;

const CLICK = 'a11y/click-without-keyboard';

const input = (
  flag: string,
  test = 'clearable && value && value.length > 0',
) => `import React, { useState } from 'react';
import { CloseCircle } from '../_utils/components';

const Input = (props) => {
  const { disabled = false, ${flag}, onClearClick, ...otherProps } = props;
  const [value, setValue] = useState('');
  const clearBtnOnClick = (e) => {
    setValue('');
    onClearClick && onClearClick(e);
  };
  const renderClearButton = () => {
    if (${test}) {
      return (
        <span className="clear-btn" onClick={clearBtnOnClick}>
          <CloseCircle size={16} />
        </span>
      );
    }
    return null;
  };
  return (
    <div>
      <input {...otherProps} value={value} onChange={(e) => setValue(e.target.value)} />
      {renderClearButton()}
    </div>
  );
};
export default Input;
`;

describe('a control built outside the JSX only under a flag off by default (tiny-ui input/input.tsx:63)', () => {
  it('leaves the clear span under `if (clearable && …)` with `clearable = false`', () => {
    expect(scan(CLICK, input('clearable = false'), 'components/input/input.tsx')).toEqual([]);
  });
  it('leaves it under `clearable ? (…) : null`', () => {
    const ternary = input('clearable = false').replace(
      /if \(clearable && value && value.length > 0\) \{\n\s*return \(/,
      'return clearable ? (',
    );
    expect(ternary).toContain('return clearable ? (');
    expect(scan(CLICK, ternary.replace('      );\n    }\n    return null;', '      ) : null;'))).toEqual([]);
  });
  it('reports it when the flag has no written default', () => {
    expect(scan(CLICK, input('clearable'), 'components/input/input.tsx')).toEqual([14]);
  });
  it('reports it when the written default is on', () => {
    expect(scan(CLICK, input('clearable = true'), 'components/input/input.tsx')).toEqual([14]);
  });
  it("reports it when the flag is not the test's first operand", () => {
    const later = input('clearable = false', 'value && clearable');
    expect(scan(CLICK, later, 'components/input/input.tsx')).toEqual([14]);
    expect(
      scan(CLICK, input('clearable = false', 'value || clearable'), 'components/input/input.tsx'),
    ).toEqual([14]);
  });
});
