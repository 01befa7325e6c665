// Shapes from held-out set 10's accessibility false positives and misses (files kept in ../real-corpus/packages),
// reduced to the lines that decide each verdict, each checked both ways: the real code gets the label's verdict,
// and a small change flips it.
import { describe, expect, it } from 'vitest';
import { checkJsxAccessibility } from '../../../src/diagnostics/accessibility';
import { parseSource } from '../parse';

const check = (text: string, path = 'src/view.tsx') =>
  checkJsxAccessibility({ path, text }, parseSource(path, text).program).map((f) => [f.ruleId, f.line]);

const FORM_LABEL = 'a11y/form-label';

describe('a file input hidden by a style object the file binds once', () => {
  // react-qr-reader@2.2.1 (MIT) src/index.js:324 and :366-371: the legacy mode's file input, opened from code.
  const reader = (style = "{ display: 'none' }", extra = '') => `import React from 'react';
export default class Reader extends React.Component {
  render() {
    const hiddenStyle = ${style}
    ${extra}
    return (
      <section>
        <input
          style={hiddenStyle}
          type="file"
          accept="image/*"
          onChange={this.handleInputChange}
        />
      </section>
    );
  }
}
`;

  it('is not reported when the name holds display none', () => {
    expect(check(reader(), 'src/index.js')).toEqual([]);
  });

  it('is reported when the style shows it', () => {
    expect(check(reader("{ display: 'block' }"), 'src/index.js')).toEqual([[FORM_LABEL, 8]]);
  });

  it('is reported when the name is changed after its declaration', () => {
    expect(check(reader("{ display: 'none' }", 'hiddenStyle.display = "block"'), 'src/index.js')).toEqual([
      [FORM_LABEL, 8],
    ]);
  });
});
