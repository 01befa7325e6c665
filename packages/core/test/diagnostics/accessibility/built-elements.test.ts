// A clickable element whose tag or props are resolved before the JSX: a props object built as a choice between
// object literals or by a method of the same class, a styled component exported by another module of the project,
// a native button inside taken out of the tab order, and a spread prop a caller writes after its own spread.
// Shapes from held-out sets 7, 8, 9 and 11 of the real corpus (files kept in ../real-corpus/packages), reduced to
// the lines that decide each verdict. Each is checked both ways: a small change (a key handler, a role, an object
// that may hold anything, a tag that is not styled, a tabbable button) keeps it silent.
import { describe, expect, it } from 'vitest';
import { checkJsxAccessibility } from '../../../src/diagnostics/accessibility';
import type { SourceFile } from '../../../src/diagnostics/types';
import { parseSource } from '../parse';
import { scanFindings } from './scan-project';

const CLICK = 'a11y/click-without-keyboard';

const check = (text: string, path = 'site/components/Header.tsx') =>
  checkJsxAccessibility({ path, text }, parseSource(path, text).program).map((f) => [f.ruleId, f.line]);

const scan = scanFindings;

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

describe('a styled anchor and span written with type arguments in another module', () => {
  // brave-ui 0.38.0, features/rewards/welcomePage/index.tsx:143 and style.ts:211-226 (MPL-2.0): the terms-of-service
  // link is `styled<StyleProps, 'a'>('a')` with a click and no href, inside a `styled<StyleProps, 'span'>('span')`.
  const page = `import * as React from 'react'
import { StyledServiceText, StyledServiceLink } from './style'

class WelcomePage extends React.PureComponent<Props, {}> {
  hero = () => {
    const { onTOSClick } = this.props
    return (
      <StyledServiceText header={true}>
        {getLocale('serviceTextWelcome')} <StyledServiceLink header={true} onClick={onTOSClick}>{getLocale('termsOfService')}</StyledServiceLink>
      </StyledServiceText>
    )
  }
}`;
  const style = `import styled from 'styled-components'

export const StyledServiceText = styled<StyleProps, 'span'>('span')\`
  font-size: 12px;
\`

export const StyledServiceLink = styled<StyleProps, 'a'>('a')\`
  cursor: pointer;
\``;
  const project = (defining = style, using = page): SourceFile[] => [
    { path: 'features/rewards/welcomePage/index.tsx', text: using },
    { path: 'features/rewards/welcomePage/style.ts', text: defining },
  ];

  it('the link takes no focus and has no key handler (brave-ui welcomePage)', () => {
    expect(scan(project())).toEqual([`features/rewards/welcomePage/index.tsx:9 ${CLICK}`]);
  });

  it('an href, or a wrapper that is a component of its own (a `<Link>` giving the href), keeps it silent', () => {
    expect(
      scan(project(style, page.replace('header={true} onClick', 'header={true} href="/tos" onClick'))),
    ).toEqual([]);
    expect(scan(project(style.replace("styled<StyleProps, 'span'>('span')", 'styled(Link)')))).toEqual([]);
  });
});

