// Held-out set 19's shapes, reduced to the lines that decide the verdict and checked both ways:
// - @ovhcloud/ods-react@19.6.1 select-option-indicator/SelectOptionIndicator.tsx:14: a readOnly checkbox at
//   tabIndex -1 with no change handler, a state indicator (name-rules.ts's isStateIndicator);
// - cloudify-ui-components@2.42.5 dds/ActionMenu/ActionMenuLinkItem.tsx:29: `<a role="link" tabIndex={0} {...rest}
//   onClick>`, whose caller's spread may carry the href Enter follows (check-elements.ts).
import { describe, expect, it } from 'vitest';
import { scanRule } from './scan-project';

const scan = scanRule;

const FORM = 'a11y/form-label';
const CLICK = 'a11y/click-without-keyboard';

const indicator = (attributes: string) => `import React from 'react';

export const SelectOptionIndicator = ({ disabled, ...props }: any) => (
  <input
    checked={props['data-state'] === 'checked'}
    disabled={disabled}
    ${attributes}
    type="checkbox" />
);
`;

describe('a readOnly checkbox out of the tab order (ods-react SelectOptionIndicator.tsx:14)', () => {
  it('is a state indicator: no form-label', () => {
    expect(scan(FORM, indicator('readOnly tabIndex={ -1 }'))).toEqual([]);
  });
  it('is judged when it is in the tab order or takes changes', () => {
    expect(scan(FORM, indicator('readOnly'))).toEqual([4]);
    expect(scan(FORM, indicator('tabIndex={-1} onChange={props.onChange}'))).toEqual([4]);
  });
});

const linkItem = (role: string) => `import React, { useContext } from 'react';
import { MenuContext } from './ActionMenu';

export default function ActionMenuLinkItem({ text, inactive, children, ...rest }: any) {
  const menuContext = useContext(MenuContext);
  return (
    <li>
      <a
        role="${role}"
        tabIndex={0}
        {...rest}
        aria-disabled={inactive}
        onClick={() => {
          if (!inactive) menuContext.toggleVisible();
        }}
      >
        {text}
        {children}
      </a>
    </li>
  );
}
`;

describe("an anchor with role link and the caller's spread (cloudify ActionMenuLinkItem.tsx:29)", () => {
  it('is not judged: the spread may carry its href', () => {
    expect(scan(CLICK, linkItem('link'))).toEqual([]);
  });
  it('is judged as a button when it declares role button', () => {
    expect(scan(CLICK, linkItem('button'))).toEqual([8]);
  });
});
