// A field inside a MUI adornment slot of a text field component (held-out set 21's @lambdacurry/component-library
// miss, files kept in ../real-corpus/packages).
import { describe, expect, it } from 'vitest';
import { checkJsxAccessibility } from '../../../src/diagnostics/accessibility';
import { parseSource } from '../parse';

const check = (text: string, path = 'src/lib/inputs/InputColor/InputColor.tsx') =>
  checkJsxAccessibility({ path, text }, parseSource(path, text).program).map((f) => [f.ruleId, f.line]);

describe("a field in a text field's adornment", () => {
  // @lambdacurry/component-library@6.3.19 (MIT) src/lib/inputs/InputColor/InputColor.tsx:31-75, reduced: the colour
  // picker sits in the start adornment; the label and spread props go to the text field's own input.
  const color = (slot: string) => `import React from 'react';
import { InputAdornment } from '@material-ui/core';
import { InputText } from '../InputText/InputText';
export const InputColor = ({ className, placeholder = 'Pick a color', ...props }) => {
  const handlePickerChange = (event) => props.onChange(event);
  return (
    <InputText
      {...props}
      placeholder={placeholder}
      className={className}
      InputProps={{
        ...props.InputProps,
        ${slot}: (
          <InputAdornment position="start">
            <div className="lc-input-color-picker">
              <input name={\`_\${props.name}_picker\`} type="color" onChange={handlePickerChange} value={props.value} />
            </div>
          </InputAdornment>
        ),
      }}
    />
  );
};
`;
  it('the colour input of the start adornment is not named by the text field: reported', () => {
    expect(check(color('startAdornment'))).toEqual([['a11y/form-label', 16]]);
  });
  it('likewise in the end adornment', () => {
    expect(check(color('endAdornment'))).toEqual([['a11y/form-label', 16]]);
  });
  it('handed under any other key, the component may name it: not decidable, not reported', () => {
    expect(check(color('inputComponent'))).toEqual([]);
  });
});
