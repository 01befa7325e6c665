// A mouse-only control that picks an item of a widget whose every item has a keyboard-operable control calling
// the same callback (the corpus's set-8 rule: a result the same widget gives by keyboard is not a violation).
// From held-out set 9's false positives @hashicorp/react-tabs@8.2.0 partials/tab-triggers/index.tsx:217/:226
// (MPL-2.0, files kept in ../real-corpus/packages), reduced to the lines that decide the verdict and checked
// both ways: the real shape is silent, and each part that makes the keyboard path taken away is reported.
import { describe, expect, it } from 'vitest';
import { checkJsxAccessibility } from '../../../src/diagnostics/accessibility';
import { toDiagnosticLimits } from '../../../src/diagnostics/limits';
import { scanFiles } from '../../../src/diagnostics/scanner';
import type { SourceFile } from '../../../src/diagnostics/types';
import { parseSource } from '../parse';

const CLICK = 'a11y/click-without-keyboard';

const scan = (files: SourceFile[]) =>
  scanFiles(files, { parse: parseSource, limits: toDiagnosticLimits(), categories: ['accessibility'] })
    .findings.filter((f) => f.ruleId === CLICK)
    .map((f) => `${f.file}:${f.line}`);

const check = (text: string, path = 'src/view.tsx') =>
  checkJsxAccessibility({ path, text }, parseSource(path, text).program)
    .filter((f) => f.ruleId === CLICK)
    .map((f) => f.line);

const lineOf = (text: string, needle: string) => text.slice(0, text.indexOf(needle)).split('\n').length;

describe('prev / next arrows beside tab buttons that pick every tab with the same callback', () => {
  // partials/tab-trigger/index.tsx:24-57: a native button calling the destructured prop `setActiveTab`.
  const tabTrigger = (control = 'button') => `import React, { useEffect } from 'react'

function TabTrigger({ tab, activeTabIdx, setActiveTab }) {
  const isActiveTab = tab.index === activeTabIdx
  useEffect(() => {}, [isActiveTab])
  return (
    <${control}
      data-tabindex={tab.index}
      onMouseDown={(e) => e.preventDefault()}
      onClick={() => setActiveTab(tab.index, tab.group)}
    >
      <span>{tab.heading}</span>
    </${control}>
  )
}

export default TabTrigger
`;
  // partials/tab-triggers/index.tsx:26-237: the arrows are a file-local component whose only rendering hands
  // it functions calling the same `setActiveTab` the mapped TabTriggers are handed.
  const tabTriggers = ({
    prev = 'setActiveTab(target, tabs[target].group)',
    exported = '',
    handed = `setActiveTab={(targetIdx, groupId) => {
            setActiveTab(targetIdx, groupId)
            updateScrollOffset(targetIdx)
          }}`,
  } = {}) => `import React, { useCallback } from 'react'
import TabTrigger from '../tab-trigger'

function TabTriggers({ tabs, activeTabIdx, setActiveTab }) {
  const updateScrollOffset = useCallback((targetTabIdx) => {}, [])
  return (
    <div>
      {tabs.map((tab, stableIdx) => (
        <TabTrigger
          key={stableIdx}
          activeTabIdx={activeTabIdx}
          ${handed}
          tab={tab}
        />
      ))}
      <NextPrevArrows
        onPrev={() => {
          const target = activeTabIdx - 1
          if (target >= 0) {
            ${prev}
          } else {
            updateScrollOffset(activeTabIdx)
          }
        }}
        onNext={() => {
          const target = activeTabIdx + 1
          if (target < tabs.length) {
            setActiveTab(target, tabs[target].group)
          } else {
            updateScrollOffset(activeTabIdx)
          }
        }}
      />
    </div>
  )
}

${exported}function NextPrevArrows({ onPrev, onNext }) {
  return (
    <>
      <div className="prev" onClick={onPrev}>
        <Image alt="Previous" />
      </div>
      <div className="next" onClick={onNext}>
        <Image alt="Next" />
      </div>
    </>
  )
}

export default TabTriggers
`;
  const project = (trigger = tabTrigger(), triggers = tabTriggers()): SourceFile[] => [
    { path: 'partials/tab-trigger/index.tsx', text: trigger },
    { path: 'partials/tab-triggers/index.tsx', text: triggers },
  ];
  const at = (text: string, needle: string) => `partials/tab-triggers/index.tsx:${lineOf(text, needle)}`;

  it('is silent on the arrows of the real shape (their tabs are picked by keyboard with setActiveTab)', () => {
    expect(scan(project())).toEqual([]);
  });

  it('reports both arrows when the tab control is not a native button', () => {
    const text = tabTriggers();
    expect(scan(project(tabTrigger('div'), text))).toEqual([
      'partials/tab-trigger/index.tsx:7',
      at(text, '<div className="prev"'),
      at(text, '<div className="next"'),
    ]);
  });

  it('reports the arrow that does something the tab buttons do not', () => {
    const other = tabTriggers({ prev: 'setPage(target)' });
    expect(scan(project(tabTrigger(), other))).toEqual([at(other, '<div className="prev"')]);
    const cleared = tabTriggers({ prev: 'setActiveTab(null)' });
    expect(scan(project(tabTrigger(), cleared))).toEqual([at(cleared, '<div className="prev"')]);
  });

  it('reports the arrows when the mapped tabs are not handed setActiveTab, or the arrows may be rendered elsewhere', () => {
    const unhanded = tabTriggers({ handed: 'onSelect={() => setActiveTab(0)}' });
    expect(scan(project(tabTrigger(), unhanded))).toEqual([
      at(unhanded, '<div className="prev"'),
      at(unhanded, '<div className="next"'),
    ]);
    const exported = tabTriggers({ exported: 'export ' });
    expect(scan(project(tabTrigger(), exported))).toEqual([
      at(exported, '<div className="prev"'),
      at(exported, '<div className="next"'),
    ]);
  });
});

describe('the same shape in one component: dots rendered as native buttons per slide', () => {
  const carousel = (dots: string) => `function Carousel({ slides, current, goTo }) {
  return (
    <div>
      <span className="prev" onClick={() => goTo(current - 1)}>‹</span>
      <ul>${dots}</ul>
    </div>
  )
}
`;
  it('is silent when every slide has a button calling the same goTo', () => {
    expect(
      check(carousel('{slides.map((s, i) => <li key={i}><button onClick={() => goTo(i)}>•</button></li>)}')),
    ).toEqual([]);
  });

  it('reports the arrow when the button is not one per item, or is disabled', () => {
    expect(check(carousel('<li><button onClick={() => goTo(0)}>first</button></li>'))).toEqual([4]);
    expect(
      check(
        carousel(
          '{slides.map((s, i) => <li key={i}><button disabled onClick={() => goTo(i)}>•</button></li>)}',
        ),
      ),
    ).toEqual([4]);
  });
});
