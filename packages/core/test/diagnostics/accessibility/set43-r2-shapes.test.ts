// Set 24's accessibility false positives, read after its blind reading (session 43, round 2; files kept in
// ../real-corpus/packages).
import { describe, expect, it } from 'vitest';
import { checkJsxAccessibility } from '../../../src/diagnostics/accessibility';
import { parseSource } from '../parse';

const check = (text: string, path = 'src/Widget.tsx') =>
  checkJsxAccessibility({ path, text }, parseSource(path, text).program).map((f) => [f.ruleId, f.line]);

describe('a click delegated to the links inside the element', () => {
  // matrix-react-sdk@3.114.0 (Apache-2.0) src/components/views/messages/TextualBody.tsx:433-449 and :655, reduced:
  // the message body routes clicks that land in a link of the body, and does nothing on a click elsewhere.
  const body = (guard: string) => `import React from 'react';
export default class TextualBody extends React.Component {
  private onBodyLinkClick = (e: MouseEvent): void => {
    let target: HTMLLinkElement | null = e.target as HTMLLinkElement;
    if (target.classList.contains(linkifyOpts.className as string)) return;
    if (target.nodeName !== "A") {
      target = target.closest<HTMLLinkElement>("a");
    }
    ${guard}
    const localHref = tryTransformPermalinkToLocalHref(target.href);
    if (localHref !== target.href) {
      e.preventDefault();
      window.location.hash = localHref;
    }
  };
  public render() {
    return (
      <div className="mx_MTextBody mx_EventTile_content" onClick={this.onBodyLinkClick}>
        {this.props.body}
      </div>
    );
  }
}
`;
  it('leaves when the click is in no anchor: not reported', () => {
    expect(check(body('if (!target) return;'))).toEqual([]);
  });
  it('acts on any click (no guard on the anchor): reported', () => {
    expect(check(body(''))).toEqual([['a11y/click-without-keyboard', 18]]);
  });
  it('acts before the guard: reported', () => {
    expect(check(body('this.setState({ clicked: true });\n    if (!target) return;'))).toEqual([
      ['a11y/click-without-keyboard', 19],
    ]);
  });
});

describe('a click whose default, read off an object of the file, only logs', () => {
  // @charkour/react-reactions@0.11.0 (MIT) src/components/facebook/FacebookCounter.tsx:15-95, reduced: the
  // counter's click is the caller's onClick, whose default in the file's defaultProps object only logs.
  const counter = (handler: string) => `import React from 'react';
export const FacebookCounter = React.forwardRef<HTMLDivElement, FacebookCounterProps>(
  ({ counters = defaultProps.counters, onClick = defaultProps.onClick }, ref) => {
    return (
      <div ref={ref} style={counterStyle} onClick={onClick}>
        {counters.length}
      </div>
    );
  }
);
export const defaultProps: Required<FacebookCounterProps> = {
  counters: [],
  onClick: ${handler},
};
`;
  it('a default that only logs: not reported', () => {
    expect(check(counter("() => {\n    console.log('click');\n  }"))).toEqual([]);
  });
  it('a default that acts: reported', () => {
    expect(check(counter("() => {\n    window.open('https://example.com');\n  }"))).toEqual([
      ['a11y/click-without-keyboard', 5],
    ]);
  });
});

describe("a wrapper around the element a method returns, the caller's trigger", () => {
  // react-ions@5.4.1 (MIT) src/components/Dropdown/Dropdown.js:142-159, reduced: the dropdown's trigger wrapper
  // holds only what getTriggerNode returns, the caller's trigger element (cloned).
  const dropdown = (returned: string) => `import React from 'react';
class Dropdown extends React.Component {
  getTriggerNode = () => {
    return ${returned}
  }
  render = () => {
    return (
      <div>
        <span ref={c => this._trigger = c} className='trigger' onClick={this.toggleDropdown}>
          {this.getTriggerNode()}
        </span>
      </div>
    )
  }
}
export default Dropdown
`;
  it("the caller's trigger, cloned when it is an element: not reported", () => {
    const returned =
      'React.isValidElement(this.props.trigger) ? React.cloneElement(this.props.trigger, { disabled: this.props.disabled }) : this.props.trigger';
    expect(check(dropdown(returned), 'src/Dropdown.js')).toEqual([]);
  });
  it('a label the method builds: reported', () => {
    expect(check(dropdown('<b>{this.props.label}</b>'), 'src/Dropdown.js')).toEqual([
      ['a11y/click-without-keyboard', 9],
    ]);
  });
});

