// A props object built as one literal in the rendering function and spread onto the element gives the element
// its literal values, as if written there. From held-out set 16's miss @gravityforms/components@4.7.4
// react/admin/elements/Range/index.js:151-181 (GPL-2.0-or-later, kept in ../real-corpus/packages): the range's
// number field `<input { ...valueInputProps } />` with `type: 'number'` and no name, reduced to the lines that
// decide the verdict, and checked both ways.
import { describe, expect, it } from 'vitest';
import { checkJsxAccessibility } from '../../../src/diagnostics/accessibility';
import { parseSource } from '../parse';

const FORM_LABEL = 'a11y/form-label';

const check = (text: string, path = 'react/admin/elements/Range/index.js') =>
  checkJsxAccessibility({ path, text }, parseSource(path, text).program)
    .filter((f) => f.ruleId === FORM_LABEL)
    .map((f) => f.line);

const range = ({ type = "type: 'number',", extra = '', more = '' } = {}) => `import { useState } from 'react';
import classnames from 'classnames';

const Range = ( props ) => {
	const { disabled, max, min, value } = props;
	const [ inputValue, setInputValue ] = useState( value );

	const getValueInput = () => {
		const valueInputProps = {
			className: classnames( {
				'gform-input--range-value-input': true,
			} ),
			disabled,
			max,
			min,
			onChange: ( e ) => {
				setInputValue( e.target.value );
			},
			${type}
			value: inputValue,${extra}
		};
${more}
		return (
			<div>
				<input { ...valueInputProps } />
			</div>
		);
	};

	return getValueInput();
};

export default Range;
`;

const FIELD = 25;

describe("a spread props object's literal values", () => {
  it('reports the unnamed number field whose type the literal gives', () => {
    expect(check(range())).toContain(FIELD);
  });

  it('stays silent when the literal gives a type that needs no label, or a name', () => {
    expect(check(range({ type: "type: 'hidden'," }))).not.toContain(FIELD);
    expect(check(range({ extra: "\n\t\t\t'aria-label': 'Value'," }))).not.toContain(FIELD);
  });

  it('reads the type as unknown when the object is changed after the literal, or the value is computed', () => {
    expect(check(range({ more: '\t\tvalueInputProps.type = props.inputType;\n' }))).not.toContain(FIELD);
    expect(check(range({ type: 'type: props.inputType,' }))).not.toContain(FIELD);
  });
});
