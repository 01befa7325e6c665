// Held-out set 17's accessibility false positives, reduced to the lines that decide the verdict and checked both
// ways:
// - funda-ui@4.7.901 lib/esm/Chatbox/index.tsx:1985, :2198, :2254 (MIT): buttons whose only content is a
//   `<span dangerouslySetInnerHTML={{ __html: btn.label }}>`, named by the caller's label (not decidable);
// - bee-input-number@2.2.47 src/InputNumber.js:680, :718 (MIT): a placeholder overlay whose click only focuses the
//   field and hides itself (`placeholderClick`, lines 649-654).
import { describe, expect, it } from 'vitest';
import { toDiagnosticLimits } from '../../../src/diagnostics/limits';
import { scanFiles } from '../../../src/diagnostics/scanner';
import type { SourceFile } from '../../../src/diagnostics/types';
import { parseSource } from '../parse';

const scan = (rule: string, text: string, path = 'src/Widget.tsx') =>
  scanFiles([{ path, text } satisfies SourceFile], {
    parse: parseSource,
    limits: toDiagnosticLimits(),
    categories: ['accessibility'],
  })
    .findings.filter((f) => f.ruleId === rule)
    .map((f) => f.line);

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
