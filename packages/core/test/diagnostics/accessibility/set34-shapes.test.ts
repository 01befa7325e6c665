// Shapes from the accessibility misses left after session 33 (files kept in ../real-corpus/packages), reduced to
// the lines that decide each verdict, each checked both ways: the real code gets the label's verdict, and a small
// change flips it.
import { describe, expect, it } from 'vitest';
import { checkJsxAccessibility } from '../../../src/diagnostics/accessibility';
import { parseSource } from '../parse';

const check = (text: string, path = 'src/view.tsx') =>
  checkJsxAccessibility({ path, text }, parseSource(path, text).program).map((f) => [f.ruleId, f.line]);

const CLICK = 'a11y/click-without-keyboard';

describe('a click spread in with a choice between an object literal and null', () => {
  // @patternfly/react-topology@6.6.0 (MIT) src/components/decorators/Decorator.tsx:43-55: when onClick is passed
  // the <g> becomes a button with an aria-label, but it gets no tabIndex or key handler.
  const decorator = (other = 'null', extra = '') => `import React from 'react';
const Decorator = ({ className, onClick, ariaLabel, children }) => (
  <g
    className={className}
    {...(onClick
      ? {
          onClick: (e) => {
            e.stopPropagation();
            onClick(e);
          },
          role: 'button',
          'aria-label': ariaLabel${extra}
        }
      : ${other})}
  >
    {children}
  </g>
);
export default Decorator;
`;

  it('is reported, as the same choice with {} is', () => {
    expect(check(decorator())).toEqual([[CLICK, 3]]);
    expect(check(decorator('undefined'))).toEqual([[CLICK, 3]]);
    expect(check(decorator('{}'))).toEqual([[CLICK, 3]]);
  });

  it('is not reported when the branch brings a key handler', () => {
    expect(check(decorator('null', ',\n          tabIndex: 0,\n          onKeyDown: onClick'))).toEqual([]);
  });

  it('is not reported when the other side may carry anything', () => {
    expect(check(decorator('rest'))).toEqual([]);
  });

  it('is not reported when the object side may carry more', () => {
    expect(check(decorator('null', ',\n          ...rest'))).toEqual([]);
  });
});

describe('a clickable row whose buttons each stop the event first', () => {
  // everbee-landing-page-builder@1.3.19 (MIT) src/components/CustomComponents/FormFieldsList.jsx:145-170, 224-258:
  // the row's click selects the field; its icon buttons drag, duplicate and delete, each stopping the event first.
  const row = (
    duplicate = '(e) => handleDuplicate(e, comp)',
    remove = 'handleDelete',
  ) => `import React from 'react';
export const FormFieldsList = ({ editor, fields }) => {
  const handleSelect = (comp) => {
    editor.select(comp);
  };
  const handleDuplicate = (e, comp) => {
    e.stopPropagation();
    editor.select(comp.clone());
  };
  function handleDelete(e) {
    e.stopPropagation();
    editor.remove();
  }
  return fields.map((comp) => (
    <div key={comp.id} onClick={() => handleSelect(comp)}>
      <IconButton onClick={(e) => e.stopPropagation()}><DragDropIcon /></IconButton>
      <span>{comp.name}</span>
      <IconButton onClick={${duplicate}}><CopyIcon /></IconButton>
      <button type="button" onClick={${remove}}>Delete</button>
    </div>
  ));
};
`;

  it('is reported: no button passes the click on to the row', () => {
    expect(check(row())).toEqual([[CLICK, 15]]);
  });

  it('is not reported when a button lets the event reach the row', () => {
    expect(check(row('(e) => editor.select(comp.clone())'))).toEqual([]);
  });

  it("is not reported when a stopping button does the row's action", () => {
    expect(check(row('(e) => { e.stopPropagation(); handleSelect(comp); }'))).toEqual([]);
  });

  it('is not reported when the handler it names stops the event only later', () => {
    const late = row().replace(
      'e.stopPropagation();\n    editor.remove();',
      'editor.remove();\n    e.stopPropagation();',
    );
    expect(check(late)).toEqual([]);
  });
});

describe("a button whose content is a variable holding the project's bare icons", () => {
  // react-soundplayer@1.0.5 (MIT) src/components/PlayButton.js:30-48 (Icons.js:27-39 inlined): iconNode is the
  // caller's seekingIcon only while seeking (`seeking: false` by default), else a bare-svg pause or play icon.
  const button = (
    seeking = 'seeking && seekingIcon',
    last = '<PlayIconSVG />',
    defaults = 'seeking: false',
  ) =>
    `import React, { Component } from 'react';
const PlayIconSVG = () => (
  <svg viewBox="0 0 32 32"><path d="M0 0 L32 16 L0 32 z" /></svg>
);
const PauseIconSVG = () => (
  <svg viewBox="0 0 32 32"><path d="M0 0 H12 V32 H0 z" /></svg>
);
class PlayButton extends Component {
  render() {
    const { playing, seekingIcon, seeking } = this.props;
    let iconNode;
    if (${seeking}) {
      iconNode = React.cloneElement(seekingIcon);
    } else if (playing) {
      iconNode = <PauseIconSVG />;
    } else {
      iconNode = ${last};
    }
    return (
      <button type="button" onClick={this.props.onTogglePlay}>
        {iconNode}
      </button>
    );
  }
}
PlayButton.defaultProps = { playing: false, ${defaults} };
export default PlayButton;
`;

  it('is reported', () => {
    expect(check(button())).toEqual([['a11y/button-name', 20]]);
  });

  it("is not reported when the caller's icon may show by default", () => {
    expect(check(button(undefined, undefined, 'seeking: true'))).toEqual([]);
    expect(check(button('seekingIcon'))).toEqual([]);
  });

  it('is not reported when a value may be text', () => {
    expect(check(button(undefined, "'Play'"))).toEqual([]);
    expect(check(button(undefined, '<PlayIconSVG title="Play" />'))).toEqual([]);
  });

  it('is not reported when a callback may change it later', () => {
    const later = button().replace(
      '    return (',
      '    this.onLoad = () => { iconNode = this.props.label; };\n    return (',
    );
    expect(check(later)).toEqual([]);
  });
});
