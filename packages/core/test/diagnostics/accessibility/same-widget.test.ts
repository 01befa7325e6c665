// Shapes from held-out set 9's accessibility false positives of the lead's set-8 class (a mouse-only control
// whose result the same widget gives by keyboard is null), files kept in ../real-corpus/packages, reduced to
// the lines that decide each verdict and checked both ways: the real code is not reported, and the same
// control whose action no keyboard handler performs still is.
import { describe, expect, it } from 'vitest';
import { checkJsxAccessibility } from '../../../src/diagnostics/accessibility';
import { parseSource } from '../parse';

const check = (text: string, path = 'src/view.tsx') =>
  checkJsxAccessibility({ path, text }, parseSource(path, text).program).map((f) => [f.ruleId, f.line]);

const CLICK = 'a11y/click-without-keyboard';

describe('a conditional click whose set branch a key handler of the component also calls', () => {
  // @redux-devtools/inspector-monitor-trace-tab@5.0.0 (MIT) src/react-error-overlay/containers/StackFrame.tsx
  // :87-101 and :164-179: the code block's span opens the editor that the frame location's span (tabIndex 0,
  // Enter → this.editorHandler()) opens by keyboard, under the same condition.
  const stackFrame = (
    codeClick = 'canOpenInEditor ? this.editorHandler : undefined',
  ) => `import React, { Component } from 'react';
class StackFrame extends Component {
  editorHandler = () => {
    const errorLoc = this.getErrorLocation();
    if (!errorLoc) {
      return;
    }
    this.props.editorHandler(errorLoc);
  };

  onKeyDown = (e) => {
    if (e.key === 'Enter') {
      this.editorHandler();
    }
  };

  toggleCompiled = () => {
    this.setState((state) => ({ compiled: !state.compiled }));
  };

  render() {
    const canOpenInEditor = this.getErrorLocation() !== null && this.props.editorHandler !== null;
    return (
      <div>
        <span
          onClick={canOpenInEditor ? this.editorHandler : undefined}
          onKeyDown={canOpenInEditor ? this.onKeyDown : undefined}
          tabIndex={canOpenInEditor ? 0 : undefined}
        >
          {this.props.url}
        </span>
        <span onClick={${codeClick}}>
          <CodeBlock {...this.props.codeBlockProps} />
        </span>
      </div>
    );
  }
}
export default StackFrame;
`;
  it('the code block that opens the same location in the editor is not reported', () => {
    expect(check(stackFrame())).toEqual([]);
  });
  it('with the branches the other way round, it is not reported either', () => {
    expect(check(stackFrame('canOpenInEditor ? null : this.editorHandler'))).toEqual([]);
  });
  it('a code block whose conditional click does what no key handler does is still reported', () => {
    expect(check(stackFrame('canOpenInEditor ? this.toggleCompiled : undefined'))).toEqual([[CLICK, 32]]);
  });
  it('a conditional between two handlers is judged as before: reported', () => {
    expect(check(stackFrame('canOpenInEditor ? this.editorHandler : this.toggleCompiled'))).toEqual([
      [CLICK, 32],
    ]);
  });
});

describe('a conditional backdrop click whose set branch the dialog closes by Escape', () => {
  // Outside the corpus: excalidraw (excalidraw/excalidraw, MIT) packages/excalidraw/components/Modal.tsx:35-57,
  // the stored mirror's HEAD: the backdrop's click and the dialog's Escape both call props.onCloseRequest.
  const modal = (onEscape = 'props.onCloseRequest();') => `import { createPortal } from "react-dom";
export const Modal = (props) => {
  const { closeOnClickOutside = true } = props;
  const handleKeydown = (event) => {
    if (event.key === KEYS.ESCAPE) {
      event.preventDefault();
      event.stopPropagation();
      ${onEscape}
    }
  };
  return createPortal(
    <div className="Modal" role="dialog" aria-modal="true" onKeyDown={handleKeydown}>
      <div
        className="Modal__background"
        onClick={closeOnClickOutside ? props.onCloseRequest : undefined}
      />
      <div className="Modal__content" tabIndex={0}>
        {props.children}
      </div>
    </div>,
    document.body,
  );
};
`;
  it('the backdrop that closes the modal Escape also closes is not reported', () => {
    expect(check(modal())).toEqual([]);
  });
  it('when Escape does something else, the backdrop is still reported', () => {
    expect(check(modal('props.onEscape();'))).toEqual([[CLICK, 13]]);
  });
});
