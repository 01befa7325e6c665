// A backdrop whose close the file also runs another way (held-out sets 17 and 19's false positives, files kept in
// ../real-corpus/packages): wya-rc's modal mask and funda-ui's cascading-select close mask.
import { describe, expect, it } from 'vitest';
import { checkJsxAccessibility } from '../../../src/diagnostics/accessibility';
import { parseSource } from '../parse';

const check = (text: string, path = 'src/view.jsx') =>
  checkJsxAccessibility({ path, text }, parseSource(path, text).program).map((f) => [f.ruleId, f.line]);

const CLICK = 'a11y/click-without-keyboard';

describe('an empty backdrop running a close the file also runs elsewhere', () => {
  // wya-rc@0.5.6 (MIT) src/web/m-modals/MModals.js:166-190 and :205-211, reduced.
  const modal = (press = 'this.handleClose();') => `import React, { Component } from 'react';
class Modal extends Component {
  handleClose(event, isMaskClick) {
    if (isMaskClick && !this.props.maskClosable) return;
    this.props.onCloseSoon();
  }
  handlePress(callback) {
    callback && callback();
    ${press}
  }
  render() {
    return (
      <div className="rcm-modal">
        <div className="__bg __bg_enter" onClick={e => this.handleClose(e, 1)} ref="bg"/>
        <button onClick={() => this.handlePress(this.props.onOk)}>OK</button>
      </div>
    );
  }
}
export default Modal;
`;
  it('the mask is not reported when the action buttons close too', () => {
    expect(check(modal())).toEqual([]);
  });
  it('a mask that is the only way to close is reported', () => {
    expect(check(modal(''))).toEqual([[CLICK, 14]]);
  });

  // funda-ui@4.7.901 (MIT) lib/esm/CascadingSelect/index.tsx:401 and :1363-1368, reduced.
  const select = (other = '<a href="#" onClick={(e) => { e.preventDefault(); cancel(); }}>Close</a>') => `
export default function CascadingSelect({ isShow }) {
  function cancel() {
    setIsShow(false);
  }
  return (
    <div>
      ${other}
      {isShow ? <div
        className="casc-menu__closemask"
        onClick={(e) => {
          e.preventDefault();
          cancel();
        }}></div> : null}
    </div>
  );
}
`;
  it('the close mask is not reported beside the close link', () => {
    expect(check(select())).toEqual([]);
  });
  it('without another close it is reported', () => {
    expect(check(select(''))).toEqual([[CLICK, 9]]);
  });
});

describe("an empty mask whose method only calls the caller's dismiss callback", () => {
  // bee-drawer@0.0.7 (MIT) src/Drawer.js:76-82 and :90-108, reduced (set 22, labelled null: the drawer's open state
  // is the caller's `show`).
  const drawer = (call: string) => `import React, { Component } from 'react';
class Drawer extends Component {
	fMaskClick(){
		const {maskClosable} = this.props;
		if(maskClosable){
			const {onClose} = this.props;
			${call}
		}
	}
	renderMask(){
		const {showMask} = this.props;
		return (
			showMask ? <div className="drawer-mask" onClick={this.fMaskClick}></div> : null
		)
	}
	render(){
		return <div className="drawer">{this.renderMask()}{this.props.children}</div>;
	}
}
export default Drawer;
`;
  it('is not reported', () => {
    expect(check(drawer('onClose && onClose();'))).toEqual([]);
  });
  it('a method doing something of its own is reported', () => {
    expect(check(drawer('onClose && onClose(); this.setState({ closed: true });'))).toEqual([[CLICK, 13]]);
  });
});
