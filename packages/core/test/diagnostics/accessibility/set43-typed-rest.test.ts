// A component's rest props typed by a closed props type written in its own file (set 22's aspect-ui Avatar and set
// 19's fireflink-ui Select misses, files kept in ../real-corpus/packages).
import { describe, expect, it } from 'vitest';
import { checkJsxAccessibility } from '../../../src/diagnostics/accessibility';
import { parseSource } from '../parse';

const check = (text: string, path = 'src/components/Avatar/Avatar.tsx') =>
  checkJsxAccessibility({ path, text }, parseSource(path, text).program).map((f) => [f.ruleId, f.line]);

// aspect-ui@0.0.76 (MIT) app/src/components/Avatar/Avatar.tsx:1-30, reduced: the caller's optional onClick on a div,
// and `{...rest}` of AvatarProps, which declares only className, children and onClick.
const avatar = (props: string, typing = ': React.FC<AvatarProps>') => `import React from 'react'
interface AvatarProps {
  ${props}
}
export const Avatar${typing} = ({
  className = '',
  children,
  onClick,
  ...rest
}) => {
  return (
    <div
      className={className}
      onClick={onClick}
      {...rest}
    >
      {children}
    </div>
  )
}
`;

describe('a rest spread whose props type is a closed shape of the file', () => {
  it('AvatarProps declares no key handler, tabIndex or role: the div is judged (reported)', () => {
    const props = 'className?: string\n  children?: React.ReactNode\n  onClick?: () => void';
    expect(check(avatar(props))).toEqual([['a11y/click-without-keyboard', 14]]);
  });
  it('a declared onKeyDown may come through the spread: not reported', () => {
    const props = 'className?: string\n  onClick?: () => void\n  onKeyDown?: () => void';
    expect(check(avatar(props))).toEqual([]);
  });
  it('an interface that extends the DOM attributes stays an unknown spread', () => {
    const text = avatar('className?: string').replace(
      'interface AvatarProps {',
      'interface AvatarProps extends React.HTMLAttributes<HTMLDivElement> {',
    );
    expect(check(text)).toEqual([]);
  });
  it('an index signature leaves it open', () => {
    expect(check(avatar('className?: string\n  [key: string]: unknown'))).toEqual([]);
  });
  it('an untyped component stays an unknown spread', () => {
    expect(check(avatar('className?: string', ''))).toEqual([]);
  });

  // fireflink-ui@1.2.24 (MIT) src/components/Select/Select.tsx:15-60, :172-189 and :284-286, reduced: the select
  // trigger spreads the rest of SelectProps (no key handler, tabIndex or role) under its own click.
  it('`({ …, ...props }: SelectProps)` on the parameter reads the same: reported', () => {
    const text = `import React from 'react';
export interface SelectProps {
  className?: string;
  disabled?: boolean;
  onChange: (option: string) => void;
}
const Select = ({ className, onChange, ...props }: SelectProps) => {
  const onSelectDivClickHandler = () => onChange('a');
  return (
    <div {...props} onClick={onSelectDivClickHandler} className={className}>
      <span>Pick</span>
    </div>
  );
};
export default Select;
`;
    expect(check(text, 'src/components/Select/Select.tsx')).toEqual([['a11y/click-without-keyboard', 10]]);
  });
  it('an aria-label may pass the type check (hyphenated), so the rest may name a field: not reported', () => {
    const text = `import React from 'react';
type FieldProps = { value: string; onChange: () => void };
export const Field = ({ ...rest }: FieldProps) => <input type="text" {...rest} />;
`;
    expect(check(text, 'src/Field.tsx')).toEqual([]);
  });
});

// fireflink-ui@1.2.24 (MIT) src/components/Icon/Icon.tsx:5-54, reduced: the icon's rest props are now read from
// IconProps, and its click is `disabled ? () => {} : onClick` with `onClick = () => {}` by default (labelled null).
describe('a conditional click whose other branch is an empty function', () => {
  const icon = (fallback: string) => `import React from 'react';
export interface IconProps {
  name: string;
  onClick?: (data?: any) => void;
  disabled?: boolean;
}
const Icon = ({ name, onClick${fallback}, disabled = false, ...props }: IconProps) => {
  return (
    <span onClick={disabled ? () => {} : onClick} className={name} {...props}>
      <svg />
    </span>
  );
};
export default Icon;
`;
  it('is read from its set branch: a no-op default does nothing (not reported)', () => {
    expect(check(icon(' = () => {}'), 'src/components/Icon/Icon.tsx')).toEqual([]);
  });
  it("the caller's optional onClick with no default is judged (reported)", () => {
    expect(check(icon(''), 'src/components/Icon/Icon.tsx')).toEqual([['a11y/click-without-keyboard', 9]]);
  });
});