describe('an empty swatch whose click is the click of the field beside it', () => {
  // react-ions@5.4.1 (MIT) src/components/ColorPicker/ColorPicker.js:108-117, reduced: the colour is typed in the
  // Input, and the swatch beside it opens the same picker as the Input's click.
  const picker = (field: string) => `import React from 'react';
import Input from '../Input';
class ColorPicker extends React.Component {
  render() {
    return (
      <div className={componentClass}>
        ${field}
        <div
          className={colorPreviewClass}
          style={{backgroundColor: this.state.color}}
          onClick={this.handleClick}>
        </div>
      </div>
    )
  }
}
export default ColorPicker
`;
  it('the field takes the value and has the same click: not reported', () => {
    const field =
      "<Input value={this.state.color} placeholder='Click to choose a color' onClick={this.handleClick} changeCallback={this.handleInputChange} />";
    expect(check(picker(field), 'src/ColorPicker.js')).toEqual([]);
  });
  it('a field with another click: reported', () => {
    const field =
      '<Input value={this.state.color} onClick={this.handleFocus} changeCallback={this.handleInputChange} />';
    expect(check(picker(field), 'src/ColorPicker.js')).toEqual([['a11y/click-without-keyboard', 8]]);
  });
});

describe("a toggle whose state the component's key handler toggles too", () => {
  // @react95/core@9.8.0 (MIT) components/Tree/Node.tsx:76-137, reduced: the folder's "+" / "-" toggles the node,
  // and the focusable label beside it toggles the same state on Space. NodeRoot, below it in the file, binds the
  // same handler names.
  const tree = (keyed: string) => `import React, { useState } from 'react';
export const Node = ({ label, onClick = () => {} }) => {
  const [isOpen, setIsOpen] = useState(false);
  const [isMarked, setIsMarked] = useState(false);
  const onKeyDownHandler = (event) => {
    if (event.key === ' ') {
      ${keyed}(!${keyed === 'setIsOpen' ? 'isOpen' : 'isMarked'});
    }
  };
  return (
    <li>
      <div className={styles.folderStatus} onClick={() => setIsOpen(!isOpen)}>
        {isOpen ? '-' : '+'}
      </div>
      <label tabIndex={0} onClick={onClick} onKeyDown={onKeyDownHandler}>{label}</label>
    </li>
  );
};
export const NodeRoot = ({ label }) => {
  const [isOpen, setIsOpen] = useState(true);
  const onKeyDownHandler = (event) => {
    if (event.key === 'Enter') setIsOpen(!isOpen);
  };
  return <label tabIndex={0} onKeyDown={onKeyDownHandler}>{label}</label>;
};
`;
  it('the key handler toggles the same state: not reported', () => {
    expect(check(tree('setIsOpen'))).toEqual([]);
  });
  it('the key handler toggles another state: reported', () => {
    expect(check(tree('setIsMarked'))).toEqual([['a11y/click-without-keyboard', 12]]);
  });
});

