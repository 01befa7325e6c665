// Held-out set 17's accessibility false positives, reduced to the lines that decide the verdict and checked both
// ways:
// - funda-ui@4.7.901 lib/esm/Chatbox/index.tsx:1985, :2198, :2254 (MIT): buttons whose only content is a
//   `<span dangerouslySetInnerHTML={{ __html: btn.label }}>`, named by the caller's label (not decidable);
// - bee-input-number@2.2.47 src/InputNumber.js:680, :718 (MIT): a placeholder overlay whose click only focuses the
//   field and hides itself (`placeholderClick`, lines 649-654).
import { describe, expect, it } from 'vitest';
import { scanRule } from './scan-project';

const scan = scanRule;

const toolkit = (content: string) => `import React from 'react';

export default function Chatbox({ buttons }: { buttons: any[] }) {
    return (
        <div className="toolkit-btns">
            {buttons.map((btn, index) => (
                <button
                    key={index}
                    onClick={() => btn.onClick()}
                >
                    ${content}
                </button>
            ))}
        </div>
    );
}
`;

describe("a button named by the caller's markup (funda-ui Chatbox/index.tsx:2254)", () => {
  const BUTTON = 'a11y/button-name';
  it('reads a child span with dangerouslySetInnerHTML as content the JSX does not show', () => {
    expect(scan(BUTTON, toolkit('<span dangerouslySetInnerHTML={{ __html: btn.label }}></span>'))).toEqual(
      [],
    );
  });
  it('still reports the button whose child span holds nothing', () => {
    expect(scan(BUTTON, toolkit('<span className="label"></span>'))).toEqual([7]);
  });
  it('still reports the span marked aria-hidden', () => {
    expect(
      scan(
        BUTTON,
        toolkit('<span aria-hidden="true" dangerouslySetInnerHTML={{ __html: btn.label }}></span>'),
      ),
    ).toEqual([7]);
  });
});

const inputNumber = (handler: string) => `import React, { Component } from 'react';

class InputNumber extends Component {
    state = { placeholderShow: true };
    placeholderClick = () => {
        ${handler}
    }
    render() {
        const { value } = this.props;
        return (
            <div>
                {!value ? <div onClick={this.placeholderClick} className="placeholder">{this.props.placeholder}</div> : ''}
                <input value={value} onChange={this.props.onChange} ref={(ref) => (this.input = ref)} />
            </div>
        );
    }
}

export default InputNumber;
`;

describe('a click that only moves focus (bee-input-number InputNumber.js:680)', () => {
  const CLICK = 'a11y/click-without-keyboard';
  it('leaves the overlay that focuses the field and hides itself', () => {
    expect(
      scan(
        CLICK,
        inputNumber('this.input.focus();\n        this.setState({ placeholderShow: false })'),
        'src/N.js',
      ),
    ).toEqual([]);
  });
  it('leaves an inline focus move', () => {
    const text = inputNumber('').replace('{this.placeholderClick}', '{() => this.input?.focus()}');
    expect(scan(CLICK, text, 'src/N.js')).toEqual([]);
  });
  it('reports a click that also acts (opens a state, calls a callback)', () => {
    expect(
      scan(CLICK, inputNumber('this.input.focus();\n        this.setState({ open: true })'), 'src/N.js'),
    ).toEqual([13]);
    expect(scan(CLICK, inputNumber('this.input.focus();\n        this.props.onOpen()'), 'src/N.js')).toEqual([
      13,
    ]);
  });
});

const editableCell = (modeType: string, other: string) => `import React, { Component } from 'react';
import PropTypes from 'prop-types';

export default function renderInput(Icon) {
  return class InputRender extends Component {
    static propTypes = {
      isclickTrigger: ${modeType},
    };
    static defaultProps = {
      check: () => '',
    };
    edit = () => {
      this.setState({ editable: true });
    };
    render() {
      const { isclickTrigger, value } = this.props;
      const cellContent = isclickTrigger ? (
        <div className="editable-cell-text-wrapper" onClick={this.edit}>
          {value || ' '}
        </div>
      ) : (
        ${other}
      );
      return <div className="editable-cell">{cellContent}</div>;
    }
  };
}
`;
const PENCIL = `<div className="editable-cell-text-wrapper">
          {value || ' '}
          <Icon type="uf-pencil" className="editable-cell-icon" onClick={this.edit} />
        </div>`;

describe('a click only under a mode off by default (bee-table render/InputRender.js:165)', () => {
  const CLICK = 'a11y/click-without-keyboard';
  it('leaves the click-to-edit wrapper whose default branch gives the edit to the pencil icon', () => {
    expect(scan(CLICK, editableCell('PropTypes.bool', PENCIL), 'src/render/InputRender.js')).toEqual([]);
  });
  it('reports it when the mode has a default', () => {
    const text = editableCell('PropTypes.bool', PENCIL).replace(
      "check: () => '',",
      "check: () => '', isclickTrigger: true,",
    );
    expect(scan(CLICK, text, 'src/render/InputRender.js')).toEqual([18]);
  });
  it('reports it when the other branch holds no control making the same call', () => {
    expect(scan(CLICK, editableCell('PropTypes.bool', 'null'), 'src/render/InputRender.js')).toEqual([18]);
  });
  it('reports it when the flag is not a declared boolean or string prop', () => {
    expect(scan(CLICK, editableCell('PropTypes.func', PENCIL), 'src/render/InputRender.js')).toEqual([18]);
  });
});

const excelFile = (fallback: string) => `import React from 'react';
import PropTypes from 'prop-types';

class ExcelFile extends React.Component {
    static defaultProps = {
        hideElement: false,
        filename: 'Download',
        element: ${fallback}
    };
    render() {
        const { hideElement, element } = this.props;
        if (hideElement) {
            return null;
        } else {
            return (<span onClick={this.handleDownload}>{element}</span>);
        }
    }
}

export default ExcelFile;
`;

describe('a click wrapper around a prop that is by default a native button (react-data-export ExcelFile.js:122)', () => {
  const CLICK = 'a11y/click-without-keyboard';
  it('leaves the span whose only content defaults to <button>Download</button>', () => {
    expect(scan(CLICK, excelFile('<button>Download</button>'), 'src/ExcelFile.js')).toEqual([]);
  });
  it('reports it when the default is not a control', () => {
    expect(scan(CLICK, excelFile('<span>Download</span>'), 'src/ExcelFile.js')).toEqual([15]);
  });
});
