// A wrapping label whose only content is the select it wraps names nothing (held-out set 21's
// @kapeta/ui-web-components miss, files kept in ../real-corpus/packages).
import { describe, expect, it } from 'vitest';
import { checkJsxAccessibility } from '../../../src/diagnostics/accessibility';
import { parseSource } from '../parse';

const check = (text: string, path = 'src/view.tsx') =>
  checkJsxAccessibility({ path, text }, parseSource(path, text).program).map((f) => [f.ruleId, f.line]);

const LABEL = 'a11y/form-label';

describe("a select's options are not a name for the label around it", () => {
  // @kapeta/ui-web-components@3.12.0 (MIT) src/entities/EntityEditor.tsx:72-110, reduced.
  const editor = (caption = '') => `export function InstanceEditor(props) {
  return (
    <div className={'instance-provider'}>
      <label>${caption}
        <select className={'value instance'} value={props.value?.id} onChange={(event) => props.onChange(event.currentTarget.value)}>
          <option value={''}>{props.instances?.length ? 'Select instance...' : 'No instances available'}</option>
          {props.instances?.map((v) => <option key={v.id} value={v.id}>{v.name}</option>)}
        </select>
      </label>
    </div>
  );
}
`;
  it('the select in an otherwise empty label is reported', () => {
    expect(check(editor())).toEqual([[LABEL, 5]]);
  });
  it('a label with its own caption names it', () => {
    expect(check(editor('<span>Instance:</span>'))).toEqual([]);
  });
});
