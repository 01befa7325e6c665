// A clickable element whose tag or props are resolved before the JSX: a props object built as a choice between
// object literals, and a styled component exported by another module of the project. Shapes from held-out set 8
// of the real corpus (files kept in ../real-corpus/packages), reduced to the lines that decide each verdict.
// Each is checked both ways: a small change (a key handler, a role, an object that may hold anything, a tag
// that is not styled) keeps it silent.
import { describe, expect, it } from 'vitest';
import { checkJsxAccessibility } from '../../../src/diagnostics/accessibility';
import { toDiagnosticLimits } from '../../../src/diagnostics/limits';
import { scanFiles } from '../../../src/diagnostics/scanner';
import type { SourceFile } from '../../../src/diagnostics/types';
import { parseSource } from '../parse';

const CLICK = 'a11y/click-without-keyboard';

const check = (text: string, path = 'site/components/Header.tsx') =>
  checkJsxAccessibility({ path, text }, parseSource(path, text).program).map((f) => [f.ruleId, f.line]);

/** Findings of a project, as `file:line rule` (the importing file is checked again once every file is read). */
const scan = (files: SourceFile[]) =>
  scanFiles(files, {
    parse: parseSource,
    limits: toDiagnosticLimits(),
    categories: ['accessibility'],
  }).findings.map((f) => `${f.file}:${f.line} ${f.ruleId}`);

describe('a props object built as a choice between object literals carries the keys of either side', () => {
  // @antv/gatsby-theme-antv 1.1.17, site/components/Header.tsx:217-224 and :392 (MIT): on narrow screens the
  // "all products" item gets only a click; the <a> inside has no href.
  const header = `const Header = ({ isAntVHome }) => {
  const isWide = useMedia('(min-width: 767.99px)', true);
  const productItemProps = isWide
    ? {
        onMouseEnter: onProductMouseEnter,
        onMouseLeave: onProductMouseLeave,
      }
    : {
        onClick: onToggleProductMenuVisible,
      };
  return (
    <ul>
      <li {...productItemProps}>
        <a>{t('所有产品')}</a>
      </li>
    </ul>
  );
};`;

  it('the item is a click with no keyboard path (antv Header)', () => {
    expect(check(header)).toEqual([[CLICK, 13]]);
  });

  it('a key handler and role on the same side, or a side that may hold anything, keep it silent', () => {
    const withKeys = header.replace(
      'onClick: onToggleProductMenuVisible,',
      "onClick: onToggleProductMenuVisible, onKeyDown: onToggleKeys, role: 'button', tabIndex: 0,",
    );
    expect(check(withKeys)).toEqual([]);
    expect(check(header.replace('onMouseLeave: onProductMouseLeave,', '...hoverProps,'))).toEqual([]);
    const built = header.replace(
      `{
        onClick: onToggleProductMenuVisible,
      };`,
      'toClickProps(onToggleProductMenuVisible);',
    );
    expect(check(built)).toEqual([]);
  });
});

describe('a styled component exported by another module is judged as its tag where it is clicked', () => {
  // react-collapse-pane 3.0.1, src/components/Resizer/index.tsx:121-127 and Resizer/helpers.tsx:15 (MIT): the
  // collapse toggle, a styled.div with a click and no role, tabIndex or key handler.
  const resizer = `import React, { useCallback } from 'react';
import { ButtonWrapper } from './helpers';

export const Resizer = ({ collapseOptions, isCollapsed, onCollapseToggle, paneIndex }) => {
  const handleButtonClick = useCallback((event) => {
    event.stopPropagation();
    onCollapseToggle(paneIndex);
  }, [paneIndex, onCollapseToggle]);
  return collapseOptions ? (
    <ButtonWrapper onClick={handleButtonClick}>
      {isCollapsed ? collapseOptions.afterToggleButton : collapseOptions.beforeToggleButton}
    </ButtonWrapper>
  ) : null;
};`;
  const helpers = `import styled, { css } from 'styled-components';

export const ButtonWrapper = styled.div\`
  cursor: pointer;
  position: absolute;
\`;`;
  const project = (defining = helpers, using = resizer): SourceFile[] => [
    { path: 'src/components/Resizer/index.tsx', text: using },
    { path: 'src/components/Resizer/helpers.tsx', text: defining },
  ];

  it('the toggle is a div with a click and no keyboard path (collapse-pane Resizer)', () => {
    expect(scan(project())).toEqual([`src/components/Resizer/index.tsx:10 ${CLICK}`]);
  });

  it('a styled button, a plain component, or a role and key handler written on it keep it silent', () => {
    expect(scan(project(helpers.replace('styled.div', 'styled.button')))).toEqual([]);
    expect(scan(project('export const ButtonWrapper = (props) => <Clickable {...props} />;'))).toEqual([]);
    expect(
      scan(
        project(
          helpers,
          resizer.replace(
            '<ButtonWrapper onClick={handleButtonClick}>',
            '<ButtonWrapper role="button" tabIndex={0} onKeyDown={handleButtonClick} onClick={handleButtonClick}>',
          ),
        ),
      ),
    ).toEqual([]);
  });
});
