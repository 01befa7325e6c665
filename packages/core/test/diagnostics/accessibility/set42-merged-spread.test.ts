// A props object that a later call merges other props into (held-out set 21's uxcore-table false positive, files
// kept in ../real-corpus/packages).
import { describe, expect, it } from 'vitest';
import { checkJsxAccessibility } from '../../../src/diagnostics/accessibility';
import { parseSource } from '../parse';

const check = (text: string, path = 'src/CellField/TextField.jsx') =>
  checkJsxAccessibility({ path, text }, parseSource(path, text).program).map((f) => [f.ruleId, f.line]);

describe('an object literal spread into a field after another object is merged into it', () => {
  // uxcore-table@11.10.18 (MIT) src/CellField/TextField.jsx:1-36, reduced: the caller's column config is copied into
  // fieldProps by object-assign's `assign` before the spread, so it may carry a label.
  const field = (merge: string) => `import assign from 'object-assign';
import React from 'react';
class TextField extends React.Component {
  renderContent() {
    const me = this;
    const fieldProps = {
      className: 'kuma-input',
      onChange: (e) => {
        me.handleDataChange({ value: e.target.value });
      },
      value: me.props.value,
    };
    if (me.props.column.config) {
      const customProps = { ...me.props.column.config };
      ${merge}
    }
    return <input {...fieldProps} />;
  }
}
export default TextField;
`;
  it('`assign(fieldProps, customProps)` (object-assign) leaves the spread unknown: not reported', () => {
    expect(check(field('assign(fieldProps, customProps);'))).toEqual([]);
  });
  it("lodash's `_.extend(fieldProps, customProps)` likewise", () => {
    expect(check(field('_.extend(fieldProps, customProps);'))).toEqual([]);
  });
  it('with no merge the spread carries only its written keys: reported', () => {
    expect(check(field('console.log(customProps);'))).toEqual([['a11y/form-label', 17]]);
  });
  it('`assign({}, fieldProps)` copies from it, not into it: still reported', () => {
    expect(check(field('const copy = assign({}, fieldProps);'))).toEqual([['a11y/form-label', 17]]);
  });
});
