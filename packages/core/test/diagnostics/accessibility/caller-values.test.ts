// Values a component's props get from its callers in the same file (held-out set 11, read as tuning material
// after its first measure): a `tabIndex` prop that every caller fills with a loop counter is positive on every
// round after the first. Each shape is checked both ways: the real code gets the label's verdict, and a small
// change that hides or replaces the caller's value keeps it unknown.
import { describe, expect, it } from 'vitest';
import { checkJsxAccessibility } from '../../../src/diagnostics/accessibility';
import { parseSource } from '../parse';

const check = (text: string, path = 'src/view.js') =>
  checkJsxAccessibility({ path, text }, parseSource(path, text).program).map((f) => [f.ruleId, f.line]);

const TABINDEX = 'a11y/tabindex-positive';
const lineOf = (text: string, marker: string) => text.slice(0, text.indexOf(marker)).split('\n').length;

describe('a tabIndex prop every caller in the file fills with a loop counter', () => {
  // react-gantt-timeline@0.4.3 (MIT) src/lib/components/taskList/TaskList.js:38 and :59-67: the read-only task
  // name has tabIndex={this.props.index}, and renderTaskRow pushes <TaskRow index={i} /> for i = startRow, … .
  const taskList = (
    passed = 'index={i}',
    loop = 'for (let i = this.props.startRow; i < this.props.endRow + 1; i++)',
  ) =>
    `import React, { Component } from 'react';

export class TaskRow extends Component {
  render() {
    return (
      <div className="timeLine-side-task-row">
        <div tabIndex={this.props.index} style={{ width: '100%' }}>
          {this.props.label}
        </div>
      </div>
    );
  }
}

export default class TaskList extends Component {
  renderTaskRow(data) {
    let result = [];
    ${loop} {
      let item = data[i];
      if (!item) break;
      result.push(<TaskRow key={i} ${passed} item={item} label={item.name} />);
    }
    return result;
  }

  render() {
    return <div>{this.renderTaskRow(this.props.data)}</div>;
  }
}`;

  it('reports the row number as a positive tabindex', () => {
    const text = taskList();
    expect(check(text)).toEqual([[TABINDEX, lineOf(text, 'tabIndex=')]]);
  });

  it('reads a .map index the same way', () => {
    const text = `const Row = (props) => <div tabIndex={props.index}>{props.label}</div>;
export const List = ({ items }) => <div>{items.map((item, i) => <Row key={item.id} index={i} label={item.name} />)}</div>;`;
    expect(check(text)).toEqual([[TABINDEX, 1]]);
  });

  it('keeps the value unknown when a caller passes something else, spreads, or none renders it', () => {
    expect(check(taskList('index={0}'))).toEqual([]);
    expect(check(taskList('index={i} {...this.props.rowProps}'))).toEqual([]);
    expect(check(taskList('index={item.order}'))).toEqual([]);
    expect(check(taskList('index={i}', 'for (let i = this.props.endRow; i >= 0; i--)'))).toEqual([]);
    expect(check(taskList().replace(/result\.push\(.*\);/, 'result.push(item);'))).toEqual([]);
  });
});
