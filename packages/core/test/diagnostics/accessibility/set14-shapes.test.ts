// Shapes from held-out set 14's accessibility false positives (files kept in ../real-corpus/packages), reduced to
// the lines that decide each verdict, each checked both ways: the real code gets the label's verdict, and a small
// change flips it.
import { describe, expect, it } from 'vitest';
import { checkJsxAccessibility } from '../../../src/diagnostics/accessibility';
import { parseSource } from '../parse';

const check = (text: string, path = 'src/view.tsx') =>
  checkJsxAccessibility({ path, text }, parseSource(path, text).program).map((f) => [f.ruleId, f.line]);

const CLICK = 'a11y/click-without-keyboard';
/** The line where `marker` first appears in `text`. */
const lineOf = (text: string, marker: string) => text.slice(0, text.indexOf(marker)).split('\n').length;

describe("an empty backdrop beside the panel whose self-only click calls the caller's callback", () => {
  // gestalt@177.0.12 (Apache-2.0) src/Backdrop.tsx:19-30: Modal.tsx and SheetMobile/PartialPage.tsx pass onClick
  // and close the same panel on Escape.
  const backdrop = (
    body = 'if (event.target !== event.currentTarget) return;\n          onClick?.(event);',
    content = '',
  ) => `import { Fragment } from 'react';
function Backdrop({ children, closeOnOutsideClick, onClick }) {
  return (
    <Fragment>
      <div
        className={closeOnOutsideClick ? 'zoomOut' : 'backdrop'}
        onClick={(event) => {
          ${body}
        }}
      >${content}</div>
      {children}
    </Fragment>
  );
}
export default Backdrop;
`;

  it('is not reported', () => {
    expect(check(backdrop(), 'src/Backdrop.tsx')).toEqual([]);
  });

  const reported = (text: string) =>
    expect(check(text, 'src/Backdrop.tsx')).toEqual([[CLICK, lineOf(text, '<div')]]);

  it('is reported when any click on it calls the callback', () => {
    reported(backdrop('onClick?.(event);'));
  });

  it('is reported when it holds content of its own', () => {
    reported(backdrop(undefined, '<span>Close</span>'));
  });

  it("is reported when the call is the file's own", () => {
    reported(
      backdrop('if (event.target !== event.currentTarget) return;\n          onClickLocal(event);').replace(
        'return (',
        'const onClickLocal = () => {\n    window.history.back();\n  };\n  return (',
      ),
    );
  });
});

describe('a container whose click acts only for the native buttons it holds (event delegation)', () => {
  // botframework-webchat-component@4.18.2 (MIT) src/Attachment/Text/private/MarkdownTextContent.tsx:144-166, :202:
  // the citation <button>s rendered inside the markdown; Enter / Space click them and the click bubbles here.
  const markdown = (
    found = "isHTMLButtonElement(targetElement)\n        ? targetElement\n        : targetElement.closest('button')",
    test = '!buttonElement || !targetElement.contains(buttonElement)',
  ) => `import { useCallback } from 'react';
const isHTMLButtonElement = (element) => element.tagName === 'BUTTON';
export default function MarkdownTextContent({ entries, html }) {
  const handleClick = useCallback(
    event => {
      const targetElement = event.target;
      const buttonElement = ${found};

      if (${test}) {
        return;
      }

      const entry = entries.find(({ key }) => key === buttonElement.value);

      if (entry?.handleClick) {
        event.preventDefault();
        event.stopPropagation();

        entry.handleClick();
      }
    },
    [entries]
  );

  return <div className="markdown" dangerouslySetInnerHTML={html} onClick={handleClick} />;
}
`;

  it('is not reported', () => {
    expect(check(markdown(), 'src/MarkdownTextContent.tsx')).toEqual([]);
  });

  const reported = (text: string) =>
    expect(check(text, 'src/MarkdownTextContent.tsx')).toEqual([[CLICK, lineOf(text, '<div')]]);

  it('is reported when the click is not held to a button', () => {
    reported(markdown('targetElement'));
  });

  it('is reported when the held element is not a native control', () => {
    reported(markdown("targetElement.closest('span')"));
  });

  it('is reported when a missing button does not stop the handler', () => {
    reported(markdown(undefined, 'buttonElement && !targetElement.contains(buttonElement)'));
  });
});
