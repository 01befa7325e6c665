// A hidden element that shows no text is skipped as the mouse-only duplicate of a control offered elsewhere;
// when its click runs a function the file reaches from nowhere else, there is no original and the icon is the
// only way to the action (held-out set 11, read as tuning material after its first measure). Checked both ways.
import { describe, expect, it } from 'vitest';
import { checkJsxAccessibility } from '../../../src/diagnostics/accessibility';
import { parseSource } from '../parse';

const check = (text: string, path = 'src/view.tsx') =>
  checkJsxAccessibility({ path, text }, parseSource(path, text).program).map((f) => [f.ruleId, f.line]);

const CLICK = 'a11y/click-without-keyboard';
const lineOf = (text: string, marker: string, from = 0) =>
  text.slice(0, text.indexOf(marker, from)).split('\n').length;

describe("a hidden info icon whose click is the only way to a ticket's description", () => {
  // tf-checkout-react@1.7.31 (MIT) src/components/ticketsContainer/TicketsSection.tsx:60-63 and :135-142: the
  // toggle is declared in the component and called only from the aria-hidden info icons.
  const section = (extra = '') => `import React, { useState } from 'react';

export const TicketsSection = ({ tickets, descriptionTrigger = 'click' }) => {
  const [visibleDescription, setVisibleDescription] = useState(null);

  const handleDescriptionToggle = (ticketId) => {
    setVisibleDescription((current) => (current === ticketId ? null : ticketId));
  };

  return tickets.map((ticket) => (
    <div key={ticket.id} className="event-detail__tier-name">
      {ticket.name}
      <span
        aria-hidden
        className="info-icon"
        onClick={descriptionTrigger === 'click' ? () => handleDescriptionToggle(ticket.id) : undefined}
      />
      ${extra}
      {visibleDescription === ticket.id && <div>{ticket.description}</div>}
    </div>
  ));
};`;

  it('reports the icon', () => {
    const text = section();
    expect(check(text)).toEqual([[CLICK, lineOf(text, '<span')]]);
  });

  it('reports both icons that share the toggle', () => {
    const second = '<i aria-hidden className="info" onClick={() => handleDescriptionToggle(ticket.id)} />';
    const text = section(second);
    expect(check(text)).toEqual([
      [CLICK, lineOf(text, '<span')],
      [CLICK, lineOf(text, '<i ')],
    ]);
  });

  it('keeps skipping it when a control or key handler reaches the same function', () => {
    expect(
      check(section('<button onClick={() => handleDescriptionToggle(ticket.id)}>Info</button>')),
    ).toEqual([]);
    const keys = '<a href="#info" onKeyDown={(e) => handleDescriptionToggle(ticket.id)}>Info</a>';
    expect(check(section(keys))).toEqual([]);
  });

  it('keeps skipping the − and + icons beside the number field they step', () => {
    // A basket row met in public code while checking this rule: <i aria-hidden className="fa fa-minus"
    // onClick={() => handleClick(inputValue - 1)} /> beside <input type="number">, whose own keys set the value.
    const text = `import React, { useState } from 'react';
export const BasketItem = ({ el }) => {
  const [inputValue, setInputValue] = useState(el.quantity);
  const handleClick = (quantity) => setInputValue(quantity);
  return (
    <div className="d-flex">
      <i className="fa fa-minus" aria-hidden="true" onClick={() => handleClick(inputValue - 1)}></i>
      <input type="number" aria-label="Quantity" value={inputValue} onChange={(e) => setInputValue(e.target.value)} />
      <i className="fa fa-plus" aria-hidden="true" onClick={() => handleClick(inputValue + 1)}></i>
    </div>
  );
};`;
    expect(check(text)).toEqual([]);
    expect(check(text.replace(/<input.*\/>/, '<span>{inputValue}</span>'))).toEqual([
      [CLICK, 7],
      [CLICK, 9],
    ]);
  });

  it("keeps skipping a hidden icon whose click is the caller's callback", () => {
    const text = section().replace(/\(\) => handleDescriptionToggle\(ticket\.id\)/, 'onInfo');
    expect(check(text)).toEqual([]);
  });
});
