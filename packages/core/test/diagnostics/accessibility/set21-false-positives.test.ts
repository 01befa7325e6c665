// Held-out set 21's accessibility false positives, reduced to the lines that decide the verdict and checked both
// ways:
// - tiny-ui@0.0.95 components/input/input.tsx:16 and :60-66 (MIT): the clear span, built by a render function only
//   under `if (clearable && value && …)` with `clearable = false` among the props (guarded-root.ts: a control off
//   by a written default, the session-32 convention), while a flag with no written default stays judged (the lead's
//   session-32 decision on @uiw/react-tag index.tsx:51);
// - tiny-ui@0.0.95 components/input-number/index.tsx:47-56 and :74-96 (MIT): step arrows beside the native
//   `type="number"` field whose `step` they add (number-stepper.ts: the field steps by ArrowUp / ArrowDown), their
//   handlers written with a return type (`(e: MouseEvent<HTMLSpanElement>): void => {`, handler-text.ts);
// - tiny-ui@0.0.95 components/menu/sub-menu.tsx:48-51 and :111-147 (MIT): the popup sub-menu's title, rendered in
//   the `else` of `if (mode === 'inline')`, whose click toggles only under `mode === 'inline'` (branch-off-click.ts);
// - uxcore-table@11.10.18 src/ActionBar/LinkBar.jsx:12-16 and ActionBar.jsx:71-75 (MIT): an action div whose only
//   content is the caller's optional `item.render(item.title)` (caller-children.ts's wrapsCallersRender).
import { describe, expect, it } from 'vitest';
import { scanRule } from './scan-project';

const scan = scanRule;

const CLICK = 'a11y/click-without-keyboard';

const input = (
  flag: string,
  test = 'clearable && value && value.length > 0',
) => `import React, { useState } from 'react';
import { CloseCircle } from '../_utils/components';

const Input = (props) => {
  const { disabled = false, ${flag}, onClearClick, ...otherProps } = props;
  const [value, setValue] = useState('');
  const clearBtnOnClick = (e) => {
    setValue('');
    onClearClick && onClearClick(e);
  };
  const renderClearButton = () => {
    if (${test}) {
      return (
        <span className="clear-btn" onClick={clearBtnOnClick}>
          <CloseCircle size={16} />
        </span>
      );
    }
    return null;
  };
  return (
    <div>
      <input {...otherProps} value={value} onChange={(e) => setValue(e.target.value)} />
      {renderClearButton()}
    </div>
  );
};
export default Input;
`;