describe('a styled button of another module holding only an icon, with no click written on it', () => {
  // brave-ui 0.38.0, features/rewards/box/index.tsx:125, box/style.ts:86 and components/icons/template.tsx
  // (MPL-2.0): the settings title's icon is a `styled<StyleProps, 'button'>('button')` holding only the package's
  // SettingsIcon, an svg rendered aria-hidden with no title.
  const box = `import * as React from 'react'
import { StyledSettingsIcon } from './style'
import { SettingsIcon } from './icons'

export default class Box extends React.PureComponent<Props, {}> {
  render () {
    return (
      <div>
        <StyledSettingsIcon>
          <SettingsIcon />
        </StyledSettingsIcon>
      </div>
    )
  }
}`;
  const style = `import styled from 'styled-components'

export const StyledSettingsIcon = styled<StyleProps, 'button'>('button')\`
  border: none;
\``;
  const icons = `import * as React from 'react'

export const SettingsIcon = () => (
  <svg aria-hidden='true' focusable='false' viewBox='0 0 32 32'>
    <path d='M16 0 L32 32' />
  </svg>
)`;
  const project = (defining = style, using = box): SourceFile[] => [
    { path: 'features/rewards/box/index.tsx', text: using },
    { path: 'features/rewards/box/style.ts', text: defining },
    { path: 'features/rewards/box/icons.tsx', text: icons },
  ];

  it('the button has no name (brave-ui box)', () => {
    expect(scan(project())).toEqual(['features/rewards/box/index.tsx:9 a11y/button-name']);
  });

  it('a styled span, an aria-label, or text beside the icon keeps it silent', () => {
    expect(scan(project(style.replace("'button'>('button')", "'span'>('span')")))).toEqual([]);
    expect(
      scan(project(style, box.replace('<StyledSettingsIcon>', '<StyledSettingsIcon aria-label="Settings">'))),
    ).toEqual([]);
    expect(scan(project(style, box.replace('<SettingsIcon />', '<SettingsIcon /> Settings')))).toEqual([]);
  });
});

describe('a styled img of another module written with a src and no alt', () => {
  // brave-ui 0.38.0, features/rewards/walletWrapper/index.tsx:342 and style.ts:253 (MPL-2.0): the notification's
  // icon is `styled<StyledProps, 'img'>('img')` given `src={icon}` and no alt.
  const wallet = `import * as React from 'react'
import { StyledNotificationIcon } from './style'

export default class WalletWrapper extends React.PureComponent<Props, State> {
  getNotificationIcon = (icon: string) => {
    return (
      <StyledNotificationIcon src={icon} />
    )
  }
}`;
  const style = `import styled from 'styled-components'

export const StyledNotificationIcon = styled<StyledProps, 'img'>('img')\`
  width: 40px;
\``;
  const project = (defining = style, using = wallet): SourceFile[] => [
    { path: 'features/rewards/walletWrapper/index.tsx', text: using },
    { path: 'features/rewards/walletWrapper/style.ts', text: defining },
  ];

  it('the image has no alt (brave-ui walletWrapper)', () => {
    expect(scan(project())).toEqual(['features/rewards/walletWrapper/index.tsx:7 a11y/img-alt']);
  });

  it('an alt, or a styled component that is not an img, keeps it silent', () => {
    expect(scan(project(style, wallet.replace('src={icon}', 'src={icon} alt=""')))).toEqual([]);
    expect(scan(project(style.replace("'img'>('img')", "'div'>('div')")))).toEqual([]);
  });
});

describe('a props object a method of the same class builds and returns', () => {
  // react-star-rating 1.4.2, src/StarRating.jsx:300-308 and :320 (MIT): setAttrs() gives the stars a click (and
  // mouse moves) while editing, by string keys; render spreads what it returns.
  const rating = `class StarRating extends React.Component {
  handleClick(e) {
    this.setState({ currentRatingVal: this.state.rating });
  }

  setAttrs() {
    var attrs = {};
    if (this.state.editing) {
      attrs['onMouseMove'] = this.handleMouseMove.bind(this);
      attrs['onClick'] = this.handleClick.bind(this);
    }
    return attrs;
  }

  render() {
    var attrs = this.setAttrs();
    return (
      <div ref="ratingContainer" className="rsr rating-gly-star" {...attrs}>
        {this.getSvg(this.state.rating)}
      </div>
    );
  }
}`;

  it('the stars are a click with no keyboard path (react-star-rating)', () => {
    expect(check(rating, 'src/StarRating.jsx')).toEqual([[CLICK, 18]]);
  });

  it('a key handler and role added, another return, an argument, or an object of unknown keys keep it silent', () => {
    const keyed = rating.replace(
      "attrs['onClick'] = this.handleClick.bind(this);",
      "attrs['onClick'] = this.handleClick.bind(this); attrs.onKeyDown = this.handleKey; attrs.role = 'slider'; attrs.tabIndex = 0;",
    );
    expect(check(keyed, 'src/StarRating.jsx')).toEqual([]);
    const early = rating.replace(
      'var attrs = {};',
      'var attrs = {};\n    if (this.props.custom) return this.props.custom;',
    );
    expect(check(early, 'src/StarRating.jsx')).toEqual([]);
    expect(
      check(rating.replace('this.setAttrs()', 'this.setAttrs(this.props)'), 'src/StarRating.jsx'),
    ).toEqual([]);
    expect(
      check(rating.replace('var attrs = {};', 'var attrs = { ...this.props.extra };'), 'src/StarRating.jsx'),
    ).toEqual([]);
  });
});

