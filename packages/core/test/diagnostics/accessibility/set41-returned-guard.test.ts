// A control built after a guard that returns while a prop keeps its written default (held-out set 21's
// uxcore-table false positive, files kept in ../real-corpus/packages).
import { describe, expect, it } from 'vitest';
import { checkJsxAccessibility } from '../../../src/diagnostics/accessibility';
import { parseSource } from '../parse';

const check = (text: string, path = 'src/Row.jsx') =>
  checkJsxAccessibility({ path, text }, parseSource(path, text).program).map((f) => [f.ruleId, f.line]);

const CLICK = 'a11y/click-without-keyboard';

describe('a render helper that returns early under a mode off by default', () => {
  // uxcore-table@11.10.18 (MIT) src/Row.jsx:179-215 and :418-438, reduced.
  const row = (mode = 'undefined') => `import React from 'react';
class Row extends React.Component {
  renderExpandIcon(rowIndex) {
    let expandCollapseIcon;
    const { props } = this;
    if (props.renderModel !== 'tree') {
      return false;
    }
    if (props.rowData.data) {
      expandCollapseIcon = (
        <span className="kuma-uxtable-expand-icon" data-index={rowIndex} onClick={this.toggleExpanded.bind(this)}>
          <i className="kuma-icon" />
        </span>
      );
    }
    return expandCollapseIcon;
  }
  render() {
    return <li>{this.renderExpandIcon(this.props.index)}</li>;
  }
}
Row.defaultProps = {
  prefixCls: 'kuma-uxtable-row',
  renderModel: ${mode},
};
export default Row;
`;
  it('the tree toggle, built only in tree mode (undefined by default), is not reported', () => {
    expect(check(row())).toEqual([]);
  });
  it("with 'tree' as the written default it is reported", () => {
    expect(check(row("'tree'"))).toEqual([[CLICK, 11]]);
  });
  it('with no written default it is reported (judged whenever shown)', () => {
    expect(check(row().replace('  renderModel: undefined,\n', ''))).toEqual([[CLICK, 11]]);
  });
});
