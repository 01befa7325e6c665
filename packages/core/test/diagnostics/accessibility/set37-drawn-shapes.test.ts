// Drawn shapes and canvases from held-out set 17's accessibility misses (session 37), reduced to the lines that
// decide each verdict, each checked both ways: the real code gets the label's verdict, and a small change flips it.
import { describe, expect, it } from 'vitest';
import { checkJsxAccessibility } from '../../../src/diagnostics/accessibility';
import { parseSource } from '../parse';

const check = (text: string, path = 'src/view.tsx') =>
  checkJsxAccessibility({ path, text }, parseSource(path, text).program).map((f) => [f.ruleId, f.line]);

const CLICK = 'a11y/click-without-keyboard';

describe('a shape whose click is a handler its function component declares, through a spread object', () => {
  // neogestify-ui-components@3.10.2 src/components/VenueMapEditor/components/ElementNode.tsx:261, :314-320, :360
  // (a floor-plan element's rect: `{...bodyHandlers}` with `onClick: handleBodyClick`, a useCallback that selects it).
  const node = (
    handler = 'const handleBodyClick = useCallback((e) => { onSelect(id); }, [id]);',
  ) => `import React, { useCallback } from 'react';
export function ElementNode({ id, onSelect, handleBodyClick: passed }) {
  ${handler}
  const bodyHandlers = {
    onClick: handleBodyClick,
    style: { cursor: 'move' },
  };
  return (
    <g>
      <rect x={0} y={0} width={10} height={10} {...bodyHandlers} />
      <ellipse cx={5} cy={5} rx={5} ry={5} {...bodyHandlers} />
    </g>
  );
}
`;

  it('is reported on each shape', () => {
    expect(check(node(), 'src/ElementNode.tsx')).toEqual([
      [CLICK, 10],
      [CLICK, 11],
    ]);
  });

  it("is not reported when the handler is the caller's prop", () => {
    expect(check(node('const { handleBodyClick } = passed;'), 'src/ElementNode.tsx')).toEqual([]);
  });
});

describe('a drawn surface whose only click-type handler is a double click', () => {
  // react-supergrid@1.0.10 src/SuperGrid.tsx:206-225: the grid canvas, onDoubleClick={onMouseSetTarget} (a local
  // function that moves the marker to the pointer) and a middle-button onMouseUp; neogestify Artboard.tsx:324, a
  // vertex rect whose double click deletes the vertex (`e => handleDeleteVertex(e, i)`).
  const grid = (extra = '') => `import React from 'react';
export function SuperGrid({ onDone }) {
  const onMouseSetTarget = (e) => {
    setMousePos(e.clientX);
  };
  const handleDeleteVertex = (e, i) => remove(i);
  return (
    <div>
      <canvas onDoubleClick={onMouseSetTarget}${extra} />
      <rect onDoubleClick={e => handleDeleteVertex(e, 1)}${extra} />
      <canvas onDoubleClick={onDone} />
    </div>
  );
}
`;

  it("is reported, except where the handler is the caller's", () => {
    expect(check(grid(), 'src/SuperGrid.tsx')).toEqual([
      [CLICK, 9],
      [CLICK, 10],
    ]);
  });

  it('is not reported with a role and a key handler', () => {
    expect(check(grid(' role="button" onKeyDown={onMouseSetTarget}'), 'src/SuperGrid.tsx')).toEqual([]);
  });

  it('is not reported on a div: a double click there is not read', () => {
    expect(
      check(
        grid().replace(/<canvas onDoubleClick=\{onMouseSetTarget\}/, '<div onDoubleClick={onMouseSetTarget}'),
        'src/SuperGrid.tsx',
      ),
    ).toEqual([[CLICK, 10]]);
  });
});

describe('a shape whose own handler only relays a prop whose visible default does nothing', () => {
  // react-usa-map@1.5.0 src/index.js:8-10, :45 and :63: the DC circle, onClick={this.clickHandler}, which calls
  // this.props.onClick, `onClick: () => {}` in defaultProps (labelled null by the visible-default rule).
  const map = (fallback = '() => {}') => `import React from "react";
class USAMap extends React.Component {
  clickHandler = (state) => {
    this.props.onClick(state);
  };
  render() {
    return <svg><circle onClick={this.clickHandler} r="5" /></svg>;
  }
}
USAMap.defaultProps = { onClick: ${fallback}, width: 959 };
export default USAMap;
`;

  it('is not reported: by default the click does nothing', () => {
    expect(check(map(), 'src/index.js')).toEqual([]);
  });

  it('is reported when the default acts', () => {
    expect(check(map('(s) => alert(s)'), 'src/index.js')).toEqual([[CLICK, 7]]);
  });
});

describe("a link showing the caller's icon in a fragment or, by default, a bare svg in a fragment", () => {
  // funda-ui@4.7.901 lib/esm/MultipleSelect/index.tsx:106-107, :225-233: `const { iconRemove, … } = props;`, then
  // `<a href="#" onClick>{iconRemove ? <>{iconRemove}</> : <><svg …><path …/></svg></>}</a>`.
  const list = (props = 'const { iconRemove, onRemove } = props;') => `import React from 'react';
export default function MultipleSelect(props) {
  ${props}
  return (
    <a href="#" onClick={onRemove}>
      {iconRemove ? <>{iconRemove}</> : <><svg width="15px" viewBox="0 0 24 24"><path d="M22 12Z" /></svg></>}
    </a>
  );
}
`;

  it('is reported: by default the link shows only the bare svg', () => {
    expect(check(list(), 'src/MultipleSelect.tsx')).toEqual([['a11y/link-name', 5]]);
  });

  it('is not reported when the prop has a default', () => {
    expect(
      check(list("const { iconRemove = 'Remove', onRemove } = props;"), 'src/MultipleSelect.tsx'),
    ).toEqual([]);
  });
});

describe("a button showing an item of the file's default list of bare svgs when the caller's list is missing", () => {
  // funda-ui@4.7.901 lib/esm/Scrollbar/index.tsx:28-39, :46-51 and :453-465: `const icons = typeof arrowIcons ===
  // 'undefined' || !arrowIcons ? [<><svg …/></>, …] : arrowIcons;`, then `<button tabIndex={-1}>{icons[0]}</button>`.
  const bar = (test = "typeof arrowIcons === 'undefined' || !arrowIcons") => `import React from 'react';
const Scrollbar = (props) => {
  const { arrowIcons, onUp } = props;
  const icons = ${test} ? [
    <><svg width="10px" viewBox="0 0 24 24"><path d="M18 15Z" /></svg></>,
    <>Down</>,
  ] : arrowIcons;
  return (
    <div>
      <button tabIndex={-1} type="button" onClick={onUp}>{icons[0]}</button>
      <button type="button" onClick={onUp}>{icons[1]}</button>
    </div>
  );
};
export default Scrollbar;
`;

  it('is reported where the default item is a bare svg', () => {
    expect(check(bar(), 'src/Scrollbar.tsx')).toEqual([['a11y/button-name', 10]]);
  });

  it('is not reported when the list is chosen by something other than the missing prop', () => {
    expect(check(bar('props.compact'), 'src/Scrollbar.tsx')).toEqual([]);
  });
});
