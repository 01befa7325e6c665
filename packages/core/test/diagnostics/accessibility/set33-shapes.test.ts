// Shapes from the accessibility false positives and misses read in session 33 (held-out set 12 and earlier sets,
// files kept in ../real-corpus/packages), reduced to the lines that decide each verdict, each checked both ways:
// the real code gets the label's verdict, and a small change flips it.
import { describe, expect, it } from 'vitest';
import { checkJsxAccessibility } from '../../../src/diagnostics/accessibility';
import { parseSource } from '../parse';
import { scanFindings } from './scan-project';

const check = (text: string, path = 'src/view.tsx') =>
  checkJsxAccessibility({ path, text }, parseSource(path, text).program).map((f) => [f.ruleId, f.line]);

const CLICK = 'a11y/click-without-keyboard';

describe('a click bound to a prop whose visible default does nothing', () => {
  // react-heatmap-grid@0.9.1 (MIT) src/DataGrid.jsx:58 and :103: a heatmap cell, `onClick.bind(this, xi, yi)`
  // with `onClick: () => {}` in DataGrid.defaultProps.
  const grid = (fallback = '() => {}') => `import React from "react";
const DataGrid = ({ xLabels, onClick }) => (
  <div>
    {xLabels.map((x, xi) => (
      <div key={xi} onClick={onClick.bind(this, xi)}>{x}</div>
    ))}
  </div>
);
DataGrid.defaultProps = { onClick: ${fallback} };
export default DataGrid;
`;

  it('is not reported: by default the cell does nothing', () => {
    expect(check(grid(), 'src/DataGrid.jsx')).toEqual([]);
  });

  it('is reported when the default acts', () => {
    expect(check(grid('(x) => console.log(x)'), 'src/DataGrid.jsx')).toEqual([[CLICK, 5]]);
  });
});

describe('a click that is a destructured prop defaulting to an arrow returning null', () => {
  // @trtc/calls-uikit-react@4.5.11 (MIT) src/Components/components/base/Icon/Icon.tsx:14 and :17: a decorative
  // icon image, `onClick = () => null`.
  const icon = (fallback = '() => null') => `import React from 'react';
export default function Icon(props) {
  const { url, onClick = ${fallback} } = props;
  return <img src={url} onClick={onClick} alt='' />;
}
`;

  it('is not reported: by default the click does nothing', () => {
    expect(check(icon(), 'src/Icon.tsx')).toEqual([]);
  });

  it('is reported when the default acts', () => {
    expect(check(icon('() => window.close()'), 'src/Icon.tsx')).toEqual([[CLICK, 4]]);
  });
});

describe('a menu item whose whole menu is in the file, and nothing in the file reads a key', () => {
  // @solana/wallet-adapter-react-ui@0.9.40 (Apache-2.0) src/BaseWalletMultiButton.tsx:86-124: the connected
  // wallet's menu, `<ul role="menu">` of `<li role="menuitem" onClick>` items; the document listener only closes it
  // on mousedown / touchstart outside.
  const menu = (item = '', extra = '') => `import React, { useState } from 'react';
export function WalletMenu({ onDisconnect, setModalVisible }) {
  const [open, setOpen] = useState(false);
  ${extra}
  return (
    <div className="wallet-adapter-dropdown">
      <WalletButton onClick={() => setOpen(true)}>Connected</WalletButton>
      <ul aria-label="dropdown-list" role="menu">
        <li${item} onClick={() => { setModalVisible(true); setOpen(false); }} role="menuitem">Change wallet</li>
      </ul>
    </div>
  );
}
`;

  it('is reported: the item takes no key, and nothing else does', () => {
    expect(check(menu())).toEqual([[CLICK, 9]]);
    // @hashicorp/react-product-downloads-page@2.9.1 partials/dropdown/index.tsx:49: focusable, Enter does nothing.
    expect(check(menu(' tabIndex={0}'))).toEqual([[CLICK, 9]]);
  });

  it('is not reported when the menu is written without its trigger (its keys may be the renderer’s)', () => {
    expect(check(menu().replace(' onClick={() => setOpen(true)}', ''))).toEqual([]);
  });

  it('is not reported when the file reads keys, or the item or its menu takes them', () => {
    expect(check(menu(' onKeyDown={onKey}'))).toEqual([]);
    expect(check(menu('', "useEffect(() => document.addEventListener('keydown', close), []);"))).toEqual([]);
    expect(check(menu().replace('role="menu"', 'role="menu" aria-activedescendant={active}'))).toEqual([]);
    // No menu in view: the item is left to a container in another file, unless none can own it (session 39,
    // set20-shapes.test.ts: the plain list in view is its container, so the role alone makes nothing operable).
    expect(check(menu().replace(' role="menu"', ' {...listProps}'))).toEqual([]);
  });
});

