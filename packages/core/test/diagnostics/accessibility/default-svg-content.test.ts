// A button whose content is the caller's prop when passed and, by default, the file's own bare <svg>. From held-out
// set 7's miss react-responsive-modal@7.2.0 src/CloseIcon.tsx:29-50 (MIT, kept in ../real-corpus/packages): the
// modal's close button, `{closeIcon ? closeIcon : <svg …><path …/></svg>}` with `closeIcon` a destructured prop
// with no default, reduced to the lines that decide the verdict, and checked both ways.
import { describe, expect, it } from 'vitest';
import { checkJsxAccessibility } from '../../../src/diagnostics/accessibility';
import { parseSource } from '../parse';

const BUTTON_NAME = 'a11y/button-name';

const check = (text: string, path = 'src/CloseIcon.tsx') =>
  checkJsxAccessibility({ path, text }, parseSource(path, text).program)
    .filter((f) => f.ruleId === BUTTON_NAME)
    .map((f) => f.line);

const closeIcon = ({
  content = 'closeIcon ? (\n      closeIcon\n    ) : (',
  param = 'closeIcon',
  title = '',
  after = '',
} = {}) => `import cx from 'classnames';
import React from 'react';

const CloseIcon = ({ classes, classNames, styles, id, ${param}, onClick }) => (
  <button
    id={id}
    className={cx(classes.closeButton, classNames?.closeButton)}
    onClick={onClick}
    data-testid="close-button"
  >
    {${content}
      <svg
        className={classNames?.closeIcon}
        style={styles?.closeIcon}
        width={28}
        height={28}
        viewBox="0 0 36 36"
        data-testid="close-icon"
      >${title}
        <path d="M28.5 9.62L26.38 7.5 18 15.88 9.62 7.5 7.5 9.62 15.88 18 7.5 26.38l2.12 2.12L18 20.12l8.38 8.38 2.12-2.12L20.12 18z" />
      </svg>
    )}
  </button>
);
${after}
export default CloseIcon;
`;

const BUTTON = 5;

describe("a button showing the caller's icon prop or, by default, a bare svg", () => {
  it('reports the close button whose default content is the untitled svg', () => {
    expect(check(closeIcon())).toEqual([BUTTON]);
    expect(check(closeIcon({ content: 'closeIcon || (' }))).toEqual([BUTTON]);
    expect(check(closeIcon({ content: 'closeIcon ?? (' }))).toEqual([BUTTON]);
  });

  it('stays silent when the prop has a default, the svg a title, or the test is another value', () => {
    expect(check(closeIcon({ param: "closeIcon = 'Close'" }))).toEqual([]);
    expect(check(closeIcon({ title: '\n        <title>Close</title>' }))).toEqual([]);
    expect(
      check(closeIcon({ content: 'label ? (\n      closeIcon\n    ) : (', param: 'closeIcon, label' })),
    ).toEqual([]);
    expect(
      check(
        closeIcon({
          content: 'closeIcon ? (\n      closeIcon\n    ) : (',
          param: 'closeIcon',
          after: 'closeIcon = null;',
        }),
      ),
    ).toEqual([]);
  });
});
