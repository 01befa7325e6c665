// Held-out sets 15-18's accessibility false positives of session 38, reduced to the lines that decide the verdict
// and checked both ways:
// - react-codemirror@1.0.0 src/Codemirror.js:122 and nessie-ui@7.0.4 src/CodeEditor/index.jsx:407 (MIT): the
//   textarea handed to CodeMirror's fromTextArea, which hides it;
// - nessie-ui@7.0.4 src/ScrollBar/index.jsx:50, funda-ui@4.7.901 lib/esm/Scrollbar/index.tsx:467 and mac-scrollbar@0.13.8
//   src/ThumbBar.tsx:86 (MIT): custom scrollbar tracks whose box scrolls by keyboard;
// - @appbaseio/rheostat@1.0.0-alpha.15 src/Slider.jsx:646 (MIT): a slider track holding handle components given
//   role="slider", tabIndex and onKeyDown;
// - engage-ui@17.0.0 src/components/TextField/TextField.tsx:381 (MIT): a backdrop whose click repeats the wrapper's
//   onMouseLeave (a hover style);
// - nessie-ui@7.0.4 src/IconButton/index.jsx:215 (MIT): a button whose only content is `<Icon>{ children || label
//   }</Icon>`, the label handed to the icon as its content;
// and one miss of set 17: funda-ui@4.7.901 lib/esm/CascadingSelect/index.tsx:1182 (MIT), a close link named by
// nothing inside a menu written `display: 'none'` that the file opens through its ref.
import { describe, expect, it } from 'vitest';
import { toDiagnosticLimits } from '../../../src/diagnostics/limits';
import { scanFiles } from '../../../src/diagnostics/scanner';
import type { SourceFile } from '../../../src/diagnostics/types';
import { parseSource } from '../parse';

const scan = (rule: string, text: string, path = 'src/Widget.jsx') =>
  scanFiles([{ path, text } satisfies SourceFile], {
    parse: parseSource,
    limits: toDiagnosticLimits(),
    categories: ['accessibility'],
  })
    .findings.filter((f) => f.ruleId === rule)
    .map((f) => f.line);

const LABEL = 'a11y/form-label';
const CLICK = 'a11y/click-without-keyboard';

const codemirror = (call: string, ref: string) => `import React from 'react';
import CodeMirror from 'codemirror';

export default class Codemirror extends React.Component {
  componentDidMount() {
    this.codeMirror = CodeMirror.${call};
  }
  handleTextareaRef(ref) {
    if (ref) {
      this.textarea = ref;
    }
  }
  render() {
    return (
      <div className="ReactCodeMirror">
        <textarea
          ref={${ref}}
          name={this.props.name}
          defaultValue={this.props.value}
        />
      </div>
    );
  }
}
`;

describe("a textarea handed to CodeMirror's fromTextArea (react-codemirror Codemirror.js:122)", () => {
  it('is hidden by the editor: an inline ref stores the node the call is handed', () => {
    expect(
      scan(
        LABEL,
        codemirror('fromTextArea(this.textareaNode, this.props.options)', 'ref => this.textareaNode = ref'),
      ),
    ).toEqual([]);
  });
  it('is hidden by the editor: a named ref callback stores it (nessie-ui CodeEditor/index.jsx:407)', () => {
    expect(scan(LABEL, codemirror('fromTextArea(this.textarea, {})', 'this.handleTextareaRef'))).toEqual([]);
  });
  it('still reports a textarea whose ref is not the one handed to the editor', () => {
    expect(scan(LABEL, codemirror('fromTextArea(this.other, {})', 'ref => this.textareaNode = ref'))).toEqual(
      [16],
    );
  });
  it('still reports the textarea of a file that builds no editor on it', () => {
    expect(scan(LABEL, codemirror('create(this.textareaNode)', 'ref => this.textareaNode = ref'))).toEqual([
      16,
    ]);
  });
});

