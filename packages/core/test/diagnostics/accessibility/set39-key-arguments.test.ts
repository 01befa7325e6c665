// Session 39's tuning on set 19's accessibility false positives, reduced to the lines that decide the verdict and
// checked both ways:
// - fireflink-ui@1.2.24 src/components/Search/Search.tsx:67: the search icon's `onClick={() => onSearch(value)}`,
//   which the field's Enter also runs (`handleKeyDown`, lines 45-49, `onSearch(value)`): the argument is the
//   component's `value` prop, one binding in the file, and both handlers are made at each render, so the click and
//   the key make the same call with the same render's value (a memo or an effect's listener may hold an older one).
import { describe, expect, it } from 'vitest';
import { scanRule } from './scan-project';

const CLICK = 'a11y/click-without-keyboard';

const search = (click: string, extra = '') => `import React from 'react';
import Input from '../Input';

const Search = ({ onSearch, value, onChange, items }: any) => {
  const handleKeyDown = (event: any) => {
    if (event.key === 'Enter') {
      onSearch(value);
    }
  };${extra}
  return (
    <div className="storybook-search-container">
      <div className="storybook-search-icon" onClick={${click}}>
        <span className="icon" />
      </div>
      <Input placeholder="Search" value={value} onChange={onChange} onKeyDown={handleKeyDown} />
    </div>
  );
};

export default Search;
`;

describe("a click calling what Enter calls with the component's own prop (fireflink-ui Search.tsx:67)", () => {
  it('is mirrored by the key handler: not reported', () => {
    expect(scan(search('() => onSearch(value)'))).toEqual([]);
  });
  it('is reported when the argument is another value', () => {
    expect(scan(search('() => onSearch(items)'))).toEqual([12]);
    expect(scan(search("() => onSearch('')"))).toEqual([12]);
  });
  it('is reported when the key handler is a memo kept from an earlier render', () => {
    const memo = search('() => onSearch(value)')
      .replace(
        'const handleKeyDown = (event: any) => {',
        'const handleKeyDown = useCallback((event: any) => {',
      )
      .replace('    }\n  };', '    }\n  }, []);');
    expect(memo).toContain('}, []);');
    expect(scan(memo)).toEqual([12]);
  });
  it('is reported when the name is bound twice in the file (another scope may hold it)', () => {
    const twice = '\n  const pick = (value: any) => value;';
    expect(scan(search('() => onSearch(value)', twice))).toEqual([13]);
  });
});

function scan(text: string): number[] {
  return scanRule(CLICK, text, 'src/Search.tsx');
}
