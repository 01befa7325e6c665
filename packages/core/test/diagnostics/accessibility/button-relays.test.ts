// A backdrop whose click makes the call a package component's native button makes (the corpus's set-8 rule
// across modules: a result the same widget gives by keyboard is not a violation). From held-out set 16's false
// positives es-components@10.7.0 src/components/containers/menu/Menu.js:62 and xerum@0.9.13
// src/package/components/Modal/Modal.js:54 (both MIT, files kept in ../real-corpus/packages), reduced to the
// lines that decide the verdict and checked both ways: the real shape is silent, and each part that takes the
// keyboard path away is reported.
import { describe, expect, it } from 'vitest';
import { toDiagnosticLimits } from '../../../src/diagnostics/limits';
import { scanFiles } from '../../../src/diagnostics/scanner';
import type { SourceFile } from '../../../src/diagnostics/types';
import { parseSource } from '../parse';

const CLICK = 'a11y/click-without-keyboard';

const scan = (files: SourceFile[]) =>
  scanFiles(files, { parse: parseSource, limits: toDiagnosticLimits(), categories: ['accessibility'] })
    .findings.filter((f) => f.ruleId === CLICK)
    .map((f) => `${f.file}:${f.line}`);

describe('es-components Menu: a backdrop beside a panel whose styled dismiss button calls the same close', () => {
  // controls/DismissButton.js:4-29: a styled button carrying the caller's props.
  const dismiss = (spread = '{...props}') => `import React from 'react';
import styled from 'styled-components';

const DismissButtonBase = styled.button\`
  border: 0;
\`;

const DismissButton = props => (
  <DismissButtonBase aria-label="Close" ${spread}>
    <span aria-hidden="true">×</span>
  </DismissButtonBase>
);

export default DismissButton;
`;
  // containers/menu/MenuPanel.js:12-38: `styled(DismissButton)` handed the panel's onClose.
  const panel = (dismissProps = 'onClick={onClose}') => `import React from 'react';
import styled from 'styled-components';
import DismissButton from '../../controls/DismissButton';

const StyledPanel = styled.div\`
  position: absolute;
\`;

const StyledDismissButton = styled(DismissButton)\`
  float: right;
\`;

const MenuPanel = (props, context) => {
  const { children, isOpen, onClose } = props;
  return (
    <StyledPanel isOpen={isOpen} className="menu-panel">
      <StyledDismissButton ${dismissProps} />
      {children}
    </StyledPanel>
  );
};

export default MenuPanel;
`;
  // containers/menu/Menu.js:23-84.
  const menu = (handed = 'onClose={this.closeMenu}') => `import React from 'react';
import styled from 'styled-components';
import MenuPanel from './MenuPanel';

const Backdrop = styled.div\`
  position: fixed;
\`;

export class Menu extends React.Component {
  state = { isMenuOpen: false };

  closeMenu = () => {
    if (this.state.isMenuOpen) {
      this.setState({ isMenuOpen: false });
    }
  };

  render() {
    const { children, hasBackdrop } = this.props;
    return (
      <div>
        {hasBackdrop && (
          <Backdrop
            isMenuOpen={this.state.isMenuOpen}
            onClick={this.closeMenu}
          />
        )}
        <MenuPanel isOpen={this.state.isMenuOpen} ${handed}>
          {children}
        </MenuPanel>
      </div>
    );
  }
}
`;
  const files = (parts: { dismiss?: string; panel?: string; menu?: string } = {}): SourceFile[] => [
    { path: 'src/components/controls/DismissButton.js', text: parts.dismiss ?? dismiss() },
    { path: 'src/components/containers/menu/MenuPanel.js', text: parts.panel ?? panel() },
    { path: 'src/components/containers/menu/Menu.js', text: parts.menu ?? menu() },
  ];
  const BACKDROP = 'src/components/containers/menu/Menu.js:23';

  it('is silent on the real shape: the panel close button makes the same call', () => {
    expect(scan(files())).not.toContain(BACKDROP);
  });

  it('reports the backdrop when the panel is handed another callback', () => {
    expect(scan(files({ menu: menu('onClose={this.props.onDone}') }))).toContain(BACKDROP);
  });

  it('reports it when the dismiss button does not carry the caller props', () => {
    expect(scan(files({ dismiss: dismiss('') }))).toContain(BACKDROP);
  });

  it('reports it when the panel disables or retags its dismiss button', () => {
    expect(scan(files({ panel: panel('onClick={onClose} disabled') }))).toContain(BACKDROP);
    expect(scan(files({ panel: panel('onClick={onClose} as="span"') }))).toContain(BACKDROP);
    expect(scan(files({ panel: panel('onClick={onClose} {...props}') }))).toContain(BACKDROP);
  });
});

describe('xerum Modal: a backdrop beside the package Button calling the same optional close', () => {
  // Button/styles.js:68.
  const styles = (tag = 'button') => `import styled from 'styled-components';

export const StyledButton = styled('${tag}')\`
  cursor: pointer;
\`;
`;
  // Button/Button.js:6-64: `callback?.()` from the click of a styled button that also carries `...rest`.
  const button = `import React, { forwardRef } from 'react';
import { StyledButton } from './styles';

const Button = forwardRef((props, ref) => {
  const { text, noText, url, passthrough, callback, children, ...rest } = props;

  const handleClick = e => {
    if (rest.type === 'submit') e.preventDefault();
    if (passthrough) e.stopPropagation();
    if (url) window.open(url, rest.target || '_blank');

    callback?.();
  };

  return (
    <StyledButton ref={ref} noText={noText} onClick={handleClick} {...rest}>
      {!noText && (text || children)}
    </StyledButton>
  );
});

export { Button };
`;
  // Modal/Modal.js:16-134.
  const modal = (extra = '') => `import React, { Fragment } from 'react';
import { ModalBG } from './styles';
import { Button } from '../Button/Button';

const Modal = props => {
  const { bgClose, onClose, visible, children } = props;

  if (!visible) return null;

  return (
    <Fragment>
      <ModalBG
        onClick={() => bgClose && onClose?.()}
      />
      <div>
        <Button
          noText={true}
          icon='fa-solid fa-xmark'
          buttonType='transparent'
          callback={() => onClose?.()}${extra}
        />
        {children}
      </div>
    </Fragment>
  );
};

export { Modal };
`;
  const modalStyles = `import styled from 'styled-components';

export const ModalBG = styled('div')\`
  position: fixed;
\`;
`;
  const files = (parts: { styles?: string; modal?: string } = {}): SourceFile[] => [
    { path: 'src/components/Button/styles.js', text: parts.styles ?? styles() },
    { path: 'src/components/Button/Button.js', text: button },
    { path: 'src/components/Modal/styles.js', text: modalStyles },
    { path: 'src/components/Modal/Modal.js', text: parts.modal ?? modal() },
  ];
  const BACKDROP = 'src/components/Modal/Modal.js:12';

  it('is silent on the real shape: the close Button makes the same call', () => {
    expect(scan(files())).not.toContain(BACKDROP);
  });

  it('reports the backdrop when the styled element is not a button', () => {
    expect(scan(files({ styles: styles('span') }))).toContain(BACKDROP);
  });

  it('reports it when the caller hands the Button something that could take its click away', () => {
    expect(scan(files({ modal: modal('\n          tabIndex={-1}') }))).toContain(BACKDROP);
    expect(scan(files({ modal: modal('\n          onClick={() => {}}') }))).toContain(BACKDROP);
    expect(scan(files({ modal: modal('\n          {...props}') }))).toContain(BACKDROP);
  });
});
