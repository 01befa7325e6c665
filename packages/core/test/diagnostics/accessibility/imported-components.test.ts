// Components and svg constants defined in another file of the same project decide a rule where they are used:
// an icon that renders a bare <svg> leaves the button around it unnamed, a wrapper that clones its click into
// its one child makes that child clickable. Shapes from held-out set 6 of the real corpus (files kept in
// ../real-corpus/packages, each with its defining file kept as context), reduced to the lines that decide each
// verdict, run through the scanner as a project (the importing file is checked again once every file is read).
// Each is checked both ways: a small change (a <title>, a name passed by the caller, an icon of another
// package, a spread) flips the verdict back to silent.
import { describe, expect, it } from 'vitest';
import { checkJsxAccessibility } from '../../../src/diagnostics/accessibility';
import type { SourceFile } from '../../../src/diagnostics/types';
import { parseSource } from '../parse';
import { scanFindings } from './scan-project';

const BUTTON_NAME = 'a11y/button-name';
const CLICK = 'a11y/click-without-keyboard';

const scan = scanFindings;

describe('an icon component defined in another file of the project', () => {
  // @livekit/components-react 2.9.24 (Apache-2.0), src/components/controls/PaginationControl.tsx lines 38-46 and
  // src/assets/icons/Chevron.tsx lines 8-19 (svgr output): both page buttons hold only <SvgChevron />.
  const pagination = `import * as React from 'react';
import SvgChevron from '../../assets/icons/Chevron';

export function PaginationControl({ totalPageCount, nextPage, prevPage, currentPage }) {
  return (
    <div className="lk-pagination-control">
      <button className="lk-button" onClick={prevPage}>
        <SvgChevron />
      </button>
      <span className="lk-pagination-count">{\`\${currentPage} of \${totalPageCount}\`}</span>
      <button className="lk-button" onClick={nextPage}>
        <SvgChevron />
      </button>
    </div>
  );
}`;
  const chevron = `import * as React from 'react';
import type { SVGProps } from 'react';
const SvgChevron = (props: SVGProps<SVGSVGElement>) => (
  <svg xmlns="http://www.w3.org/2000/svg" width={16} height={16} fill="none" {...props}>
    <path fill="currentcolor" fillRule="evenodd" d="M5.293 2.293a1 1 0 0 1 1.414 0" clipRule="evenodd" />
  </svg>
);
export default SvgChevron;`;
  const livekit = (icon = chevron, control = pagination): SourceFile[] => [
    { path: 'src/components/controls/PaginationControl.tsx', text: control },
    { path: 'src/assets/icons/Chevron.tsx', text: icon },
  ];

  it('an svgr component of one path leaves both page buttons unnamed (livekit PaginationControl)', () => {
    expect(scan(livekit())).toEqual([
      `src/components/controls/PaginationControl.tsx:7 ${BUTTON_NAME}`,
      `src/components/controls/PaginationControl.tsx:11 ${BUTTON_NAME}`,
    ]);
    // The same file alone: the icon is not known, so nothing is said (precision first).
    const alone = pagination;
    const path = 'src/components/controls/PaginationControl.tsx';
    expect(checkJsxAccessibility({ path, text: alone }, parseSource(path, alone).program)).toEqual([]);
  });

  it('is silent when the icon has a <title>, or the call or the button names it', () => {
    const titled = chevron.replace('{...props}>', '{...props}>\n    <title>Next</title>');
    expect(scan(livekit(titled))).toEqual([]);
    const labelled = pagination.replaceAll('<SvgChevron />', '<SvgChevron aria-label="Page" />');
    expect(scan(livekit(chevron, labelled))).toEqual([]);
    const spread = pagination.replaceAll('<SvgChevron />', '<SvgChevron {...iconProps} />');
    expect(scan(livekit(chevron, spread))).toEqual([]);
    const named = pagination.replaceAll('className="lk-button"', 'className="lk-button" aria-label="Page"');
    expect(scan(livekit(chevron, named))).toEqual([]);
  });

  it('an icon that wraps its svg in a span is still a bare graphic; one with text is not', () => {
    const wrapped = chevron
      .replace('(\n  <svg', '(\n  <span className="lk-icon">\n  <svg')
      .replace('</svg>\n);', '</svg>\n  </span>\n);');
    expect(wrapped).toContain('<span className="lk-icon">');
    expect(scan(livekit(wrapped))).toHaveLength(2);
    const withText = wrapped.replace('<span className="lk-icon">', '<span className="lk-icon">Next');
    expect(scan(livekit(withText))).toEqual([]);
  });

  it('a <title> shown only for a title prop is no name when the call passes none', () => {
    // @newrelic/gatsby-theme-newrelic 9.18.1 (Apache-2.0), src/components/SVG.js lines 5-16: `({ children,
    // title, ...props }) => <svg {...props}>{title && <title>{title}</title>}{children}</svg>` (here with a path
    // in place of the caller's children).
    const optional = chevron
      .replace('(props: SVGProps<SVGSVGElement>)', '({ title, ...props }: Props)')
      .replace('{...props}>', '{...props}>\n    {title && <title>{title}</title>}');
    expect(scan(livekit(optional))).toHaveLength(2);
    const passed = pagination.replaceAll('<SvgChevron />', '<SvgChevron title="Page" />');
    expect(scan(livekit(optional, passed))).toEqual([]);
    // A default title, or defaultProps the render may read, is a name.
    expect(scan(livekit(optional.replace('{ title, ...props }', "{ title = 'Next', ...props }")))).toEqual(
      [],
    );
    expect(scan(livekit(`${optional}\nSvgChevron.defaultProps = { title: 'Next' };`))).toEqual([]);
  });

  it('a class component that renders a bare svg with this.props spread in is a graphic too', () => {
    const classIcon = `import React from 'react';
export default class SvgChevron extends React.Component {
  render() {
    const { className, ...rest } = this.props;
    return (
      <svg width={16} height={16} {...rest} {...this.props}>
        <path d="M5.293 2.293a1 1 0 0 1 1.414 0" />
      </svg>
    );
  }
}`;
    expect(scan(livekit(classIcon))).toHaveLength(2);
    expect(scan(livekit(classIcon.replace('{...this.props}', '{...this.state}')))).toEqual([]);
  });

  it('a link whose only content is such an icon has no name either', () => {
    const link = pagination.replace(
      '<button className="lk-button" onClick={prevPage}>\n        <SvgChevron />\n      </button>',
      '<a className="lk-button" href="?page=prev">\n        <SvgChevron />\n      </a>',
    );
    expect(link).toContain('<a className');
    expect(scan(livekit(chevron, link))).toEqual([
      'src/components/controls/PaginationControl.tsx:7 a11y/link-name',
      `src/components/controls/PaginationControl.tsx:11 ${BUTTON_NAME}`,
    ]);
  });

  it('is silent when the icon renders content computed at run time', () => {
    // @newrelic/gatsby-theme-newrelic 9.18.1 (Apache-2.0), src/components/SVG.js line 14: a <title> only for a
    // title prop — content the checker does not read as a bare graphic.
    const computed = chevron.replace(
      '{...props}>',
      '{...props}>\n    {props.title && <title>{props.title}</title>}',
    );
    expect(scan(livekit(computed))).toEqual([]);
  });

  // @adobe/gatsby-theme-aio 4.15.6 (Apache-2.0), src/components/Toast/index.js lines 3 and 94-110 and
  // src/components/Icons/index.js lines 18-22 and 217-225: the close button holds <Close fill="white" />, an
  // <svg> that spreads the caller's props and a constant of attributes that names nothing.
  const toast = `import React from 'react';
import { InfoMedium, Close } from '../Icons';

const Toast = ({ message, handleDisable }) => (
  <div>
    <InfoMedium />
    <div>{message}</div>
    <button onClick={handleDisable}>
      <Close fill="white" />
    </button>
  </div>
);
export default Toast;`;
  const icons = `import React from 'react';
import classNames from 'classnames';

const commonProps = {
  focusable: false,
  'aria-hidden': true,
  role: 'img'
};

export const InfoMedium = ({ className, ...props }) => (
  <svg {...props} {...commonProps} viewBox="0 0 18 18"><path d="M9 1a8 8 0 1 0 8 8" /></svg>
);

export const Close = ({ className, ...props }) => (
  <svg
    {...props}
    {...commonProps}
    viewBox="0 0 36 36"
    className={classNames(className, 'spectrum-Icon', 'spectrum-Icon--sizeM')}>
    <path d="M26.485 6.686L18 15.172 9.515 6.686a1 1 0 0 0-1.414 0z"></path>
  </svg>
);`;

  it('follows a named import to a folder index (adobe Toast → ../Icons/index.js)', () => {
    const files = [
      { path: 'src/components/Toast/index.js', text: toast },
      { path: 'src/components/Icons/index.js', text: icons },
    ];
    expect(scan(files)).toEqual([`src/components/Toast/index.js:8 ${BUTTON_NAME}`]);
    // Through a re-export hop: `export * from './Close'` in the index.
    const hop = [
      { path: 'src/components/Toast/index.js', text: toast },
      { path: 'src/components/Icons/index.js', text: "export * from './Close';\nexport * from './Info';" },
      { path: 'src/components/Icons/Close.js', text: icons },
    ];
    expect(scan(hop)).toEqual([`src/components/Toast/index.js:8 ${BUTTON_NAME}`]);
  });

  it('is silent when the icons module re-exports another package’s icons (gatsby-theme-docz ../Icons)', () => {
    // gatsby-theme-docz 2.4.0 (MIT), src/components/Header/index.js lines 6 and 25-27: the menu button holds
    // <Menu size={25} /> from ../Icons, which passes on react-feather's icons (another package, not read).
    const header = `import React from 'react';
import { Menu } from '../Icons';
export const Header = ({ onOpen }) => (
  <button onClick={onOpen}>
    <Menu size={25} />
  </button>
);`;
    const files = [
      { path: 'src/components/Header/index.js', text: header },
      { path: 'src/components/Icons/index.js', text: "export { Menu, Sun, Github } from 'react-feather';" },
    ];
    expect(scan(files)).toEqual([]);
  });

  // @copilotkit/react-ui 1.74.0 (MIT), src/components/chat/CodeBlock.tsx lines 4 and 101-113 and
  // src/components/chat/Icons.tsx lines 130-150, 218-238 and 255-270: the toolbar buttons hold svg constants.
  const codeBlock = `import { FC, memo, useState } from "react";
import { CheckIcon, CopyIcon, DownloadIcon } from "./Icons";

export const CodeBlock: FC<Props> = memo(({ language, value }) => {
  const [isCopied, setIsCopied] = useState(false);
  return (
    <div className="copilotKitCodeBlockToolbarButtons">
      <button className="copilotKitCodeBlockToolbarButton" onClick={downloadAsFile}>
        {DownloadIcon}
      </button>
      <button className="copilotKitCodeBlockToolbarButton" onClick={onCopy}>
        {isCopied ? CheckIcon : CopyIcon}
      </button>
    </div>
  );
});`;
  const svgConstant = (name: string) => `export const ${name} = (
  <svg xmlns="http://www.w3.org/2000/svg" fill="none" viewBox="0 0 24 24" strokeWidth="2" stroke="currentColor" width="16" height="16">
    <path strokeLinecap="round" strokeLinejoin="round" d="M3 16.5v2.25" />
  </svg>
);`;
  const iconsFile = ['CopyIcon', 'DownloadIcon', 'CheckIcon'].map(svgConstant).join('\n');

  it('an svg constant, or a choice between two, is no name (copilotkit CodeBlock)', () => {
    const files = [
      { path: 'src/components/chat/CodeBlock.tsx', text: codeBlock },
      { path: 'src/components/chat/Icons.tsx', text: iconsFile },
    ];
    expect(scan(files)).toEqual([
      `src/components/chat/CodeBlock.tsx:8 ${BUTTON_NAME}`,
      `src/components/chat/CodeBlock.tsx:11 ${BUTTON_NAME}`,
    ]);
  });

  it('is silent when a constant is not a bare svg, or one branch is not known', () => {
    const oneTitled = iconsFile.replace(
      'width="16" height="16">',
      'width="16" height="16">\n    <title>Copy</title>',
    );
    const files = (icons: string, block = codeBlock) => [
      { path: 'src/components/chat/CodeBlock.tsx', text: block },
      { path: 'src/components/chat/Icons.tsx', text: icons },
    ];
    // CopyIcon (first in the file) now has a title: the copy button may be named; the download one is not.
    expect(scan(files(oneTitled))).toEqual([`src/components/chat/CodeBlock.tsx:8 ${BUTTON_NAME}`]);
    const other = codeBlock.replace(
      'isCopied ? CheckIcon : CopyIcon',
      'isCopied ? CheckIcon : context.icons.copy',
    );
    expect(scan(files(iconsFile, other))).toEqual([`src/components/chat/CodeBlock.tsx:8 ${BUTTON_NAME}`]);
  });

  it('a bare svg component defined in the same file is known without another file', () => {
    const local = `${chevron.replace('export default SvgChevron;', '')}
export const Pager = ({ next }) => (
  <button onClick={next}>
    <SvgChevron />
  </button>
);`;
    const path = 'src/Pager.tsx';
    const found = checkJsxAccessibility({ path, text: local }, parseSource(path, local).program);
    expect(found.map((f) => [f.ruleId, f.line])).toEqual([[BUTTON_NAME, 10]]);
  });
});

