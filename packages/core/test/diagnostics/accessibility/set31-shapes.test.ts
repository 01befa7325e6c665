// Shapes from the accessibility false positives and misses left after session 30 (files kept in
// ../real-corpus/packages), reduced to the lines that decide each verdict, each checked both ways: the real code
// gets the label's verdict, and a small change flips it.
import { describe, expect, it } from 'vitest';
import { checkJsxAccessibility } from '../../../src/diagnostics/accessibility';
import { parseSource } from '../parse';

const check = (text: string, path = 'src/view.tsx') =>
  checkJsxAccessibility({ path, text }, parseSource(path, text).program).map((f) => [f.ruleId, f.line]);

const CLICK = 'a11y/click-without-keyboard';
/** The line where `marker` first appears in `text`. */
const lineOf = (text: string, marker: string) => text.slice(0, text.indexOf(marker)).split('\n').length;

describe("a backdrop around the caller's panel that closes only when the backdrop itself is clicked", () => {
  // react-share-on-social@1.0.12 (MIT) src/components/Backdrop.tsx:7-15: the popup inside holds the native Close.
  const backdrop = (
    body = 'if (e.target === e.currentTarget) {\n      onClose(e);\n    }',
    extra = '',
  ) => `import React from 'react';
export default function Backdrop({ children, onClose }) {
  const handleOnClose = (e) => {
    ${body}
  };
  ${extra}
  return (
    <div onClick={handleOnClose} className="backdrop">
      <style children={css} />
      {children}
    </div>
  );
}
`;

  it('is not reported', () => {
    expect(check(backdrop(), 'src/components/Backdrop.tsx')).toEqual([]);
  });

  const reported = (text: string) =>
    expect(check(text, 'src/components/Backdrop.tsx')).toEqual([[CLICK, lineOf(text, '<div onClick')]]);

  it('is reported when a click anywhere inside closes it', () => {
    reported(backdrop('onClose(e);'));
  });

  it("is reported when the dismissal is the file's own", () => {
    reported(backdrop(undefined, 'function onClose() {}'));
  });

  it('is reported when the call is not named for closing', () => {
    const text = backdrop('if (e.target === e.currentTarget) {\n      onSelect(e);\n    }').replace(
      'onClose }',
      'onSelect }',
    );
    reported(text);
  });
});

describe("an id from a package's own useId hook, which may return the caller's id", () => {
  // @shopify/checkout-ui-react@0.6.0 (MIT) src/components/RadioControl/RadioControl.tsx:50-57 and :83-85: ChoiceList
  // passes the id and renders the <label htmlFor> for it.
  const radio = (call = 'useId(explicitId, createId)') => `import React from 'react';
import {useId, createIdCreator} from '../../utilities/id';
const createId = createIdCreator('Radio');
export function RadioControl({ id: explicitId, name, checked }) {
  const id = ${call};
  return (
    <div>
      <input type="radio" id={id} name={name} checked={checked} />
    </div>
  );
}
`;

  it('is not reported', () => {
    expect(check(radio())).toEqual([]);
  });

  it("is reported when the id is React's useId(), fresh at run time", () => {
    expect(check(radio('React.useId()'))).toEqual([['a11y/form-label', 8]]);
  });
});

describe("a click wrapper whose only content is the caller's trigger element", () => {
  // react-popover-component@0.0.2 (MIT) src/Popover.tsx:191-200: the popover's target, the caller's element.
  const popover = (content = '{target}') => `import React, { Component } from 'react';
class Popover extends Component {
  render() {
    const { className, target, title } = this.props;
    return (
      <div className={className}>
        <div className="react-popover-target-wrapper" onClick={this.onTargetClick}>
          ${content}
        </div>
      </div>
    );
  }
}
export default Popover;
`;

  it('is not reported', () => {
    expect(check(popover())).toEqual([]);
  });

  it("is reported when its content is the caller's text", () => {
    expect(check(popover('{title}'))).toEqual([[CLICK, 7]]);
  });

  it('is reported when the trigger shares the wrapper with other content', () => {
    expect(check(popover('{target} open'))).toEqual([[CLICK, 7]]);
  });
});

describe("a click wrapper around one of the caller's children, kept in state", () => {
  // react-fileupload@2.4.0 (MIT) src/FileUpload.js:165-191 and :609-613: the child marked ref="chooseBtn".
  const upload = (pick = 'chooseBtn = child') => `import React from 'react';
export default class FileUpload extends React.Component {
  componentWillMount() {
    let chooseBtn;
    React.Children.forEach(this.props.children, (child) => {
      if (child && child.ref == 'chooseBtn') {
        ${pick}
      }
    });
    this.setState({ chooseBtn });
  }
  render() {
    return (
      <div>
        <div onClick={this.commonChooseFile} style={{ overflow: 'hidden' }}>
          {this.state.chooseBtn}
        </div>
      </div>
    );
  }
}
`;

  it('is not reported', () => {
    expect(check(upload(), 'src/FileUpload.js')).toEqual([]);
  });

  it('is reported when the state key is made here, not picked from the children', () => {
    expect(check(upload("chooseBtn = 'Choose'"), 'src/FileUpload.js')).toEqual([[CLICK, 15]]);
  });
});

