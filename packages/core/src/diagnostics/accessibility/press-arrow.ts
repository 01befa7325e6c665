/**
 * An inline mouse-down that picks an item, read as a click (see press-select.ts): the arrow makes one call, of a
 * state setter or a callback, handing it a name (the item, its key) and nothing else, and uses its event, if it
 * takes one, only to keep the focus where it is. `onMouseDown={() => setMenuOpened(name)}` on a window menu's entry
 * (@react95/core@9.8.0 components/Modal/Modal.tsx:222, MIT), and `onMouseDown={(event) => { event.preventDefault();
 * onClick(item); }}` on an autocomplete suggestion (matrix-react-sdk@3.114.0
 * src/components/structures/AutocompleteInput.tsx:211-214, Apache-2.0): both set 24, labelled click-without-keyboard
 * (set 22's lead on mouse-downs that act). A drag start hands on the event or a position, and a press that only
 * sets a flag (`setPressed(true)`) hands a literal, and one that keeps the event's target hands a part of the
 * event: none is read. Names that say drag, move or resize are not.
 */
export function picksItemOnPress(value: string): boolean {
  const arrow = /^\(\s*(?:([A-Za-z_$][\w$]*)\s*(?::[^)]*)?)?\)\s*=>\s*(?:\{([\s\S]*)\}|([\s\S]*))$/.exec(
    value.trim(),
  );
  if (!arrow) return false;
  const [, event, block, expression] = arrow;
  let body = (block ?? expression ?? '').trim();
  if (event) {
    const stopper = new RegExp(
      `^${event.replace(/\$/g, '\\$')}\\.(?:preventDefault|stopPropagation)\\(\\s*\\);?\\s*`,
    );
    while (stopper.test(body)) body = body.replace(stopper, '');
  }
  const call =
    /^([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)\(\s*([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)\s*\);?$/.exec(
      body.trim(),
    );
  if (!call) return false;
  const [, callee = '', argument = ''] = call;
  // The event or a part of it (`setMouseDownTarget(e.target)`, a backdrop remembering where a press began,
  // @netfoundry/docusaurus-theme@0.17.0 theme/SearchBar/index.tsx:54, set 8, labelled null): no item.
  const root = argument.split('.')[0];
  if (root === event || /^(?:true|false|null|undefined|this)$/.test(argument)) return false;
  if (/drag|move|resize|scroll|[XY]$|position|start/i.test(`${callee} ${argument}`)) return false;
  const last = callee.slice(callee.lastIndexOf('.') + 1);
  return /^(?:set[A-Z]\w*|on[A-Z]\w*|select\w*|pick\w*|choose\w*|toggle\w*|open\w*)$/.test(last);
}
