// An input whose type is computed, but only among field types a label names (held-out set 21's react-table-v6
// misses, files kept in ../real-corpus/packages).
import { describe, expect, it } from 'vitest';
import { checkJsxAccessibility } from '../../../src/diagnostics/accessibility';
import { parseSource } from '../parse';

const check = (text: string, path = 'src/pagination.js') =>
  checkJsxAccessibility({ path, text }, parseSource(path, text).program).map((f) => [f.ruleId, f.line]);

const FORM = 'a11y/form-label';

describe('an input with a computed type', () => {
  // react-table-v6@6.8.6 (MIT) src/pagination.js:86-105, reduced: the page-jump field is text while empty, a number
  // otherwise; the "Page" text beside it is a plain span.
  const jump = (type: string) => `import React from 'react';
export default class Pagination extends React.Component {
  render() {
    return (
      <span className="-pageInfo">
        {this.props.pageText}
        <input
          type={${type}}
          onChange={(e) => this.setState({ page: e.target.value })}
          value={this.state.page}
        />
      </span>
    );
  }
}
`;
  it("`this.state.page === '' ? 'text' : 'number'`: a field either way, reported", () => {
    expect(check(jump("this.state.page === '' ? 'text' : 'number'"))).toEqual([[FORM, 7]]);
  });
  it('a branch that is a hidden input leaves it unknown: not reported', () => {
    expect(check(jump("this.props.hide ? 'hidden' : 'number'"))).toEqual([]);
  });
  it('a type with no visible value stays unknown: not reported', () => {
    expect(check(jump('this.props.type'))).toEqual([]);
  });

  // react-table-v6@6.8.6 (MIT) src/hoc/selectTable/index.js:5-17: the default row-selection input.
  const select = (type: string) => `import React from 'react';
const defaultSelectInputComponent = (props) => {
  return (
    <input
      type={${type}}
      checked={props.checked}
      onClick={(e) => {
        e.stopPropagation();
        props.onClick(props.id, e.shiftKey, props.row);
      }}
      onChange={() => {}}
    />
  );
};
export default defaultSelectInputComponent;
`;
  it("`props.selectType || 'checkbox'`: a checkbox by default, reported", () => {
    expect(check(select("props.selectType || 'checkbox'"), 'src/hoc/selectTable/index.js')).toEqual([
      [FORM, 4],
    ]);
  });
  it("`props.selectType || 'hidden'`: not reported", () => {
    expect(check(select("props.selectType || 'hidden'"), 'src/hoc/selectTable/index.js')).toEqual([]);
  });
});
