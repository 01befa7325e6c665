// Shapes from held-out set 7 of the real corpus (files kept in ../real-corpus/packages), reduced to the lines
// that decide each verdict. Each shape is checked both ways: the real code gets the real verdict, and a small
// change (a default that is a handler, a default not visible) flips it.
import { describe, expect, it } from 'vitest';
import { checkJsxAccessibility } from '../../../src/diagnostics/accessibility';
import { parseSource } from '../parse';

const check = (text: string, path = 'src/view.tsx') =>
  checkJsxAccessibility({ path, text }, parseSource(path, text).program).map((f) => [f.ruleId, f.line]);

const CLICK = 'a11y/click-without-keyboard';

describe('a click handler prop is judged by its visible default: a no-op is no click, undefined is no default', () => {
  // adminlte-2-react 0.2.0, src/components/NavbarMenu/NotificationItem.tsx lines 19-47 (MIT): the item without
  // a route is a <div onClick={onClick}>, and NotificationItem.defaultProps sets onClick: undefined — no default,
  // so the click is the caller's optional callback, judged as the element's click (the lead's session-32
  // decision; before it, read as "no click by default").
  const item = (defaults: string) => `const NotificationItem: NotificationItemComponent = ({
  icon, iconColor, text, to, onClick,
}: NotificationItemProps) => {
  return (
    <li className="notification-item">
      {to ? (
        <Link to={to}>{text}</Link>
      ) : (
        <div onClick={onClick}>
          <span style={{ paddingLeft: '5px' }}>{text}</span>
        </div>
      )}
    </li>
  );
};

${defaults}

export default NotificationItem;
`;

  it('is silent when the default is a function that does nothing, written in place or named', () => {
    expect(check(item('NotificationItem.defaultProps = { onClick: () => {} };'))).toEqual([]);
    expect(check(item('NotificationItem.defaultProps = { onClick: () => undefined };'))).toEqual([]);
    expect(check(item('NotificationItem.defaultProps = { onClick: noop };'))).toEqual([]);
    expect(check(item('NotificationItem.defaultProps = { onClick: _.noop };'))).toEqual([]);
    const bound = item('NotificationItem.defaultProps = { onClick: doNothing };');
    expect(check(`const doNothing = () => {};\n${bound}`)).toEqual([]);
  });

  it('reports the div when the default is undefined or null (the published shape)', () => {
    expect(
      check(item('NotificationItem.defaultProps = { icon: undefined, to: undefined, onClick: undefined };')),
    ).toEqual([[CLICK, 9]]);
    expect(check(item('NotificationItem.defaultProps = { onClick: null };'))).toEqual([[CLICK, 9]]);
  });

  it('reports the div when the default is a handler, is not visible, or the prop has no default', () => {
    expect(check(item('NotificationItem.defaultProps = { onClick: () => track() };'))).toEqual([[CLICK, 9]]);
    expect(check(item('NotificationItem.defaultProps = { onClick: defaultClick };'))).toEqual([[CLICK, 9]]);
    expect(check(item('NotificationItem.defaultProps = { icon: undefined };'))).toEqual([[CLICK, 9]]);
    expect(check(item(''))).toEqual([[CLICK, 9]]);
  });

  it('reads this.props.onClick in a class, and leaves a name with a value of its own alone', () => {
    // The same shape as adminlte-2-react 0.2.0 NavbarMenu/TaskItem.tsx line 45 (MIT), written as a class.
    const text = `class TaskItem extends React.Component {
  static defaultProps = { onClick: undefined };
  render() {
    return <div onClick={this.props.onClick}><h3>{this.props.text}</h3></div>;
  }
}`;
    expect(check(text)).toEqual([[CLICK, 4]]);
    expect(check(text.replace('onClick: undefined', 'onClick: () => {}'))).toEqual([]);
    expect(check(text.replace('onClick: undefined', 'onClick: () => open()'))).toEqual([[CLICK, 4]]);
    const own = `const Item = ({ text }) => {
  const onClick = () => open(text);
  return <div onClick={onClick}>{text}</div>;
};
Item.defaultProps = { onClick: undefined };`;
    expect(check(own)).toEqual([[CLICK, 3]]);
  });
});

