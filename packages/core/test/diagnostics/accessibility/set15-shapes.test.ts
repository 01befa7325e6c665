// Shapes from held-out set 15's accessibility false positives (files kept in ../real-corpus/packages), reduced to
// the lines that decide each verdict, each checked both ways: the real code gets the label's verdict, and a small
// change flips it.
import { describe, expect, it } from 'vitest';
import { checkJsxAccessibility } from '../../../src/diagnostics/accessibility';
import { parseSource } from '../parse';

const check = (text: string, path = 'src/view.tsx') =>
  checkJsxAccessibility({ path, text }, parseSource(path, text).program).map((f) => [f.ruleId, f.line]);

const CLICK = 'a11y/click-without-keyboard';
const LABEL = 'a11y/form-label';

describe('a backdrop whose optional close is also the Escape listener’s close', () => {
  // @transferwise/components@46.160.3 (Apache-2.0) src/Dimmer/Dimmer.tsx:72-96, 120, 151: the click calls
  // onClose?.(event) after a target test; the document keydown listener calls onClose(event) on Escape.
  const dimmer = (onEscape = 'onClose(event)') => `import { useCallback, useEffect, useRef } from 'react';
export function Dimmer({ onClose, children }) {
  const ref = useRef(null);
  const closeOnClick = (event) => {
    if (event.target === ref.current) {
      onClose?.(event);
    }
  };
  const handleClick = (event) => {
    if (!onClose) {
      return;
    }
    closeOnClick(event);
  };
  const handleKeyDown = useCallback((event) => {
    if (event.key !== 'Escape') return;
    ${onEscape};
  }, [onClose]);
  useEffect(() => {
    document.addEventListener('keydown', handleKeyDown);
  }, [handleKeyDown]);
  return (
    <div ref={ref} role="presentation" onClick={handleClick}>
      {children}
    </div>
  );
}
`;

  it('is not reported: Escape closes the same way', () => {
    expect(check(dimmer())).toEqual([]);
  });

  it('is reported when the keys call something else', () => {
    expect(check(dimmer('onDismiss(event)'))).toEqual([[CLICK, 23]]);
  });
});

describe('a toggle wrapper whose click flips the value the focusable switch inside flips by Space', () => {
  // @streetscape.gl/monochrome@1.0.13 (MIT) src/shared/toggle/index.js:117-126, 142-160.
  const toggle = (key = 'this.props.onChange(!this.props.value)') => `import React from 'react';
export default class Toggle extends React.Component {
  _onKeyDown = (evt) => {
    if (evt.keyCode === 32) {
      ${key};
    }
  };
  _onClick = () => {
    this.props.onChange(!this.props.value);
  };
  render() {
    return (
      <div onClick={this._onClick}>
        {this.props.label}
        <span tabIndex={0} onKeyDown={this._onKeyDown} />
      </div>
    );
  }
}
`;

  it('is not reported', () => {
    expect(check(toggle(), 'src/toggle.jsx')).toEqual([]);
  });

  it('is reported when Space sets another value', () => {
    expect(check(toggle('this.props.onChange(this.props.value)'), 'src/toggle.jsx')).toEqual([[CLICK, 13]]);
  });
});

describe('a clear icon handing the field’s own change callback the empty string', () => {
  // @streetscape.gl/monochrome@1.0.13 (MIT) src/shared/text-box/index.js:121-127, 149-165.
  const textBox = (readOnly = '') => `import React from 'react';
export default class TextBox extends React.Component {
  _onChange = event => {
    this.props.onChange(event.target.value);
  };
  _onClear = event => {
    this.props.onChange('');
  };
  render() {
    return (
      <div>
        <input aria-label="Filter" type="text"${readOnly} onChange={this._onChange} value={this.props.value} />
        <div onClick={this._onClear}>×</div>
      </div>
    );
  }
}
`;

  it('is not reported: the field empties by keyboard', () => {
    expect(check(textBox(), 'src/text-box.jsx')).toEqual([]);
  });

  it('is reported when the field is read-only', () => {
    expect(check(textBox(' readOnly'), 'src/text-box.jsx')).toEqual([[CLICK, 13]]);
  });
});