describe('a control built outside the JSX only under a flag off by default (tiny-ui input/input.tsx:63)', () => {
  it('leaves the clear span under `if (clearable && …)` with `clearable = false`', () => {
    expect(scan(CLICK, input('clearable = false'), 'components/input/input.tsx')).toEqual([]);
  });
  it('leaves it under `clearable ? (…) : null`', () => {
    const ternary = input('clearable = false').replace(
      /if \(clearable && value && value.length > 0\) \{\n\s*return \(/,
      'return clearable ? (',
    );
    expect(ternary).toContain('return clearable ? (');
    expect(scan(CLICK, ternary.replace('      );\n    }\n    return null;', '      ) : null;'))).toEqual([]);
  });
  it('reports it when the flag has no written default', () => {
    expect(scan(CLICK, input('clearable'), 'components/input/input.tsx')).toEqual([14]);
  });
  it('reports it when the written default is on', () => {
    expect(scan(CLICK, input('clearable = true'), 'components/input/input.tsx')).toEqual([14]);
  });
  it("reports it when the flag is not the test's first operand", () => {
    const later = input('clearable = false', 'value && clearable');
    expect(scan(CLICK, later, 'components/input/input.tsx')).toEqual([14]);
    expect(
      scan(CLICK, input('clearable = false', 'value || clearable'), 'components/input/input.tsx'),
    ).toEqual([14]);
  });
});

const inputNumber = (
  field: string,
  plus = 'const val = +value + +step;',
) => `import React, { useState, MouseEvent } from 'react';
import { ArrowDown } from '../_utils/components';

const InputNumber = (props) => {
  const { step = 1, max = Infinity, disabled = false, onChange } = props;
  const [value, setValue] = useState(0);
  const inputOnChange = (e) => setValue(Number(e.target.value));
  const plusOnClick = (e: MouseEvent<HTMLSpanElement>): void => {
    e.stopPropagation();
    ${plus}
    if (val <= max) setValue(val);
  };
  return (
    <div className="input-number">
      <input aria-label="n" ${field} value={value} step={step} onChange={inputOnChange} />
      <div className="controls">
        <span className="up" onClick={plusOnClick}>
          <ArrowDown size={8} />
        </span>
      </div>
    </div>
  );
};
export default InputNumber;
`;

describe('a step arrow beside the number field it steps (tiny-ui input-number/index.tsx:91)', () => {
  const path = 'components/input-number/index.tsx';
  it("leaves the arrow whose handler adds the field's step", () => {
    expect(scan(CLICK, inputNumber('type="number"'), path)).toEqual([]);
  });
  it('reports it beside a text field', () => {
    expect(scan(CLICK, inputNumber('type="text"'), path)).toEqual([17]);
  });
  it('reports it beside a read-only number field', () => {
    expect(scan(CLICK, inputNumber('type="number" readOnly'), path)).toEqual([17]);
  });
  it("reports it when the handler does not step by the field's step", () => {
    expect(scan(CLICK, inputNumber('type="number"', 'const val = +value * 2;'), path)).toEqual([17]);
  });
});

const subMenu = (test: string) => `import React, { useState } from 'react';

const SubMenu = (props) => {
  const { title, disabled = false, mode } = props;
  const [menuOpen, setMenuOpen] = useState(false);
  const handleOnClick = (e: React.MouseEvent): void => {
    e.preventDefault();
    !disabled && ${test} && setMenuOpen(!menuOpen);
  };
  if (mode === 'inline') {
    return (
      <li role="menuitem">
        <div className="title" onClick={handleOnClick}>
          <span>{title}</span>
        </div>
      </li>
    );
  } else {
    return (
      <li role="menuitem" onMouseEnter={() => setMenuOpen(true)}>
        <div className="title" onClick={handleOnClick}>
          <span>{title}</span>
        </div>
      </li>
    );
  }
};
export default SubMenu;
`;

describe("a click that acts only in the other branch's mode (tiny-ui menu/sub-menu.tsx:147)", () => {
  const path = 'components/menu/sub-menu.tsx';
  it('leaves the popup title whose toggle runs only in inline mode, and reports the inline title', () => {
    expect(scan(CLICK, subMenu("mode === 'inline'"), path)).toEqual([13]);
  });
  it('reports both when the toggle runs in every mode', () => {
    expect(scan(CLICK, subMenu('!!title'), path)).toEqual([13, 21]);
  });
  it('reports the popup title and leaves the inline one when the toggle runs outside inline mode', () => {
    expect(scan(CLICK, subMenu("mode !== 'inline'"), path)).toEqual([21]);
  });
});

const linkBar = (test: string, content = '{item.render(item.title)}') => `import React from 'react';

class LinkBar extends React.Component {
  renderItem(item, index) {
    const itemProps = { className: 'action', onClick: item.callback || (() => {}), key: index };
    let action;
    if (${test}) {
      action = (
        <div {...itemProps} onClick={item.callback}>
          ${content}
        </div>
      );
    } else {
      action = <a {...itemProps} href="#">{item.title}</a>;
    }
    return action;
  }
  render() {
    return <div>{this.props.linkBar.map((item, index) => this.renderItem(item, index))}</div>;
  }
}
export default LinkBar;
`;

describe("an action wrapping the caller's optional render (uxcore-table ActionBar/LinkBar.jsx:14)", () => {
  const path = 'src/ActionBar/LinkBar.jsx';
  it("leaves the div whose only content is `item.render(…)` under `typeof item.render === 'function'`", () => {
    expect(scan(CLICK, linkBar("!!item.render && typeof item.render === 'function'"), path)).toEqual([]);
  });
  it('reports it when the file never tests the render', () => {
    expect(scan(CLICK, linkBar('!!item.render'), path)).toEqual([9]);
  });
  it('reports it when the render is not its only content', () => {
    const both = linkBar(
      "typeof item.render === 'function'",
      '{item.render(item.title)} <i className="icon" />',
    );
    expect(scan(CLICK, both, path)).toEqual([9]);
  });
});