describe('an inline mouse-down that picks an item', () => {
  // @react95/core@9.8.0 (MIT) components/Modal/Modal.tsx:216-228, reduced: a window menu's entry opens its list on
  // mouse-down.
  const menu = (press: string) => `import React, { useState } from 'react';
export const Modal = ({ menu }) => {
  const [menuOpened, setMenuOpened] = useState('');
  return (
    <ul>
      {menu.map(({ name, list }) => (
        <li key={name} onMouseDown={${press}}>
          {name}
          {menuOpened === name && list}
        </li>
      ))}
    </ul>
  );
};
`;
  it('hands the entry to a state setter: reported', () => {
    expect(check(menu('() => setMenuOpened(name)'))).toEqual([['a11y/click-without-keyboard', 7]]);
  });
  it('only sets a flag: not reported', () => {
    expect(check(menu('() => setMenuOpened(true)'))).toEqual([]);
  });
  it('hands on the event (a drag start): not reported', () => {
    expect(check(menu('(e) => setMenuOpened(e)'))).toEqual([]);
  });
  // @netfoundry/docusaurus-theme@0.17.0 theme/SearchBar/index.tsx:54 (set 8, labelled null): a backdrop keeps
  // where a press began.
  it("hands on the event's target: not reported", () => {
    expect(check(menu('(e) => setMenuOpened(e.target)'))).toEqual([]);
  });
  // matrix-react-sdk@3.114.0 (Apache-2.0) src/components/structures/AutocompleteInput.tsx:200-218, reduced: a
  // suggestion picked on mouse-down, which keeps the focus in the field.
  it('keeps the focus, then hands the item to the callback: reported', () => {
    const text = `import React from 'react';
const SuggestionItem = ({ item, onClick, render }) => {
  const withContainer = (children) => (
    <div
      className="mx_AutocompleteInput_suggestion"
      onMouseDown={(event) => {
        event.preventDefault();
        onClick(item);
      }}
    >
      {children}
    </div>
  );
  return withContainer(render(item));
};
export default SuggestionItem;
`;
    expect(check(text)).toEqual([['a11y/click-without-keyboard', 4]]);
  });
});

describe('an empty close control whose close runs elsewhere only on a timer', () => {
  // uikit-react@3.1.3 (MIT) src/components/Alert/Alert.tsx:9-69, reduced: the alert's content-less close anchor;
  // handleClose also runs after the caller's duration, on a timer.
  const alert = (elsewhere: string) => `import React, { useState, useEffect } from 'react';
export function Alert(props) {
  const [state, setState] = useState({ isOpen: true });
  const handleClose = () => {
    setState({ ...state, isOpen: false });
    if (props.onBeforeHide) props.onBeforeHide();
  };
  useEffect(() => {
    ${elsewhere}
  }, []);
  return (
    <div className="uk-alert">
      {props.isClosable ? (
        <a className="uk-alert-close" data-uk-close onClick={handleClose}></a>
      ) : null}
      <span>{props.content}</span>
    </div>
  );
}
`;
  it('closed elsewhere only by a timer: reported', () => {
    const timer = 'if (props.duration) { setTimeout(() => { handleClose(); }, props.duration); }';
    expect(check(alert(timer))).toEqual([['a11y/click-without-keyboard', 14]]);
  });
  it('closed elsewhere by a key listener: not reported', () => {
    const keys = "document.addEventListener('keydown', (e) => { if (e.key === 'Escape') handleClose(); });";
    expect(check(alert(keys))).toEqual([]);
  });
});

describe('an empty anchor with an href and role="button"', () => {
  // @wfp/react@1.22.0 (Apache-2.0) src/components/Button/Button.Skeleton.tsx:9-28, reduced: the loading
  // placeholder's link form, announced as a button.
  const skeleton = (role: string) => `import * as React from 'react';
const ButtonSkeleton = ({ small = false, href }) => {
  const commonProps = { className: small ? 'wfp--skeleton wfp--btn--sm' : 'wfp--skeleton' };
  const anchor = <a {...commonProps} href={href}${role} />;
  return href ? anchor : null;
};
export default ButtonSkeleton;
`;
  it('role="button": no link-name', () => {
    expect(check(skeleton(' role="button"'))).toEqual([]);
  });
  it('a plain empty link: link-name', () => {
    expect(check(skeleton(''))).toEqual([['a11y/link-name', 4]]);
  });
});

describe('a click that only marks the element selected, read only in class names', () => {
  // objectum-react@1.3.45 (MIT) src/components/Navbar.js:93-134, reduced: the navbar's wrapper around a caller's item
  // marks it "active"; the mark is read only in class names.
  const navbar = (elsewhere: string) => `import React, { Component } from 'react';
import { Link } from 'react-router-dom';
export default class Navbar extends Component {
  renderItem (item, key) {
    if (item && item.path) {
      return <Link key={key} className={\`nav-link \${this.state.selected == key ? "active" : ""}\`} to={item.path}>{item.label}</Link>;
    }
    return <div key={key} className={this.state.selected == key ? "active" : ""} onClick={() => this.setState ({selected: key})}>{item}</div>;
  }
  render () {
    return <nav>{this.props.items.map ((item, i) => this.renderItem (item, i))}${elsewhere}</nav>;
  }
}
`;
  it('the mark is only a class: not reported', () => {
    expect(check(navbar(''), 'src/Navbar.js')).toEqual([]);
  });
  it('the mark also picks what is shown: reported', () => {
    expect(check(navbar('{this.props.items [this.state.selected].panel}'), 'src/Navbar.js')).toEqual([
      ['a11y/click-without-keyboard', 8],
    ]);
  });
});