describe('a click that only focuses the field, through a getter', () => {
  // engage-ui@17.0.0 (MIT) src/components/TextField/TextField.tsx:247, 523-530: the prefix box focuses the field
  // returned by autoSuggestMethods.getInputReference(), else this.input.
  const field = (getter = 'getInputReference()') => `import React from 'react';
export default class TextField extends React.Component {
  render() {
    return (
      <div>
        <div onClick={this.handleInputFocus}>{this.props.prefix}</div>
        <input aria-label="Amount" ref={(input) => { this.input = input; }} />
      </div>
    );
  }
  handleInputFocus() {
    if (this.props.autoSuggest && this.props.autoSuggestMethods) {
      const inputRef = this.props.autoSuggestMethods.${getter};
      inputRef && inputRef.focus();
    } else {
      this.input.focus();
    }
  }
}
`;

  it('is not reported: Tab reaches the field', () => {
    expect(check(field())).toEqual([]);
  });

  it('is reported when the call is not a bare getter', () => {
    expect(check(field('createInput(true)'))).toEqual([[CLICK, 6]]);
  });
});

describe('a checkbox inside an option, showing its selected state', () => {
  // @rjsf/daisyui@6.10.1 (Apache-2.0) src/widgets/SelectWidget/SelectWidget.tsx:152-175: the option (role option,
  // whose children are presentational) holds a readOnly checkbox mirroring aria-selected.
  const option = (role = 'option', type = 'checkbox') => `import React from 'react';
export const Options = ({ items, selected, pick }) => (
  <ul role="listbox">
    {items.map((item) => (
      <li key={item} role="${role}" aria-selected={selected.includes(item)} tabIndex={0} onClick={() => pick(item)} onKeyDown={() => pick(item)}>
        <input type="${type}" checked={selected.includes(item)} readOnly />
        {item}
      </li>
    ))}
  </ul>
);
`;

  it('is not reported', () => {
    expect(check(option())).toEqual([]);
  });

  it('is reported in a plain list item, or as a text field', () => {
    expect(check(option('listitem'))).toEqual([[LABEL, 6]]);
    expect(check(option('option', 'text'))).toEqual([[LABEL, 6]]);
  });
});

describe('a drawn shape whose click runs a method of its own component', () => {
  // react-d3-graph@2.6.0 (MIT) src/components/node/Node.jsx:60, 83-89, 132, 149: the node's <image> or <path> gets
  // onClick: this.handleOnClickNode (which calls the optional onClickNode) through the nodeProps object.
  const node = (handler = 'this.handleOnClickNode', tag = 'path') => `import React from 'react';
export default class Node extends React.Component {
  handleOnClickNode = () => this.props.onClickNode && this.props.onClickNode(this.props.id);
  render() {
    const nodeProps = {
      cursor: this.props.cursor,
      onClick: ${handler},
      opacity: this.props.opacity,
    };
    nodeProps.d = this.props.d;
    return <g><${tag} {...nodeProps} /></g>;
  }
}
`;

  it('is reported on a <path> or an <image>', () => {
    expect(check(node(), 'src/node.jsx')).toEqual([[CLICK, 11]]);
    expect(check(node('this.handleOnClickNode', 'image'), 'src/node.jsx')).toEqual([[CLICK, 11]]);
  });

  it('is not reported when the click is the caller’s, handed straight through', () => {
    // react-usa-map@1.5.0 (MIT) src/components/USAState.js:5: `<path onClick={props.onClickState}>`.
    expect(check(node('this.props.onClickNode'), 'src/node.jsx')).toEqual([]);
  });
});