describe("a carousel's arrows and slides, when the carousel shows its dots", () => {
  // @antv/gatsby-theme-antv@1.1.17 (MIT) site/components/Cases.tsx:26-48 and :110-125: react-slick's dots are
  // keyboard-operable buttons that reach every slide.
  const cases = (dots = 'cases.length > 1', move = 'slider.slickPrev();') => `import React from 'react';
import Slider from 'react-slick';
const Cases = ({ cases = [] }) => {
  let slider;
  const clickPrevious = () => {
    ${move}
  };
  const sliderSettings = { dots: ${dots}, infinite: true, arrows: false };
  return (
    <div>
      <Slider {...sliderSettings} ref={(c) => { slider = c; }}>{cases.map((c) => <img key={c.title} src={c.image} alt={c.title} />)}</Slider>
      <div className="controlButton" onClick={clickPrevious}>
        <ArrowLeftOutlined />
      </div>
    </div>
  );
};
export default Cases;
`;

  it('is not reported', () => {
    expect(check(cases())).toEqual([]);
  });

  it('is reported when the dots are turned off', () => {
    expect(check(cases('false'))).toEqual([[CLICK, 12]]);
  });

  it('is reported when the click also does something the dots do not', () => {
    const text = cases(undefined, 'slider.slickPrev();\n    track("prev");');
    expect(check(text)).toEqual([[CLICK, lineOf(text, '<div className="controlButton"')]]);
  });

  // react-img-carousel@3.0.4 (MIT) src/index.jsx:690-713 and :936-954: a slide's click goes to that slide; the dots
  // are on by default (defaultProps, line 93).
  const carousel = (call = 'this.goToSlide(clickedIndex);') => `import React, { Component } from 'react';
export default class Carousel extends Component {
  static defaultProps = { dots: true, clickToNavigate: true };
  handleSlideClick = (e) => {
    const { clickToNavigate } = this.props;
    const clickedIndex = parseInt(e.currentTarget.getAttribute('data-index'), 10);
    if (!clickToNavigate || Math.abs(this._startPos.x - e.clientX) > 0.01) {
      return;
    }
    ${call}
  };
  render() {
    return <ul>{this.props.children.map((child, index) => <li key={index} data-index={index} onClick={this.handleSlideClick}>{child}</li>)}</ul>;
  }
}
`;

  it('is not reported for a slide that goes to itself', () => {
    expect(check(carousel(), 'src/index.jsx')).toEqual([]);
  });

  it('is reported when the slide opens something else', () => {
    expect(check(carousel('this.openLightbox(clickedIndex);'), 'src/index.jsx')).toEqual([[CLICK, 13]]);
  });
});

describe('a clear icon beside the text field it empties', () => {
  // @keystonejs/app-admin-ui@7.5.2 (MIT) client/pages/List/Search.js:17-82: the field itself is emptied by keyboard.
  const search = (
    clear = "setValue('');",
    field = 'value={value}',
  ) => `import { useRef, useState } from 'react';
export default function Search({ list }) {
  const { searchValue, onChange, onClear } = useListSearch();
  const [value, setValue] = useState(searchValue);
  const inputRef = useRef();
  const hasValue = searchValue && searchValue.length;
  const handleChange = ({ target: { value } }) => setValue(value);
  const handleClear = () => {
    if (inputRef.current) inputRef.current.focus();
    ${clear}
    onClear();
  };
  return (
    <form>
      <label htmlFor="q">Search {list.plural}</label>
      <Input id="q" onChange={handleChange} ${field} type="text" ref={inputRef} />
      <div className="clear" onClick={hasValue ? handleClear : null}>
        <XIcon />
      </div>
    </form>
  );
}
`;
  const reported = (text: string) =>
    expect(check(text, 'client/pages/List/Search.js')).toEqual([
      [CLICK, lineOf(text, '<div className="clear"')],
    ]);

  it('is not reported', () => {
    expect(check(search(), 'client/pages/List/Search.js')).toEqual([]);
  });

  it('is reported when the field is read-only', () => {
    reported(search(undefined, 'value={value} readOnly={locked}'));
  });

  it('is reported when the click also does something else', () => {
    reported(search("setValue('');\n    submit();"));
  });

  it('is reported when the field shows another value', () => {
    reported(search(undefined, 'value={searchValue}'));
  });
});

describe('an input given a choice between object literals as a spread', () => {
  // dumi-theme-default@1.1.24 (MIT) src/components/SearchBar.tsx:45-53: the search input, named by nothing.
  const bar = (other = '{}') => `import React, { useState } from 'react';
export default ({ result }) => {
  const [keywords, setKeywords] = useState('');
  return (
    <div className="__dumi-default-search">
      <input
        type="search"
        {...(Array.isArray(result) ? { value: keywords, onChange: (ev) => setKeywords(ev.target.value) } : ${other})}
      />
    </div>
  );
};
`;

  it('is reported', () => {
    expect(check(bar())).toEqual([['a11y/form-label', 6]]);
  });

  it('is not reported when a branch may name it', () => {
    expect(check(bar("{ 'aria-label': 'Search' }"))).toEqual([]);
  });

  it('is not reported when a branch may carry anything', () => {
    expect(check(bar('{ ...rest }'))).toEqual([]);
  });
});

describe('an input whose type is a prop with a visible default', () => {
  // awesome-react-starter@2.3.5 (MIT) src/components/quantity/index.tsx:25-27 and :95-104: the count input.
  const quantity = (type = "'number'") => `import React from 'react';
class Quantity extends React.Component {
  static defaultProps = {
    type: ${type},
  };
  render() {
    const { min, max, name, type } = this.props;
    return (
      <div>
        <input type={type} name={name} min={min} max={max} value={this.state.count} onChange={this.handleChange} />
      </div>
    );
  }
}
export default Quantity;
`;

  it('is judged by the default: reported', () => {
    expect(check(quantity())).toEqual([['a11y/form-label', 10]]);
  });

  it('is not reported when the default hides it', () => {
    expect(check(quantity("'hidden'"))).toEqual([]);
  });

  it('is not reported when the default is computed', () => {
    expect(check(quantity('TYPES.count'))).toEqual([]);
  });
});