describe('a wrapper that clones its click into its one child', () => {
  // react-calendar-timeline 0.28.0 (MIT), src/lib/row/GroupRow.js lines 35-44 and
  // src/lib/interaction/PreventClickOnDrag.js lines 29-36: the row div gets the wrapper's onClick through
  // React.cloneElement, and has no role, tabIndex or key handler.
  const groupRow = `import React, { Component } from 'react'
import PreventClickOnDrag from '../interaction/PreventClickOnDrag'

class GroupRow extends Component {
  render() {
    const { onContextMenu, onDoubleClick, style, onClick, clickTolerance } = this.props
    return (
      <PreventClickOnDrag clickTolerance={clickTolerance} onClick={onClick}>
        <div
          onContextMenu={onContextMenu}
          onDoubleClick={onDoubleClick}
          style={style}
        />
      </PreventClickOnDrag>
    )
  }
}
export default GroupRow`;
  const prevent = (props: string) => `import React, { Component } from 'react'
class PreventClickOnDrag extends Component {
  handleClick = evt => {
    if (!this.cancelClick) {
      this.props.onClick(evt)
    }
    this.cancelClick = false
  }
  render() {
    const childElement = React.Children.only(this.props.children)
    return React.cloneElement(childElement, ${props})
  }
}
export default PreventClickOnDrag`;
  const files = (wrapper: string, row = groupRow) => [
    { path: 'src/lib/row/GroupRow.js', text: row },
    { path: 'src/lib/interaction/PreventClickOnDrag.js', text: wrapper },
  ];
  const written = `{
      onMouseDown: this.handleMouseDown,
      onMouseUp: this.handleMouseUp,
      onClick: this.handleClick
    }`;

  it('the row div has the cloned click and no keyboard path (calendar-timeline GroupRow)', () => {
    expect(scan(files(prevent(written)))).toEqual([`src/lib/row/GroupRow.js:9 ${CLICK}`]);
  });

  it('is silent when the clone may carry more, carries no click, or the child has a keyboard path', () => {
    // `{ ...this.props, rotation }` (a prop spread, as in many wrappers) may carry a role or key handler.
    expect(scan(files(prevent('{ ...this.props, onClick: this.handleClick }')))).toEqual([]);
    // react-draggable's DraggableCore clones only mouse and touch handlers: no click.
    expect(
      scan(files(prevent('{ onMouseDown: this.onMouseDown, onTouchStart: this.onTouchStart }'))),
    ).toEqual([]);
    const focusable = groupRow.replace(
      'style={style}',
      'style={style}\n          role="row" tabIndex={0} onKeyDown={onKey}',
    );
    expect(scan(files(prevent(written), focusable))).toEqual([]);
  });
});