const nessieScrollBar = (role: string) => `import React from 'react';

const ScrollBar = ({ onClickTrack, scrollPos, scrollMax }) => {
  let trackRef = null;
  return (
    <div
      aria-valuenow={scrollPos}
      aria-valuemax={scrollMax}
      onClick={(e) => {
        onClickTrack(e.nativeEvent.offsetY * scrollMax / trackRef.clientHeight);
      }}
      ref={(ref) => (trackRef = ref)}
      ${role}>
      <div className="thumb" onMouseDown={onThumbDragStart} />
    </div>
  );
};
export default ScrollBar;
`;

const fundaScrollbar = (
  trackClass: string,
  thumbClass: string,
) => `import React, { useCallback } from 'react';

export default function Scrollbar({ children }) {
  const handleTrackClick = useCallback((e) => {
    contentRef.current.scrollTo({ top: e.clientY });
  }, []);
  return (
    <div className="custom-scrollbars__container">
      <div className="custom-scrollbars__content" ref={contentRef}>{children}</div>
      <div className="custom-scrollbars__track-and-thumb">
        <div
          className="${trackClass}"
          ref={scrollTrackRef}
          onClick={handleTrackClick}
        ></div>
        <div className="${thumbClass}" ref={scrollThumbRef} onMouseDown={handleThumbMouseDown}></div>
      </div>
    </div>
  );
}
`;

const macThumbBar = (body: string) => `import React from 'react';

export default function ThumbBar({ horizontal, scrollRef, onScroll, onMove }) {
  function handleThumbBarClick(e) {
    ${body};
  }
  return (
    <div
      className={\`ms-track\${horizontal ? ' ms-x' : ' ms-y'}\`}
      onClick={handleThumbBarClick}
    >
      <div className="ms-thumb" onMouseDown={handleStart} />
    </div>
  );
}
`;

describe('the track of a custom scrollbar (nessie-ui ScrollBar, funda-ui Scrollbar, mac-scrollbar ThumbBar)', () => {
  it('reads role="scrollbar" as a track whose box scrolls by keyboard', () => {
    expect(scan(CLICK, nessieScrollBar('role="scrollbar"'))).toEqual([]);
  });
  it('still reports the same clickable div without the role', () => {
    expect(scan(CLICK, nessieScrollBar('className="bar"'))).toEqual([6]);
  });
  it('reads a scrollbar-classed track beside its thumb as a track', () => {
    expect(scan(CLICK, fundaScrollbar('custom-scrollbars__track', 'custom-scrollbars__thumb'))).toEqual([]);
  });
  it('still reports a track with no thumb beside it', () => {
    expect(scan(CLICK, fundaScrollbar('custom-scrollbars__track', 'custom-scrollbars__bar'))).toEqual([11]);
  });
  it('reads a track holding a thumb whose click handler scrolls as a track', () => {
    expect(scan(CLICK, macThumbBar('onScroll(scrollRef.current.scrollTop + 100, horizontal)'))).toEqual([]);
  });
  it('still reports a track and thumb whose click moves something else (a slider value)', () => {
    expect(scan(CLICK, macThumbBar('onMove(e.clientX, horizontal)'))).toEqual([8]);
  });
});

const rheostat = (handle: string) => `import React from 'react';

export default class Rheostat extends React.Component {
  render() {
    const { disabled } = this.props;
    return (
      <div className={this.state.className} onClick={!disabled && this.handleClick} style={{ position: 'relative' }}>
        <div className="rheostat-background" />
        {this.state.handlePos.map((pos, idx) => (
          <Handle
            key={idx}
            aria-valuenow={this.state.values[idx]}
            onMouseDown={!disabled && this.startMouseSlide}
            ${handle}
          />
        ))}
      </div>
    );
  }
}
`;

