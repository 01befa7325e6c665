// Held-out set 19's fireflink-ui@1.2.24 (src/components) shapes, reduced to the lines that decide the verdict and
// checked both ways (the corpus's session-32 convention: what a component does by default is judged):
// - Drawer/Drawer.tsx:61-63: an icon-only edit button rendered only under `showEditButton`, `false` by default
//   (check-elements.ts: a control off by default is judged for neither its name nor its click);
// - Accordion/Accordion.tsx:69: a title whose click acts only when `variant === 'minimal'`, `variant = 'secondary'`
//   by default (default-off-click.ts's comparisons);
// - TableTree/TableTree.tsx:58 and :69: clicks that only call the caller's `onClick`, a no-op by default
//   (noop-call.ts).
import { describe, expect, it } from 'vitest';
import { scanRule } from './scan-project';

const scan = scanRule;

const BUTTON = 'a11y/button-name';
const CLICK = 'a11y/click-without-keyboard';

const drawer = (flagDefault: string) => `import React from 'react';
import Icon from '../Icon';

export const Drawer = ({ onClose = () => {}, showEditButton${flagDefault}, onEdit = () => {}, onRemove }: any) => (
  <div className="header">
    {showEditButton && (
      <button className="button" onClick={onEdit}>
        <Icon name="edit_icon" height={16} width={16} />
      </button>
    )}
    {showEditButton && <span onClick={onRemove}>x</span>}
  </div>
);
`;

describe('a control rendered only under a prop off by default (fireflink-ui Drawer.tsx:62)', () => {
  it('does not judge the name or click of a control under `showEditButton = false`', () => {
    expect(scan(BUTTON, drawer(' = false'))).toEqual([]);
    expect(scan(CLICK, drawer(' = false'))).toEqual([]);
  });
  it('judges them when the prop is on by default', () => {
    expect(scan(BUTTON, drawer(' = true'))).toEqual([7]);
    expect(scan(CLICK, drawer(' = true'))).toEqual([11]);
  });
});

const accordion = (variant: string) => `import React from 'react';

export const Accordion = ({ headerTitle = '', variant = ${variant}, disable = false, onAccordionClick }: any) => (
  <div className="header-title">
    <span
      className={\`header-title--\${variant}\`}
      onClick={() => {
        variant === 'minimal' && !disable && onAccordionClick();
      }}
    >
      {headerTitle}
    </span>
  </div>
);
`;

describe('a click that acts only when a prop equals a value it does not have by default (Accordion.tsx:69)', () => {
  it("is no click with `variant = 'secondary'`", () => {
    expect(scan(CLICK, accordion("'secondary'"))).toEqual([]);
  });
  it("is judged with `variant = 'minimal'`", () => {
    expect(scan(CLICK, accordion("'minimal'"))).toEqual([5]);
  });
});

const tableTree = (onClick: string, arg = "{ name: 'title', node }") => `import React from 'react';

export const TableTree = ({ columnsData, node, onClick${onClick} }: any) => (
  <span>
    <div onClick={(e) => onClick(e, ${arg})}>{node.title}</div>
    {columnsData.map((column: any) => (
      <div onClick={(e) => (column.isClickable ? onClick(e, { column, node }) : null)}>{node[column.accessor]}</div>
    ))}
  </span>
);
`;

describe("clicks that only call the caller's callback, a no-op by default (TableTree.tsx:58, :69)", () => {
  it('is no click when `onClick = () => {}`', () => {
    expect(scan(CLICK, tableTree(' = () => {}'))).toEqual([]);
  });
  it('is judged when the callback has no default', () => {
    expect(scan(CLICK, tableTree(''))).toEqual([5, 7]);
  });
  it('is judged when an argument may act (a call)', () => {
    expect(scan(CLICK, tableTree(' = () => {}', 'select(node)'))).toEqual([5]);
  });
});