describe('an image built in a helper method called only under a mode off by default', () => {
  // react-ions@5.4.1 (MIT) src/components/FileUpload/FileUpload.js:21-26, :118-129 and :133-155, reduced: the
  // preview images, built by getPreview, which render calls only under showPreview (false by default).
  const upload = (preview: string) => `import React from 'react';
class FileUpload extends React.Component {
  static defaultProps = {
    disabled: false,
    showPreview: ${preview},
  }
  getPreview = () => {
    return this.state.files.map((file, index) =>
      <div key={index} className={style.image}>
        <img style={imgStyle} src={file.preview} />
      </div>
    )
  }
  render() {
    const { label, showPreview } = this.props
    return (
      <div className={fileUploadClass}>
        { label ? <label>{label}</label> : null }
        { showPreview ? <div className={style.preview}>{this.getPreview()}</div> : null }
      </div>
    )
  }
}
export default FileUpload
`;
  it('showPreview false by default: not reported', () => {
    expect(check(upload('false'), 'src/FileUpload.js')).toEqual([]);
  });
  it('showPreview true by default: img-alt', () => {
    expect(check(upload('true'), 'src/FileUpload.js')).toEqual([['a11y/img-alt', 10]]);
  });
});

describe("a mask shown by the caller's prop whose click is the caller's mask callback", () => {
  // seedsui-react@2.0.6 (MIT) src/lib/Alert/Alert.js:6-97, reduced: the alert's mask, opened by the caller's show.
  const alert = (handler: string) => `import React, { Component } from 'react';
import { createPortal } from 'react-dom';
export default class Alert extends Component {
  onClickMask = (e) => {
    ${handler}
    e.stopPropagation();
  }
  render() {
    const { show, maskClassName, caption, children } = this.props;
    return createPortal(
      <div className={\`mask alert-mask\${maskClassName ? ' ' + maskClassName : ''}\${show ? ' active' : ''}\`} onClick={this.onClickMask}>
        <div className={\`alert\${show ? ' active' : ''}\`}>
          {caption && <h1>{caption}</h1>}
          <div className="alert-content">{children}</div>
        </div>
      </div>,
      document.getElementById('root')
    );
  }
}
`;
  it("only the caller's optional onClickMask: not reported", () => {
    expect(
      check(
        alert('if (this.props.onClickMask) this.props.onClickMask(Object.getArgs(e, this.props.args));'),
        'src/Alert.js',
      ),
    ).toEqual([]);
  });
  it('a close of its own: reported', () => {
    expect(check(alert('this.setState({ closed: true });'), 'src/Alert.js')).toEqual([
      ['a11y/click-without-keyboard', 11],
    ]);
  });
});

describe('an image under a kind the caller picks, not a switch off by default', () => {
  // bee-loading@3.0.1 (MIT) src/Loading.js:39-47 and :117-124, reduced (set 18, labelled img-alt): the rotate
  // spinner's image, one of the kinds loadingType picks ("default" by default).
  it('loadingType === "rotate": img-alt', () => {
    const text = `import React, { Component } from 'react';
const defaultProps = { clsPrefix: "u-loading", loadingType: "default", showBackDrop: true };
class Loading extends Component {
  render() {
    let { clsPrefix, loadingType } = this.props;
    let dom = "";
    if (loadingType === "rotate") {
      dom = (<div className={\`\${clsPrefix}-spin\`}><img src={loadImg}/></div>);
    }
    return dom;
  }
}
Loading.defaultProps = defaultProps;
export default Loading;
`;
    expect(check(text, 'src/Loading.js')).toEqual([['a11y/img-alt', 8]]);
  });
});
