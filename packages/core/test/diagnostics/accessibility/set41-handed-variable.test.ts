// A control held in a const and handed once to a component that is given a label (held-out set 21's
// @rodrisu/friendly-ui false positives, files kept in ../real-corpus/packages).
import { describe, expect, it } from 'vitest';
import { checkJsxAccessibility } from '../../../src/diagnostics/accessibility';
import { parseSource } from '../parse';

const check = (text: string, path = 'src/ItemCheckbox.tsx') =>
  checkJsxAccessibility({ path, text }, parseSource(path, text).program).map((f) => [f.ruleId, f.line]);

const LABEL = 'a11y/form-label';

describe('JSX held in a const and handed once as a prop value is read as handed', () => {
  // @rodrisu/friendly-ui@1.0.102 (MIT) src/itemCheckbox/ItemCheckbox.tsx:52-87, reduced.
  const item = (use = 'rightAddon={checkbox}', extra = '') => `import React, { Fragment } from 'react';
export const ItemCheckbox = (props) => {
  const { name, label, labelTitle, checked = false } = props;
  const checkbox = (
    <Fragment>
      <input type="checkbox" name={name} checked={checked} onChange={() => props.onChange({ name, value: !checked })} />
      <CheckboxIcon isChecked={checked} />
    </Fragment>
  );${extra}
  return <ItemRadioCheckbox leftTitle={labelTitle} leftBody={label} tag={<label />} ${use} />;
};
`;
  it('the checkbox handed to the labelled item is not reported', () => {
    expect(check(item())).toEqual([]);
  });
  it('handed to a component given nothing that names it, it is reported', () => {
    expect(
      check(item('rightAddon={checkbox}').replace('leftTitle={labelTitle} leftBody={label} ', '')),
    ).toEqual([[LABEL, 6]]);
  });
  it('rendered a second time elsewhere, it is judged where it is written', () => {
    expect(check(item('rightAddon={checkbox}', '\n  const copy = <div>{checkbox}</div>;'))).toEqual([
      [LABEL, 6],
    ]);
  });
});