describe('a native button taken out of the tab order offers the clickable element around it no keyboard path', () => {
  // electron-react-titlebar 2.0.0, src/renderer/menu.tsx:83-115 (MIT): each top-level menu is a div whose click
  // opens the submenu; the button inside has tabIndex -1 and no handler.
  const menu = `export const MenuBar = ({ menu, onButtonClick }) => (
  <div id="app-menu-bar" role="menubar" aria-label="Application menu">
    {menu.map((menuItem, i) => (
      <div key={i} onClick={() => onButtonClick(i)} className="toolbar-dropdown">
        <div className="toolbar-button">
          <button className="button-component" type="button" tabIndex={-1}>
            <span aria-label="View">
              <span aria-hidden="true">{menuItem.label}</span>
            </span>
          </button>
        </div>
      </div>
    ))}
  </div>
);`;

  it('the menu is a click with no keyboard path (electron-react-titlebar)', () => {
    expect(check(menu, 'src/renderer/menu.tsx')).toEqual([[CLICK, 4]]);
  });

  it('a tabbable button, or one with its own click, key handler or spread, keeps it silent', () => {
    const path = 'src/renderer/menu.tsx';
    expect(check(menu.replace('tabIndex={-1}', ''), path)).toEqual([]);
    expect(check(menu.replace('tabIndex={-1}', 'tabIndex={active ? 0 : -1}'), path)).toEqual([]);
    expect(check(menu.replace('tabIndex={-1}', 'tabIndex={-1} onKeyDown={onKey}'), path)).toEqual([]);
    expect(check(menu.replace('tabIndex={-1}', 'tabIndex={-1} {...buttonProps}'), path)).toEqual([]);
  });
});

describe('a prop a caller writes after its spread is the value it hands, whatever the spread holds', () => {
  // @uiw/react-color-github 2.10.3, src/Point.tsx:45 and src/index.tsx:61, :177-180 (MIT): Github renders each
  // colour point as `<Point {...props} rectProps={rectProps} />` with its own `rectProps = {}`; Point spreads it
  // into a div with a click and no role, tabIndex or key handler.
  const point = `import React from 'react';
export default function Point({ style, title, onClick, rectProps }) {
  return (
    <div
      title={title}
      {...rectProps}
      onClick={onClick}
      style={style}
    />
  );
}`;
  const github = `import React from 'react';
import Swatch from '@uiw/react-color-swatch';
import Point from './Point';
const Github = React.forwardRef((props, ref) => {
  const { colors, rectProps = {}, rectRender, ...other } = props;
  const render = ({ ...props }) => {
    const handle = rectRender && rectRender({ ...props });
    if (handle) return handle;
    return <Point {...props} rectProps={rectProps} />;
  };
  return <Swatch ref={ref} colors={colors} rectRender={render} {...other} />;
});
export default Github;`;
  const project = (caller = github): SourceFile[] => [
    { path: 'src/index.tsx', text: caller },
    { path: 'src/Point.tsx', text: point },
  ];

  it('the colour point is a click with no keyboard path (color-github Point)', () => {
    expect(scan(project())).toEqual([`src/Point.tsx:4 ${CLICK}`]);
  });

  it('the prop written before the spread, or a caller value that may hold keys, keeps it silent', () => {
    expect(
      scan(
        project(
          github.replace(
            '<Point {...props} rectProps={rectProps} />',
            '<Point rectProps={rectProps} {...props} />',
          ),
        ),
      ),
    ).toEqual([]);
    expect(scan(project(github.replace('rectProps = {},', 'rectProps,')))).toEqual([]);
  });
});
