// A component of the project that renders a `<label htmlFor="id">` showing text names the control of that id in
// the file that renders it. Shape from held-out set 11 of the real corpus (@govuk-react/top-nav 0.10.7, MIT:
// src/index.tsx:127-131 and src/atoms/menu-button/index.tsx:8-14, :38-46), reduced to the lines that decide the
// verdict, run through the scanner as a project. Checked both ways: another id, an empty label or a label of
// another package keeps the checkbox unlabelled.
import { describe, expect, it } from 'vitest';
import type { SourceFile } from '../../../src/diagnostics/types';
import { scanFindings } from './scan-project';

const FORM_LABEL = 'a11y/form-label';

const scan = scanFindings;

describe('a label component of another module (@govuk-react/top-nav MenuButton)', () => {
  const topNav = (from = './atoms/menu-button') => `import React from 'react';
import styled from 'styled-components';
import MenuButton from '${from}';
const Input = styled('input')({ display: 'none' });
export default function TopNav({ navigationOpen, toggle }) {
  return (
    <div>
      <MenuButton open={navigationOpen} />
      <Input id="govuk-react-menu-button" type="checkbox" checked={navigationOpen} onChange={toggle} />
    </div>
  );
}`;
  const menuButton = (text = '{title}', id = 'govuk-react-menu-button') => `import React from 'react';
import styled from 'styled-components';
const Button = styled('label')({ display: 'flex' });
const ButtonText = styled('div')({ cursor: 'default' });
const MenuButton = ({ title = 'Menu', open = false, onClick = () => null }) => (
  <Button onClick={onClick} htmlFor="${id}">
    <ButtonText>${text}</ButtonText>
  </Button>
);
export default MenuButton;`;
  const project = (nav = topNav(), button = menuButton()): SourceFile[] => [
    { path: 'src/index.tsx', text: nav },
    { path: 'src/atoms/menu-button/index.tsx', text: button },
  ];

  it('its styled label, "Menu" by default, names the no-JavaScript checkbox (top-nav index.tsx:130)', () => {
    expect(scan(project())).toEqual([]);
  });

  it('a label for another id, one with no text, or an import from another package keeps it unlabelled', () => {
    expect(scan(project(topNav(), menuButton('{title}', 'other')))).toEqual([
      `src/index.tsx:9 ${FORM_LABEL}`,
    ]);
    expect(scan(project(topNav(), menuButton('{label}')))).toEqual([`src/index.tsx:9 ${FORM_LABEL}`]);
    expect(scan(project(topNav('@govuk-react/menu-button')))).toEqual([`src/index.tsx:9 ${FORM_LABEL}`]);
  });
});
