// A form control handed to a component as a prop value (`inputAs={<input />}`) is rendered by that component,
// which may clone a name into it (react-datepicker's customInput gets the picker's id, placeholder and
// aria-labelledby). Not decidable when the component also gets something that names a field; reported when
// nothing anywhere could. Shapes from real published packages (files kept in ../real-corpus/packages).
import { describe, expect, it } from 'vitest';
import { checkJsxAccessibility } from '../../../src/diagnostics/accessibility';
import { parseSource } from '../parse';

const check = (text: string, path = 'src/view.js') =>
  checkJsxAccessibility({ path, text }, parseSource(path, text).program).map((f) => [f.ruleId, f.line]);

const FORM_LABEL = 'a11y/form-label';

describe('a field handed to a component that gets its name', () => {
  // gatsby-theme-apollo-docs 6.0.0, src/components/search.js (MIT): the search input is handed to
  // @apollo/space-kit's TextField as `inputAs`; the TextField gets the placeholder and wires the field.
  const search = `import React, {useRef} from 'react';
import {TextField} from '@apollo/space-kit/TextField';

export default function Search(props) {
  const inputRef = useRef(null);
  return (
    <TextField
      type="search"
      size="large"
      inputAs={
        <input
          ref={inputRef}
          id="input"
          style={{ fontSize: 16 }}
        />
      }
      onChange={props.onChange}
      placeholder={\`Search \${props.siteName}\`}
    />
  );
}`;

  const PLACEHOLDER = /placeholder=\{`[^`]*`\}/.exec(search)?.[0] ?? 'missing';

  it('is not decidable when the component gets a placeholder (apollo docs Search)', () => {
    expect(search).toContain(PLACEHOLDER);
    expect(check(search, 'src/components/search.js')).toEqual([]);
    // A label, or a spread of the caller's props, may name it too.
    const labelled = search.replace(PLACEHOLDER, 'label="Search"');
    expect(check(labelled)).toEqual([]);
    expect(check(search.replace(PLACEHOLDER, '{...props}'))).toEqual([]);
    // Nested inside what is handed over.
    const nested = search.replace('<input', '<div><input').replace('/>\n      }', '/></div>\n      }');
    expect(nested).toContain('/></div>');
    expect(check(nested)).toEqual([]);
    expect(check(nested.replace(PLACEHOLDER, ''))).toEqual([[FORM_LABEL, 11]]);
  });

  it('is reported when the component gets nothing that could name the field', () => {
    expect(check(search.replace(PLACEHOLDER, 'value={props.value}'))).toEqual([[FORM_LABEL, 11]]);
  });

  it('the same input rendered as a child of that component is judged as before', () => {
    const child = `import React from 'react';
import {Field} from 'somewhere';
export const Search = (props) => (
  <Box placeholder="Search">
    <input id="input" />
  </Box>
);`;
    expect(check(child)).toEqual([[FORM_LABEL, 5]]);
  });
});
