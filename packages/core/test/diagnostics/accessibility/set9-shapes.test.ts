// Shapes from held-out set 9's accessibility false positives (files kept in ../real-corpus/packages), reduced to
// the lines that decide each verdict, each checked both ways: the real code gets the label's verdict, and a small
// change flips it.
import { describe, expect, it } from 'vitest';
import { checkJsxAccessibility } from '../../../src/diagnostics/accessibility';
import { parseSource } from '../parse';

const check = (text: string, path = 'src/view.tsx') =>
  checkJsxAccessibility({ path, text }, parseSource(path, text).program).map((f) => [f.ruleId, f.line]);

const CLICK = 'a11y/click-without-keyboard';
const FORM_LABEL = 'a11y/form-label';

describe("a click that only calls the caller's optional callback, under its own test that it was passed", () => {
  // react-sliding-side-panel@2.0.5 (MIT) src/index.tsx:105-111: the backdrop ("glass") calls backdropClicked, an
  // optional prop with no default, only when the caller passed one. Labelled click-without-keyboard by the lead's
  // session-32 decision (was null, "not decidable"): no Escape or close control in the package.
  const panel = (test = '!noBackdrop && backdropClicked', defaults = '') => `import React from 'react';
const SlidingPanel = ({ children, noBackdrop, backdropClicked }) => {
  return (
    <div>
      <div
        className="glass"
        onClick={(e) => {
          if (${test}) backdropClicked(e);
        }}
      />
      <div className="panel">{children}</div>
    </div>
  );
};
${defaults}
export default SlidingPanel;`;

  it('is reported (react-sliding-side-panel index.tsx:105)', () => {
    expect(check(panel())).toEqual([[CLICK, 5]]);
  });

  it('is not reported when the component’s keys act and the backdrop shows nothing (the caller’s backdrop)', () => {
    const keyed = panel().replace(
      '<div className="panel">',
      '<div className="panel" onKeyDown={() => close()}>',
    );
    expect(check(keyed)).toEqual([]);
  });

  it('is judged when the test does not check the callback, or the callback has a visible default', () => {
    expect(check(panel('!noBackdrop'))).toEqual([[CLICK, 5]]);
    expect(check(panel(undefined, 'SlidingPanel.defaultProps = { backdropClicked: () => {} };'))).toEqual([
      [CLICK, 5],
    ]);
  });

  // @rexxars/react-split-pane@1.0.0 (MIT) src/Resizer.tsx:37-55: role="separator", dragged by mouse-down; the click
  // stops the event and calls the optional onClick only when given.
  const resizer = (
    body = 'event.preventDefault();\n      onClick(event.nativeEvent);',
  ) => `import React from 'react';
export const Resizer = function Resizer(props) {
  const { className = 'Resizer', onClick, onMouseDown } = props;
  return (
    <span
      role="separator"
      className={className}
      onMouseDown={(event) => onMouseDown(event.nativeEvent)}
      onClick={(event) => {
        if (onClick) {
      ${body}
        }
      }}
    />
  );
};`;

  it('is reported when it also stops the event (@rexxars/react-split-pane Resizer.tsx:37)', () => {
    // role="separator" with no tabIndex is not an interactive role; the decision makes it a violation (was null).
    expect(check(resizer())).toEqual([[CLICK, 5]]);
  });

  it('is judged when the branch does anything else', () => {
    expect(
      check(
        resizer(
          'event.preventDefault();\n      onClick(event.nativeEvent);\n      onMouseDown(event.nativeEvent);',
        ),
      ),
    ).toEqual([[CLICK, 5]]);
  });
});

describe("an input hidden by `display: 'none !important'`", () => {
  // react-star-rating@1.4.2 (MIT) src/StarRating.jsx:324-330: the rating's form value, a read-only number input.
  const rating = (display: string) => `import React from 'react';
export default class StarRating extends React.Component {
  render() {
    return (
      <div>
        <input type="number" name={this.props.name} value={this.state.value} style={{display: '${display}'}} readOnly />
      </div>
    );
  }
}`;

  it('needs no label (react-star-rating StarRating.jsx:324)', () => {
    expect(check(rating('none !important'), 'src/StarRating.jsx')).toEqual([]);
  });

  it('is judged when it is shown', () => {
    expect(check(rating('block !important'), 'src/StarRating.jsx')).toEqual([[FORM_LABEL, 6]]);
  });
});

describe("a click that prefers the caller's optional callback and falls back to the component's own", () => {
  // react-modal-resizable-draggable@0.1.6 (MIT) src/index.tsx:79-83, :185-193 and :222-231: the mask calls
  // onRequestMinimise when the caller passed one, onRequestClose otherwise; a document keydown listener calls
  // onRequestClose on Escape.
  const modal = (
    listen = "document.addEventListener('keydown', this.pressKey);",
  ) => `import React from 'react';
export default class ReactModal extends React.Component {
  componentDidMount() {
    ${listen}
  }
  pressKey(e) {
    const { onRequestClose } = this.props;
    switch (e.keyCode) {
      case 27:
        onRequestClose();
        break;
    }
  }
  render() {
    const { isOpen, onRequestClose, onRequestMinimise } = this.props;
    return (
      <div>
        {isOpen && <div onClick={onRequestMinimise ? onRequestMinimise : onRequestClose} className="mask" />}
      </div>
    );
  }
}`;

  it('is judged by its default, mirrored by Escape (react-modal-resizable-draggable index.tsx:228)', () => {
    expect(check(modal())).toEqual([]);
  });

  it('is reported when nothing mirrors the default', () => {
    expect(check(modal(''))).toEqual([[CLICK, 18]]);
  });
});

describe('a click that calls a required callback under a test of it', () => {
  // @redux-devtools/log-monitor@6.0.0 (MIT) src/LogMonitorButton.tsx:30, :60-67 and :89-97: `onClick: () => void` is a
  // required prop, so the test only guards the type; the <a> has no href.
  const button = (declared = 'onClick: () => void;') => `import React from 'react';
interface Props {
  enabled: boolean;
  ${declared}
}
export default class LogMonitorButton extends React.PureComponent<Props> {
  onClick = () => {
    if (!this.props.enabled) {
      return;
    }
    if (this.props.onClick) {
      this.props.onClick();
    }
  };
  render() {
    return <a onClick={this.onClick}>{this.props.children}</a>;
  }
}`;

  it('is reported (log-monitor LogMonitorButton.tsx:89)', () => {
    expect(check(button())).toEqual([[CLICK, 16]]);
  });

  it('is reported when the callback is optional too (the lead’s session-32 decision; was not decidable)', () => {
    expect(check(button('onClick?: () => void;'))).toEqual([[CLICK, 16]]);
  });
});
