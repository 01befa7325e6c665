// An anchor with no href inside a layout component (set 21's @kapeta/ui-web-components miss, files kept in
// ../real-corpus/packages).
import { describe, expect, it } from 'vitest';
import { checkJsxAccessibility } from '../../../src/diagnostics/accessibility';
import { parseSource } from '../parse';

const check = (text: string, path = 'src/blockhub/AssetInstallButton.tsx') =>
  checkJsxAccessibility({ path, text }, parseSource(path, text).program).map((f) => [f.ruleId, f.line]);

// @kapeta/ui-web-components@3.12.0 (MIT) src/blockhub/AssetInstallButton.tsx:6 and :396-441, reduced: the install
// button's secondary menu opener, an `<a>` with onClick and no href inside MUI's Box.
const opener = (parent: string, imports: string) => `import React from 'react';
${imports}
export const AssetInstallButton = (props: { icon: React.ReactNode; onSecondaryClick: () => void }) => {
  return (
    <${parent} className="install">
      <span className="label">Install</span>
      <a onClick={props.onSecondaryClick} data-kap-id="asset-box-icon">
        {props.icon}
      </a>
    </${parent.split(' ')[0]}>
  );
};
`;

describe('an anchor with no href inside a layout component', () => {
  it("MUI's Box adds no href: the anchor is not focusable (reported)", () => {
    expect(check(opener('Box', "import { Box } from '@mui/material';"))).toEqual([
      ['a11y/click-without-keyboard', 7],
    ]);
  });
  it('a Link component may hand it the href (older Next.js `<Link><a>`): not reported', () => {
    expect(check(opener('Link', "import Link from 'next/link';"))).toEqual([]);
  });
});
