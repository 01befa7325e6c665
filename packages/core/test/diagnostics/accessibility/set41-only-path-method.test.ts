// A shape from held-out set 22's accessibility misses (files kept in ../real-corpus/packages): a presentational
// backdrop whose click is a class method read nowhere else is the only way to its action.
import { describe, expect, it } from 'vitest';
import { checkJsxAccessibility } from '../../../src/diagnostics/accessibility';
import { parseSource } from '../parse';

const check = (text: string, path = 'src/Modal.js') =>
  checkJsxAccessibility({ path, text }, parseSource(path, text).program)
    .filter((f) => f.ruleId === 'a11y/click-without-keyboard')
    .map((f) => f.line);

describe("a presentational backdrop's method read only by its click", () => {
  // @poool/junipero@1.6.0 (MIT) src/Modal.js:40-64 and :82-121, reduced (labelled click-without-keyboard: no Escape,
  // and the close anchor is out of the tab order).
  const modal = (elsewhere: string) => `export default class Modal extends React.Component {
  close () {
    this.setState({ opened: false });
  }

  onBackdropClick (e) {
    if (e.target === this.backdrop) {
      this.close();
    }
  }
${elsewhere}
  render () {
    return (
      <div className="junipero-modal">
        <div
          ref={ref => { this.backdrop = ref; }}
          role="presentation"
          className="junipero-modal-wrapper"
          onClick={this.onBackdropClick.bind(this)}
        >
          { this.props.children }
        </div>
      </div>
    );
  }
}
`;
  it('is reported', () => {
    expect(check(modal(''))).toEqual([15]);
  });
  it('a method the file reads elsewhere too is a mouse-only duplicate', () => {
    expect(check(modal('  componentDidMount () { this.onBackdropClick({}); }\n'))).toEqual([]);
  });
});
