// A spread of a component part's data-* hooks carries nothing the rules read (held-out set 21's
// @gilbarbara/components miss, files kept in ../real-corpus/packages).
import { describe, expect, it } from 'vitest';
import { checkJsxAccessibility } from '../../../src/diagnostics/accessibility';
import { parseSource } from '../parse';

const check = (text: string, path = 'src/view.tsx') =>
  checkJsxAccessibility({ path, text }, parseSource(path, text).program).map((f) => [f.ruleId, f.line]);

const CLICK = 'a11y/click-without-keyboard';

describe('{...getDataAttributes(name)} carries only data-* attributes', () => {
  // @gilbarbara/components@0.15.5 (MIT) src/components/Dropdown/Items.tsx:75 and :230-240, reduced.
  const items = (spread = "getDataAttributes('DropdownItem')") => `import styled from '@emotion/styled';
import { useTheme } from '~/hooks/useTheme';
const Item = styled('div', getStyledOptions())(props => ({ cursor: 'pointer' }));
export default function DropdownItems({ options, values, addItem, removeItem }) {
  const { getDataAttributes, theme } = useTheme();
  return options.map(option => {
    const isSelected = values.includes(option);
    return (
      <Item
        key={option.value}
        {...${spread}}
        onClick={() => (isSelected ? removeItem(null, option, false) : addItem(option))}
        role="listitem"
        theme={theme}
      >
        {option.label}
      </Item>
    );
  });
}
`;
  it("an option spreading its part's data attributes is reported", () => {
    expect(check(items())).toEqual([[CLICK, 9]]);
  });
  it('a data-attributes call handed the props may carry anything: not reported', () => {
    expect(check(items("getDataAttributes('DropdownItem', props)"))).toEqual([]);
  });
});
