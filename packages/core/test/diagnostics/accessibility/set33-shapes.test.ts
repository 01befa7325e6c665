// Shapes from the accessibility false positives and misses read in session 33 (held-out set 12 and earlier sets,
// files kept in ../real-corpus/packages), reduced to the lines that decide each verdict, each checked both ways:
// the real code gets the label's verdict, and a small change flips it.
import { describe, expect, it } from 'vitest';
import { checkJsxAccessibility } from '../../../src/diagnostics/accessibility';
import { parseSource } from '../parse';

const check = (text: string, path = 'src/view.tsx') =>
  checkJsxAccessibility({ path, text }, parseSource(path, text).program).map((f) => [f.ruleId, f.line]);

const CLICK = 'a11y/click-without-keyboard';

describe('a click bound to a prop whose visible default does nothing', () => {
  // react-heatmap-grid@0.9.1 (MIT) src/DataGrid.jsx:58 and :103: a heatmap cell, `onClick.bind(this, xi, yi)`
  // with `onClick: () => {}` in DataGrid.defaultProps.
  const grid = (fallback = '() => {}') => `import React from "react";
const DataGrid = ({ xLabels, onClick }) => (
  <div>
    {xLabels.map((x, xi) => (
      <div key={xi} onClick={onClick.bind(this, xi)}>{x}</div>
    ))}
  </div>
);
DataGrid.defaultProps = { onClick: ${fallback} };
export default DataGrid;
`;

  it('is not reported: by default the cell does nothing', () => {
    expect(check(grid(), 'src/DataGrid.jsx')).toEqual([]);
  });

  it('is reported when the default acts', () => {
    expect(check(grid('(x) => console.log(x)'), 'src/DataGrid.jsx')).toEqual([[CLICK, 5]]);
  });
});

describe('a click that is a destructured prop defaulting to an arrow returning null', () => {
  // @trtc/calls-uikit-react@4.5.11 (MIT) src/Components/components/base/Icon/Icon.tsx:14 and :17: a decorative
  // icon image, `onClick = () => null`.
  const icon = (fallback = '() => null') => `import React from 'react';
export default function Icon(props) {
  const { url, onClick = ${fallback} } = props;
  return <img src={url} onClick={onClick} alt='' />;
}
`;

  it('is not reported: by default the click does nothing', () => {
    expect(check(icon(), 'src/Icon.tsx')).toEqual([]);
  });

  it('is reported when the default acts', () => {
    expect(check(icon('() => window.close()'), 'src/Icon.tsx')).toEqual([[CLICK, 4]]);
  });
});
