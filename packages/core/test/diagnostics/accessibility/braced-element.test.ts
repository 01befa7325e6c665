// A JSX element written alone in braces is that element. From held-out set 16's miss @arizeai/components@1.8.11
// src/alert/Alert.tsx:124-138 (MIT, kept in ../real-corpus/packages): the alert's dismiss button, whose only
// content is `{<Icon svg={<CloseOutline />} />}` — the package's own Icon around its own svg, no title — reduced
// to the lines that decide the verdict, and checked both ways.
import { describe, expect, it } from 'vitest';
import { checkJsxAccessibility } from '../../../src/diagnostics/accessibility';
import { parseSource } from '../parse';

const BUTTON_NAME = 'a11y/button-name';

const check = (text: string, path = 'src/alert/Alert.tsx') =>
  checkJsxAccessibility({ path, text }, parseSource(path, text).program)
    .filter((f) => f.ruleId === BUTTON_NAME)
    .map((f) => f.line);

const alert = (content = '{<Icon svg={<CloseOutline />} />}', label = '') => `import React from 'react';
import { css } from '@emotion/react';
import { Icon, CloseOutline } from '../icon';

export const Alert = ({ dismissable, onDismissClick, children }) => {
  return (
    <div role="alert">
      {children}
      {dismissable ? (
        <button
          css={css\`
            background-color: transparent;
          \`}
          onClick={onDismissClick}${label}
        >
          ${content}
        </button>
      ) : null}
    </div>
  );
};
`;

const BUTTON = 10;

describe('an element written alone in braces', () => {
  it("reports the dismiss button whose only content is the package's icon in braces", () => {
    expect(check(alert())).toEqual([BUTTON]);
  });

  it('stays silent when the button or the braced icon is named, or the braces hold text', () => {
    expect(check(alert(undefined, '\n          aria-label="Dismiss"'))).toEqual([]);
    expect(check(alert('{<Icon svg={<CloseOutline />} title="Dismiss" />}'))).toEqual([]);
    expect(check(alert('{<span>Dismiss</span>}'))).toEqual([]);
    expect(check(alert('{<>Dismiss <Icon svg={<CloseOutline />} /></>}'))).toEqual([]);
  });
});
