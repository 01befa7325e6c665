// Session 39's tuning on set 20's accessibility misses and false positives, reduced to the lines that decide the
// verdict and checked both ways:
// - saltui@4.13.1 (MIT) src/CheckboxField/SelectLayer.jsx:167 and src/Calendar/day/CascadePanel.jsx:228,
//   `<li role="menuitem" onClick>` in a plain `<ul>`, with no tabIndex, id or key handler, in a file that reads no
//   key. The role alone makes nothing keyboard-operable: no menu owns the item, and it never takes focus.
// - react-tiny-link@3.6.1 (MIT) src/components/CardMedia.tsx:14, an img load probe with `style={{ display:
//   \`none\` }}` (a template literal): not rendered, so no alt is needed.
// - @dabapps/roe@0.13.2 (MIT) src/ts/components/modals/modal.tsx:55 `<div className="modal-overlay"
//   onClick={onClickOutside} />`, liamc9npm@2.0.93 src/components/navigation/SideBar.jsx:20 `<Overlay
//   onClick={closeSideNav} />`, cheeseburger-menu@0.0.14 (MIT) src/index.tsx:202 `onClick={closeCallback}`: an empty
//   overlay whose click is the caller's close callback, the panel opened and closed by the caller's own control.
import { describe, expect, it } from 'vitest';
import { checkJsxAccessibility } from '../../../src/diagnostics/accessibility';
import { parseSource } from '../parse';

const check = (text: string, path = 'src/SelectLayer.jsx') =>
  checkJsxAccessibility({ path, text }, parseSource(path, text).program).map((f) => [f.ruleId, f.line]);

const CLICK = 'a11y/click-without-keyboard';

const layer = (item = '', list = '', extra = '') => `import React from 'react';
class SelectLayer extends React.Component {
  handleClick(m) { this.setState({ value: m }); }
  render() {
    const t = this;${extra}
    return (
      <Scroller className="body">
        <ul className="select-list"${list}>
          {t.props.data.map((m, i) => (
            <li key={i} onClick={t.handleClick.bind(t, m)} role="menuitem"${item}>{m.text}</li>))}
        </ul>
      </Scroller>
    );
  }
}
export default SelectLayer;
`;

describe('a menu item with no menu, no focus and no key (saltui SelectLayer.jsx:167)', () => {
  it('is reported', () => {
    expect(check(layer())).toEqual([[CLICK, 10]]);
  });

  it('is not reported when the item can take focus, has an id for aria-activedescendant, or takes keys', () => {
    expect(check(layer(' tabIndex={-1}'))).toEqual([]);
    expect(check(layer(' id={`item-${i}`}'))).toEqual([]);
    expect(check(layer(' onKeyDown={t.onKey}'))).toEqual([]);
  });

  it('is not reported when an element around it has a role or keys, or the file reads keys', () => {
    expect(check(layer('', ' role="listbox"'))).toEqual([]);
    expect(check(layer('', ' onKeyDown={t.onKey}'))).toEqual([]);
    expect(check(layer('', '', "\n    document.addEventListener('keydown', t.close);"))).toEqual([]);
  });

  it('is not reported when its click is the caller’s prop (a menu elsewhere may call it on Enter)', () => {
    expect(check(layer().replace('t.handleClick.bind(t, m)', 't.props.onSelect'))).toEqual([]);
  });

  it('is not reported when a component is its parent (it may clone keys onto its children)', () => {
    const menu = `import React from 'react';
export const Items = ({ pick }) => (
  <Menu>
    <li onClick={() => pick(1)} role="menuitem">One</li>
  </Menu>
);
`;
    expect(check(menu)).toEqual([]);
  });
});

describe('menu items kept in a variable and rendered into a plain list (saltui CascadePanel.jsx:228)', () => {
  const panel = `import React from 'react';
class CascadePanel extends React.Component {
  onHalfButtonClick(type) { this.setState({ type }); }
  renderHalfDay() {
    const t = this;
    const full = (
      <li key="full" onClick={(e) => { t.onHalfButtonClick('FULL', e); }} role="menuitem">Full</li>);
    return <ul className="day-type-list">{[full]}</ul>;
  }
}
export default CascadePanel;
`;

  it('is reported', () => {
    expect(check(panel, 'src/CascadePanel.jsx')).toEqual([[CLICK, 7]]);
  });
});

describe('an img hidden by a display: none written as a template literal (react-tiny-link CardMedia.tsx:14)', () => {
  const probe = (display: string) => `import * as React from 'react';
export const ImageWrapper = ({ imageUrl, onLoad }) => <img
    style={{ display: ${display} }}
    src={imageUrl}
    onLoad={onLoad}
  />;
`;

  it('is not reported', () => {
    expect(check(probe('`none`'), 'src/components/CardMedia.tsx')).toEqual([]);
  });

  it('is reported when the template shows it or computes the value', () => {
    expect(check(probe('`block`'), 'src/components/CardMedia.tsx')).toEqual([['a11y/img-alt', 2]]);
    expect(check(probe('`${mode}`'), 'src/components/CardMedia.tsx')).toEqual([['a11y/img-alt', 2]]);
  });
});

describe('an empty overlay whose click is the caller’s close callback (roe modal.tsx:55, SideBar.jsx:20)', () => {
  const overlay = (name: string, extra = '') => `import React from 'react';
export const Modal = ({ ${name}, children }) => {${extra}
  return (
    <div className="modal-container">
      <div className="modal-overlay" onClick={${name}} />
      <div className="modal">{children}</div>
    </div>
  );
};
`;

  it('is not reported for the outside click or a close… callback of the caller', () => {
    expect(check(overlay('onClickOutside'), 'src/modal.tsx')).toEqual([]);
    expect(check(overlay('closeSideNav'), 'src/modal.tsx')).toEqual([]);
    expect(check(overlay('closeCallback'), 'src/modal.tsx')).toEqual([]);
  });

  it('is reported when the callback is named for something else, or the file defines it', () => {
    expect(check(overlay('onClickInside'), 'src/modal.tsx')).toEqual([[CLICK, 5]]);
    expect(check(overlay('closest'), 'src/modal.tsx')).toEqual([[CLICK, 5]]);
    expect(check(overlay('closeSideNav', '\n  const closeSideNav = () => save();'), 'src/modal.tsx')).toEqual(
      [[CLICK, 6]],
    );
  });
});