describe('a click that only writes a ref does nothing a keyboard user misses', () => {
  // @uiw/react-menu 4.22.3, src/SubMenu.tsx lines 77 and 160-170 (MIT): the sub-menu item's click stops the
  // event when collapsed, else records the event target in a ref; the popup opens on the OverlayTrigger.
  const subMenu = (ref: string) => `const SubMenu = React.forwardRef((props, ref) => {
  const { collapse } = props;
  const elementSource = ${ref};
  return (
    <li
      data-menu="subitem"
      onClick={(e) => {
        if (collapse) {
          e.stopPropagation();
          return;
        }
        elementSource.current = e.target;
      }}
    >
      <span>{props.title}</span>
    </li>
  );
});`;

  it('is silent when the written name is a useRef, and reports it when it may be anything', () => {
    expect(check(subMenu('React.useRef<EventTarget | null>()'))).toEqual([]);
    expect(check(subMenu('useRef(null)'))).toEqual([]);
    expect(check(subMenu('props.source'))).toEqual([[CLICK, 5]]);
    expect(
      check(subMenu('useRef(null)').replace('elementSource.current = e.target;', 'open(e.target);')),
    ).toEqual([[CLICK, 5]]);
  });

  it('reports a click that writes the ref and also acts', () => {
    const acts = subMenu('useRef(null)').replace(
      'elementSource.current = e.target;',
      'elementSource.current = e.target;\n        setOpen(true);',
    );
    expect(check(acts)).toEqual([[CLICK, 5]]);
  });
});

describe('a backdrop whose dismissal Escape also performs, beside notes to the caller and a ref', () => {
  // react-responsive-modal 7.2.0, src/index.tsx lines 203, 230, 244-255, 275-297 and 334-346 (MIT): the
  // overlay's click resets refShouldClose, tells onOverlayClick?.(event), then onClose(); the document
  // keydown listener calls onClose() on Escape. The dialog's own click only writes refShouldClose.
  const modal = (
    overlay: string,
  ) => `export const Modal = ({ open, onClose, onEscKeyDown, onOverlayClick, closeOnEsc = true, closeOnOverlayClick = true, children }) => {
  const refShouldClose = useRef(null);
  const handleOpen = () => {
    document.addEventListener('keydown', handleKeydown);
  };
  const handleKeydown = (event) => {
    if (event.keyCode !== 27) {
      return;
    }
    onEscKeyDown?.(event);
    if (closeOnEsc) {
      onClose();
    }
  };
  const handleClickOverlay = (event) => {
    if (refShouldClose.current === null) {
      refShouldClose.current = true;
    }
    if (!refShouldClose.current) {
      refShouldClose.current = null;
      return;
    }
    ${overlay}
    refShouldClose.current = null;
  };
  const handleModalEvent = () => {
    refShouldClose.current = false;
  };
  return (
    <div className="root">
      <div className="container" onClick={handleClickOverlay}>
        <div className="modal" role="dialog" tabIndex={-1} onMouseDown={handleModalEvent} onClick={handleModalEvent}>
          {children}
        </div>
      </div>
    </div>
  );
};`;

  it('is silent on the overlay and the dialog as published', () => {
    expect(
      check(modal('onOverlayClick?.(event);\n    if (closeOnOverlayClick) {\n      onClose();\n    }')),
    ).toEqual([]);
  });

  it('reports the overlay when its click only notes, or does what no key handler does', () => {
    expect(check(modal('onOverlayClick?.(event);'))).toEqual([[CLICK, 31]]);
    // One line more than the first: the overlay is on line 32.
    expect(check(modal('onOverlayClick(event);\n    onClose();'))).toEqual([[CLICK, 32]]);
    expect(check(modal('onOverlayClick?.(event);\n    onHide();'))).toEqual([[CLICK, 32]]);
  });
});