describe('a button whose only content is a prop, some caller handing it a bare icon of the project', () => {
  // react-screen-keyboard@1.4.1 (MIT) src/KeyboardButton.js:23-31, src/Keyboard.js:141 and src/icons/ShiftIcon.js:
  // a key shows `{this.props.value}`; the keyboard passes letters, and `value={<ShiftIcon />}`, an svg of paths
  // drawn with `{...{ width, height, fill, viewBox }}`.
  const button = `import React, {PureComponent} from 'react';
export default class KeyboardButton extends PureComponent {
  handleClick = () => this.props.onClick(this.props.value)
  render() {
    return (
      <button type="button" onClick={this.handleClick}>
        {this.props.value}
      </button>
    );
  }
}
`;
  const keyboard = (shift = '<ShiftIcon />') => `import React, {PureComponent} from 'react';
import KeyboardButton from './KeyboardButton';
import ShiftIcon from './icons/ShiftIcon';
export default class Keyboard extends PureComponent {
  render() {
    return (
      <div className="keyboard-row">
        <KeyboardButton value={${shift}} onClick={this.handleShiftClick} />
        {this.props.keys.map((key) => <KeyboardButton value={key} key={key} onClick={this.handleLetter} />)}
      </div>
    );
  }
}
`;
  const icon = (svg = '<svg {...{width, height, fill, viewBox}}>') => `import React from 'react';
const ShiftIcon = ({viewBox = '0 0 32 32', width = 24, height = 24, fill}) =>
  ${svg}
    <path fill="currentColor" d="M21 28h-10c-0.552 0-1-0.448-1-1v-11h-4z" />
  </svg>;
export default ShiftIcon;
`;
  const project = (shift?: string, svg?: string) =>
    scanFindings([
      { path: 'src/KeyboardButton.js', text: button },
      { path: 'src/Keyboard.js', text: keyboard(shift) },
      { path: 'src/icons/ShiftIcon.js', text: icon(svg) },
    ]);

  it('is reported: the shift key shows only an unnamed svg', () => {
    expect(project()).toEqual(['src/KeyboardButton.js:6 a11y/button-name']);
  });

  it('is not reported when the icon is given a name, or draws a title', () => {
    expect(project('<ShiftIcon title="Shift" />')).toEqual([]);
    expect(project('"Shift"')).toEqual([]);
    expect(project(undefined, '<svg aria-label="Shift" {...{width, height, fill, viewBox}}>')).toEqual([]);
  });
});

describe('a field wrapped in a label whose text shows only under a prop empty by default', () => {
  // awesome-react-starter@2.3.5 (MIT) src/components/input/index.tsx:25-31 and :84-99: `{label && <div>{label}
  // </div>}` inside the wrapping <label>, with `label: ''` in the static defaultProps.
  const input = (fallback = "''") => `import * as React from 'react'
export class Input extends React.Component {
  static defaultProps = { type: 'text', label: ${fallback}, value: '' }
  render () {
    const { label } = this.props
    return (
      <label className="wrapper">
        {label && <div className="label">{label}</div>}
        <input value={this.state.value} onChange={this.handleChange} />
      </label>
    )
  }
}
`;

  it('is reported: by default the label shows nothing', () => {
    expect(check(input())).toEqual([['a11y/form-label', 9]]);
  });

  it('is not reported when the default is text, or the label also shows text of its own', () => {
    expect(check(input("'Name'"))).toEqual([]);
    expect(check(input().replace('<input ', 'Name <input '))).toEqual([]);
  });
});