describe('a slider track holding handles the keyboard works (rheostat Slider.jsx:646)', () => {
  it('reads a handle component given a role, tabIndex and onKeyDown as a control inside the track', () => {
    expect(
      scan(CLICK, rheostat('role="slider" tabIndex={0} onKeyDown={!disabled && this.handleKeydown}')),
    ).toEqual([]);
  });
  it('still reports the track when its handles take no key handler', () => {
    expect(scan(CLICK, rheostat('role="slider" tabIndex={0}'))).toEqual([7]);
  });
});

const textField = (click: string) => `import React from 'react';

export default class TextField extends React.Component {
  render() {
    return (
      <div onMouseEnter={() => this.setState({ onHover: true })} onMouseLeave={() => this.setState({ onHover: false })}>
        <div onClick={${click}} className={this.props.backdropClassName} />
        <input value={this.props.value} aria-label="Name" />
      </div>
    );
  }
}
`;

describe("a click that repeats the wrapper's mouse-leave handler (engage-ui TextField.tsx:381)", () => {
  it('reads it as a pointer effect, not an action', () => {
    expect(scan(CLICK, textField('()=>this.setState({ onHover: false })'))).toEqual([]);
  });
  it('still reports a click that repeats the mouse-enter handler (it opens what keys cannot)', () => {
    expect(scan(CLICK, textField('() => this.setState({ onHover: true })'))).toEqual([7]);
  });
  it('still reports a click that does something else', () => {
    expect(scan(CLICK, textField('() => this.setState({ open: false })'))).toEqual([7]);
  });
  it('still reports handlers carried by one spread object (react-d3-graph@2.6.0 link/Link.jsx:107)', () => {
    const link = `import React from 'react';

export default class Link extends React.Component {
  render() {
    const lineProps = {
      d: this.props.d,
      onClick: this.handleOnClickLink,
      onMouseOut: this.handleOnMouseOutLink,
    };
    return (
      <g>
        <path {...lineProps} id={this.props.id} />
      </g>
    );
  }
}
`;
    expect(scan(CLICK, link)).toEqual([12]);
  });
});

const cascadingMenu = (ref: string) => `import React, { useRef } from 'react';

export default function CascadingSelect({ cancel }) {
  const listRef = useRef(null);
  return (
    <div ${ref} className="casc-menu__items-wrapper" style={{ zIndex: 1000, display: 'none' }}>
      <ul className="casc-menu__items-inner">
        <a href="#" tabIndex={-1} onClick={(e) => { e.preventDefault(); cancel(); }} className="casc-menu__close">
          <svg width="10px" height="10px" viewBox="0 0 1024 1024"><path fill="#000" d="M195.2 195.2z" /></svg>
        </a>
      </ul>
    </div>
  );
}
`;

describe("a link inside a `display: 'none'` menu the file opens through its ref (funda-ui CascadingSelect:1182)", () => {
  const LINK = 'a11y/link-name';
  it('judges the link: the ref lets the file show the menu', () => {
    expect(scan(LINK, cascadingMenu('ref={listRef}'))).toEqual([8]);
  });
  it('still skips it inside a hidden block the file never reaches', () => {
    expect(scan(LINK, cascadingMenu(''))).toEqual([]);
  });
});

const iconButton = (content: string) => `import React from 'react';
import Icon from '../Icon';

export default class IconButton extends React.Component {
  render() {
    const { children, label, iconType, onClick } = this.props;
    return (
      <button onClick={onClick} type="button">
        <Icon type={iconType}>
          ${content}
        </Icon>
      </button>
    );
  }
}
`;

describe('an icon handed the label as its content (nessie-ui IconButton/index.jsx:215)', () => {
  const BUTTON = 'a11y/button-name';
  it('reads content that reads a label as a name the icon may render', () => {
    expect(scan(BUTTON, iconButton('{ children || label }'))).toEqual([]);
  });
  it('still reports an icon given only its glyph name as content', () => {
    expect(scan(BUTTON, iconButton('{ iconType }'))).toEqual([8]);
  });
});
