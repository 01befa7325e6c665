// An empty element assigned to an object's member that is then spread into a component (held-out set 21's
// @rodrisu/friendly-ui false positive, files kept in ../real-corpus/packages).
import { describe, expect, it } from 'vitest';
import { checkJsxAccessibility } from '../../../src/diagnostics/accessibility';
import { parseSource } from '../parse';

const check = (text: string, path = 'src/itemEditableInfo/itemEditableInfo.tsx') =>
  checkJsxAccessibility({ path, text }, parseSource(path, text).program).map((f) => [f.ruleId, f.line]);

describe('an element stored as a slot in an object member', () => {
  // @rodrisu/friendly-ui@1.0.102 (MIT) src/itemEditableInfo/itemEditableInfo.tsx:26-76, reduced: the Item renders
  // its `tag` around the label and value it is given.
  const info = (assigned: string) => `import React from 'react';
import { Item } from '../_internals/item';
export const ItemEditableInfo = (props) => {
  const { label, value, href = null, tag, onClick } = props;
  const extraProps = {
    isClickable: true,
    href,
    tag,
  };
  if (onClick && !href) {
    ${assigned}
  }
  return <Item onClick={onClick} leftTitle={label} leftBody={value} {...extraProps} />;
};
`;
  it('`extraProps.tag = <button />` is a template the Item fills: not reported', () => {
    expect(check(info('extraProps.tag = <button />;'))).toEqual([]);
  });
  it('an empty button rendered in place is still reported', () => {
    expect(check(info('return <button onClick={onClick} />;'))).toEqual([['a11y/button-name', 11]]);
  });
  it('a button with content of its own assigned to a member is still judged by that content', () => {
    expect(check(info('extraProps.tag = <button><svg /></button>;'))).toEqual([['a11y/button-name', 11]]);
  });
});
