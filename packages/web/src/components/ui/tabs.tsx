import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';

export interface TabItem<K extends string> {
  key: K;
  label: ReactNode;
  panel: ReactNode;
}

interface TabsProps<K extends string> {
  /** Names the tab list for screen readers ("Best practices views"). */
  label: string;
  tabs: readonly TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
  className?: string;
}

/**
 * WAI-ARIA tabs with automatic activation: one tab stop, arrow keys (and Home/End) move between tabs, the
 * selected panel is the only one rendered.
 */
export function Tabs<K extends string>({ label, tabs, selected, onSelect, className }: TabsProps<K>) {
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const index = Math.max(
    0,
    tabs.findIndex((tab) => tab.key === selected),
  );
  const current = tabs[index];

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = (target + tabs.length) % tabs.length;
    const nextTab = tabs[next];
    if (!nextTab) return;
    onSelect(nextTab.key);
    listRef.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  };

  return (
    <div className={['tabs', className].filter(Boolean).join(' ')}>
      <div ref={listRef} role="tablist" aria-label={label} className="tab-list" onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const isSelected = tab.key === current?.key;
          return (
            <button
              key={tab.key}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.key}`}
              aria-selected={isSelected}
              // Only the selected panel exists, so only its tab points at it.
              aria-controls={isSelected ? `${baseId}-panel-${tab.key}` : undefined}
              tabIndex={isSelected ? 0 : -1}
              className="tab"
              onClick={() => onSelect(tab.key)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {current ? (
        <div
          role="tabpanel"
          id={`${baseId}-panel-${current.key}`}
          aria-labelledby={`${baseId}-tab-${current.key}`}
          className="tab-panel"
        >
          {current.panel}
        </div>
      ) : null}
    </div>
  );
}
