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

describe('an SVG group with a click, as a clickable div', () => {
  // react-timepicker@2.0.2 (MIT) timepicker.es6.js:258-275 and :325-336: an hour bubble of the clock face sets the
  // hour; no key handler anywhere in the picker.
  const clock = (attributes = '') => `import React from 'react';
export class Clock extends React.Component {
  render() {
    const onClick = this.onClickHour(3);
    return (
      <svg>
        <g className="timepicker-bubble" onClick={onClick}${attributes}>
          <circle cx={1} cy={1} r={15} />
          <text x={1} y={1}>3</text>
        </g>
      </svg>
    );
  }
  onClickHour(hours) {
    return () => this.setState({ hours });
  }
}
`;

  it('is reported when nothing gives it keys', () => {
    expect(check(clock(), 'timepicker.es6.js')).toEqual([['a11y/click-without-keyboard', 7]]);
  });

  it('is not reported with a role, tabIndex and a key handler', () => {
    expect(check(clock(' role="button" tabIndex={0} onKeyDown={onClick}'), 'timepicker.es6.js')).toEqual([]);
  });
});

describe("a click on the caller's optional hook, whether or not the file itself renders the component and passes it", () => {
  // react-timepicker@2.0.2 (MIT) timepicker.es6.js:31-37, :95-127 and :139: the header's hours digits call
  // `if (this.props.onChangeMode) this.props.onChangeMode(HOURS)`, and the picker in the same file renders
  // <Timepicker.Info onChangeMode={this.onChangeMode} />, which switches the clock's mode.
  const picker = (passed = ' onChangeMode={this.onChangeMode}') => `import React from 'react';
export class Timepicker extends React.Component {
  render() {
    return <Timepicker.Info mode={this.state.mode}${passed} />;
  }
  onChangeMode(mode) {
    this.setState({ mode });
  }
}

export class Info extends React.Component {
  render() {
    return <span onClick={this.onClickHours}>{this.props.hours}</span>;
  }
  onClickHours() {
    if (this.props.onChangeMode) this.props.onChangeMode(true);
  }
}

Timepicker.Info = Info;
`;

  it('is reported: the hook is the widget’s own action', () => {
    expect(check(picker(), 'timepicker.es6.js')).toEqual([['a11y/click-without-keyboard', 13]]);
  });

  it('is reported when the file renders it without the hook too (the lead’s session-32 decision)', () => {
    // Before the decision, a hook no caller in the file passes was the caller's choice, not decidable.
    expect(check(picker(''), 'timepicker.es6.js')).toEqual([['a11y/click-without-keyboard', 13]]);
  });
});

describe('a button whose only content is a choice between elements', () => {
  // @bxreact/pagination@2.0.0 (MIT) src/index.tsx:29-74: one of four inline svg arrows, none with a title.
  const button = (other = '<svg viewBox="0 0 9 15"><path d="M0 0" /></svg>') => `import React from 'react';
export function PaginationButton({ type, onChangeMove }) {
  return (
    <button onClick={() => onChangeMove && onChangeMove(type)}>
      {type == '>' ? <svg viewBox="0 0 9 15"><path d="M0 0" /></svg> : ${other}}
    </button>
  );
}
`;

  it('is reported when no branch names it', () => {
    expect(check(button())).toEqual([['a11y/button-name', 4]]);
  });

  it('is not reported when a branch is text', () => {
    expect(check(button("'Next'"))).toEqual([]);
  });
});

describe('options clicked beside a field whose keys only search on Enter', () => {
  // react-icons-picker@1.1.0 (MIT) src/PickerModal.js:78, :92-102 and :112: the search field's onKeyPress runs the
  // search on Enter; the result icons are picked by a mouse-only click.
  const picker = (
    keys = 'e.key === "Enter" && setWatchRequest(watchRequest + 1)',
  ) => `import React from 'react';
export default function PickerModal({ onChange, result, setWatchRequest, watchRequest }) {
  const onKeyPress = (e) => ${keys}
  return (
    <div>
      <input onKeyPress={onKeyPress} placeholder="Search" />
      {Object.keys(result).map((iconKey) => (
        <div key={iconKey} onClick={() => onChange(iconKey)}>{iconKey}</div>
      ))}
    </div>
  );
}
`;

  it('is reported: the field is no way to pick an option', () => {
    expect(check(picker(), 'src/PickerModal.js')).toEqual([['a11y/click-without-keyboard', 8]]);
  });

  it('is not reported when the field moves through the options with the arrow keys', () => {
    expect(
      check(picker('e.key === "ArrowDown" ? move(1) : e.key === "Enter" && pick()'), 'src/PickerModal.js'),
    ).toEqual([]);
  });
});

describe('a click whose handler is a destructured prop defaulting to a named no-op', () => {
  // @s-ui/react-image-slider@4.0.0 (MIT) src/index.js:21, :85-87 and :133: the slider's container click.
  const slider = (noop = '() => {}') => `import React from 'react';
const NO_OP = ${noop}
export default function ImageSlider({ images = [], handleClick = NO_OP }) {
  return <div onClick={handleClick} className="sui-ImageSlider">{images.length}</div>;
}
`;

  it('is not reported: by default the click does nothing', () => {
    expect(check(slider(), 'src/index.js')).toEqual([]);
  });

  it('is reported when the default acts', () => {
    expect(check(slider('() => { window.history.back() }'), 'src/index.js')).toEqual([
      ['a11y/click-without-keyboard', 4],
    ]);
  });
});

describe('an icon-only button whose icon gets a name-like prop', () => {
  // @shopify/checkout-ui-react@0.6.0 (MIT) src/components/Banner/Banner.tsx:72-82: the collapse button's only
  // content is <Icon accessibilityLabel={translate('expand')} />, which Icon.tsx:126 renders as aria-label.
  const banner = (props = " accessibilityLabel={translate('expand')}") => `import React from 'react';
import {Icon} from '../Icon';
export function Banner({ translate, toggle }) {
  return (
    <button type="button" onClick={toggle}>
      <Icon size="small" source="chevronDown"${props} />
    </button>
  );
}
`;

  it('is not reported: the prop may name what the icon renders', () => {
    expect(check(banner())).toEqual([]);
  });

  it('is reported when the icon gets no name-like prop', () => {
    expect(check(banner(''))).toEqual([['a11y/button-name', 5]]);
  });
});

describe("an input that is the child of a component handed the caller's props", () => {
  // semantic-ui-calendar-react@0.15.3 (MIT) src/views/InputView.tsx:45-62: <Form.Input icon {...rest}> clones its
  // child input with the caller's id, placeholder and aria props and renders the caller's label.
  const view = (spread = ' {...rest}') => `import React from 'react';
import { Form } from 'semantic-ui-react';
export function InputView({ innerRef, value, ...rest }) {
  return (
    <Form.Input icon${spread}>
      <input ref={innerRef} value={value} />
    </Form.Input>
  );
}
`;

  it('is not reported: the component may name it', () => {
    expect(check(view())).toEqual([]);
  });

  it('is reported when the component gets no spread', () => {
    expect(check(view(''))).toEqual([[FORM_LABEL, 6]]);
  });
});
