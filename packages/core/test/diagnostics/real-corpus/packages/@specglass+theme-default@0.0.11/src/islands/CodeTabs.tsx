import { useState, useEffect, useCallback, useRef, useMemo, useId } from "react";
import { cn } from "../lib/utils";

/**
 * CodeTabs — React island for SDK/language code tabs with persistent preference.
 *
 * Features:
 * - Tab switching with keyboard navigation (ArrowLeft/Right, Home/End)
 * - localStorage persistence of preferred language
 * - Cross-group sync via CustomEvent broadcast
 * - Configurable syncKey for independent tab groups
 *
 * Designed for `client:idle` hydration in Astro islands.
 *
 * @see architecture.md FR32 (SDK tab switching), FR33 (persistent preference)
 */

// ---------------------------------------------------------------------------
// Constants
// ---------------------------------------------------------------------------

const LANGUAGE_CHANGE_EVENT = "ndocs-language-change";

function getStorageKey(syncKey: string): string {
  return `ndocs-preferred-${syncKey}`;
}

// ---------------------------------------------------------------------------
// Types
// ---------------------------------------------------------------------------

/** A single tab definition */
interface CodeTab {
  /** Display label (e.g., "Python", "Node.js", "cURL") */
  label: string;
  /** Language key for sync/persistence (e.g., "python", "nodejs", "curl") */
  language: string;
  /** Pre-rendered HTML content (from Shiki or MDX) */
  content: string;
}

interface CodeTabsProps {
  /** Array of tab definitions */
  tabs: CodeTab[];
  /** Sync key — all CodeTabs with same key share selection. Default: "sdk-language" */
  syncKey?: string;
  /** Custom ARIA label for the tablist. Default: "SDK language tabs" */
  ariaLabel?: string;
}

// ---------------------------------------------------------------------------
// Hook — useCodeTabs
// SYNC: If changing this hook, update code-tabs.test.ts mirror copy
// ---------------------------------------------------------------------------

function useCodeTabs(languages: string[], syncKey: string) {
  const storageKey = getStorageKey(syncKey);

  // Always start at index 0 — SSR-safe. Stored preference is restored in useEffect
  // to avoid hydration mismatch (server has no localStorage → renders index 0,
  // but client reads a different index → React can't reconcile → multiple panels visible).
  const [activeIndex, setActiveIndex] = useState(0);
  const isInternalChange = useRef(false);

  // Restore stored preference after hydration
  useEffect(() => {
    try {
      const stored = localStorage.getItem(storageKey);
      if (stored) {
        const idx = languages.indexOf(stored);
        if (idx !== -1 && idx !== 0) {
          setActiveIndex(idx);
        }
      }
    } catch {
      // localStorage unavailable
    }
  }, [storageKey, languages]);

  const setTab = useCallback(
    (index: number) => {
      if (index < 0 || index >= languages.length) return;
      setActiveIndex(index);
      const language = languages[index];
      if (language) {
        try {
          localStorage.setItem(storageKey, language);
        } catch {
          // localStorage unavailable
        }
        isInternalChange.current = true;
        window.dispatchEvent(
          new CustomEvent(LANGUAGE_CHANGE_EVENT, {
            detail: { syncKey, language },
          }),
        );
        isInternalChange.current = false;
      }
    },
    [languages, storageKey, syncKey],
  );

  // Listen for external language change events (from other CodeTabs instances)
  useEffect(() => {
    const handler = (e: Event) => {
      if (isInternalChange.current) return;
      const detail = (e as CustomEvent).detail;
      if (detail?.syncKey === syncKey) {
        const idx = languages.indexOf(detail.language);
        if (idx !== -1) {
          setActiveIndex(idx);
        }
      }
    };
    window.addEventListener(LANGUAGE_CHANGE_EVENT, handler);
    return () => window.removeEventListener(LANGUAGE_CHANGE_EVENT, handler);
  }, [languages, syncKey]);

  return { activeIndex, setTab };
}

// ---------------------------------------------------------------------------
// Component
// ---------------------------------------------------------------------------

function CodeTabs({ tabs, syncKey = "sdk-language", ariaLabel = "SDK language tabs" }: CodeTabsProps) {
  // Memoize languages to prevent useEffect re-subscription on every render (H1 fix)
  const languageKey = tabs.map((t) => t.language).join(",");
  const languages = useMemo(() => tabs.map((t) => t.language), [languageKey]);
  const { activeIndex, setTab } = useCodeTabs(languages, syncKey);

  // Stable unique ID per instance via React's useId (HMR-safe)
  const groupId = useId();

  // Keyboard navigation
  const handleKeyDown = useCallback(
    (e: React.KeyboardEvent) => {
      let nextIndex: number | null = null;

      if (e.key === "ArrowRight") {
        nextIndex = (activeIndex + 1) % tabs.length;
      } else if (e.key === "ArrowLeft") {
        nextIndex = (activeIndex - 1 + tabs.length) % tabs.length;
      } else if (e.key === "Home") {
        nextIndex = 0;
      } else if (e.key === "End") {
        nextIndex = tabs.length - 1;
      }

      if (nextIndex !== null) {
        e.preventDefault();
        setTab(nextIndex);
        // Focus the newly active tab button
        const btn = document.getElementById(`${groupId}-tab-${nextIndex}`);
        btn?.focus();
      }
    },
    [activeIndex, tabs.length, setTab, groupId],
  );

  if (tabs.length === 0) return null;

  return (
    <div className="my-6 border border-border rounded-lg overflow-hidden">
      {/* Tab bar */}
      <div
        role="tablist"
        aria-label={ariaLabel}
        className="flex border-b border-border bg-surface-raised"
        onKeyDown={handleKeyDown}
      >
        {tabs.map((tab, i) => (
          <button
            key={tab.language}
            id={`${groupId}-tab-${i}`}
            role="tab"
            aria-selected={i === activeIndex}
            aria-controls={`${groupId}-panel-${i}`}
            tabIndex={i === activeIndex ? 0 : -1}
            className={cn(
              "px-4 py-2 border-b-2 border-transparent text-[0.8125rem] font-medium font-mono",
              "text-text-muted cursor-pointer whitespace-nowrap bg-transparent",
              "transition-colors duration-150 hover:text-text",
              "focus-visible:outline-2 focus-visible:outline-primary focus-visible:-outline-offset-2",
              i === activeIndex && "text-text border-b-primary",
            )}
            onClick={() => setTab(i)}
          >
            {tab.label}
          </button>
        ))}
      </div>

      {/* Panels */}
      {tabs.map((tab, i) => (
        <div
          key={tab.language}
          id={`${groupId}-panel-${i}`}
          role="tabpanel"
          aria-labelledby={`${groupId}-tab-${i}`}
          tabIndex={0}
          className="code-tabs-panel"
          style={{ display: i === activeIndex ? undefined : "none" }}
          dangerouslySetInnerHTML={{ __html: tab.content }}
        />
      ))}
    </div>
  );
}

export { CodeTabs };
export type { CodeTab, CodeTabsProps };