describe('a click that exists only when the caller passes its own optional callback is the element’s click', () => {
  // pigeon-maps 0.22.1, src/overlays/Marker.tsx lines 25 and 50-60 (MIT): the marker's click is set only when the
  // caller passes props.onClick (no default), and only forwards to it. Labelled click-without-keyboard by the
  // lead's session-32 decision (was null, "not decidable": the caller's choice).
  const marker = (click: string) => `export function Marker(props) {
  const eventParameters = (event) => ({ event, anchor: props.anchor, payload: props.payload });
  return (
    <div
      className="pigeon-click-block"
      onClick={${click}}
    >
      {props.children}
    </div>
  );
}`;

  it('reports the published shape, as props or as a destructured name', () => {
    expect(check(marker('props.onClick ? (event) => props.onClick(eventParameters(event)) : null'))).toEqual([
      [CLICK, 4],
    ]);
    const named = marker('onClick ? (event) => onClick(eventParameters(event)) : undefined').replace(
      'Marker(props)',
      'Marker({ onClick, ...props })',
    );
    expect(check(named)).toEqual([[CLICK, 4]]);
  });

  it('reports it when the callback’s default is written as undefined: that is no default', () => {
    const text = `${marker('props.onClick ? (event) => props.onClick(eventParameters(event)) : null')}
Marker.defaultProps = { onClick: undefined };`;
    expect(check(text)).toEqual([[CLICK, 4]]);
  });

  it('is silent when the callback’s visible default does nothing, or a mode flag off by default sets the click', () => {
    const guarded = marker('props.onClick ? (event) => props.onClick(eventParameters(event)) : null');
    expect(check(`${guarded}\nMarker.defaultProps = { onClick: () => {} };`)).toEqual([]);
    const mode = marker('props.clickable ? (event) => select(event) : null');
    expect(check(`${mode}\nMarker.defaultProps = { clickable: undefined };`)).toEqual([]);
  });

  it('reports a condition on anything else, a branch that does more, or a plain forward', () => {
    expect(check(marker('isMobile ? (event) => toggle(event) : undefined'))).toEqual([[CLICK, 4]]);
    expect(check(marker('props.onClick ? (event) => select(event) : null'))).toEqual([[CLICK, 4]]);
    expect(check(marker('(event) => props.onClick(eventParameters(event))'))).toEqual([[CLICK, 4]]);
  });
});

describe('a click that opens the file dialog of a focusable file input of the same component', () => {
  // react-file-reader 1.1.4, ReactFileReader.js lines 11-15 and 59-81 (MIT): the div's click calls .click() on the
  // file input, which is hidden only visually (width 0, opacity 0), so it stays in the tab order.
  const reader = (style: string) => `export default class ReactFileReader extends React.Component {
  clickInput = () => {
    let element = document.getElementById(this.state.elementId);
    element.value = '';
    element.click();
  }
  render() {
    var hideInput = ${style};
    return(
      <div className='react-file-reader'>
        <input type='file' aria-label="Upload" onChange={this.handleFiles} id={this.state.elementId} style={hideInput} />
        <div className='react-file-reader-button' onClick={this.clickInput}>
          {this.props.children}
        </div>
      </div>
    )
  }
}`;

  it('is silent when the input is hidden only visually', () => {
    expect(check(reader("{ width: '0px', opacity: '0', position: 'fixed' }"))).toEqual([]);
  });

  it('reports the div when the input is display: none, out of the tab order, or its style is not visible', () => {
    expect(check(reader("{ display: 'none' }"))).toEqual([[CLICK, 12]]);
    expect(check(reader("{ visibility: 'hidden' }"))).toEqual([[CLICK, 12]]);
    expect(check(reader('{ ...baseStyle }'))).toEqual([[CLICK, 12]]);
    expect(check(reader('{}').replace("type='file'", "type='file' tabIndex={-1}"))).toEqual([[CLICK, 12]]);
    expect(check(reader('{}').replace('var hideInput = {};', ''))).toEqual([[CLICK, 12]]);
  });

  it('reports the div when its click does not open the input', () => {
    expect(check(reader('{}').replace('element.click();', 'upload(element);'))).toEqual([[CLICK, 12]]);
  });
});

describe('a name read whole from a prop whose visible default is undefined is no name by default', () => {
  // adminlte-2-react 0.2.0, src/components/NavbarMenu/MessageItem.tsx lines 27-29, 61 and 80-82 (MIT): the
  // sender picture's alt is the imageAlt prop, and MessageItem.defaultProps sets imageAlt: undefined.
  const item = (defaults: string) => `const MessageItem = ({ imageUrl, imageAlt, text }) => (
  <li className="message-item">
    <img src={imageUrl} className="img-circle" alt={imageAlt} />
    <h4>{text}</h4>
  </li>
);
${defaults}
export default MessageItem;`;

  it('reports the image when the default is undefined', () => {
    expect(check(item('MessageItem.defaultProps = { imageUrl: undefined, imageAlt: undefined };'))).toEqual([
      ['a11y/img-alt', 3],
    ]);
  });

  it('is silent when the default is a text, is not visible, or the prop has no default', () => {
    expect(check(item("MessageItem.defaultProps = { imageAlt: 'Sender' };"))).toEqual([]);
    expect(check(item('MessageItem.defaultProps = { imageAlt: defaultAlt };'))).toEqual([]);
    expect(check(item('MessageItem.defaultProps = { imageUrl: undefined };'))).toEqual([]);
    expect(check(item(''))).toEqual([]);
  });
});
