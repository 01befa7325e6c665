import { useState, useEffect, useCallback, useRef } from "react";
import { cn } from "../lib/utils";

/**
 * LanguageToggle — Global language selector for code examples.
 *
 * Broadcasts the same `ndocs-language-change` CustomEvent that CodeTabs
 * uses, so all code tab groups on the page (and future pages) sync to
 * the selected language. Persists preference in localStorage.
 *
 * Designed for `client:idle` hydration in the site header.
 */

// Must match CodeTabs constants
const LANGUAGE_CHANGE_EVENT = "ndocs-language-change";
const DEFAULT_SYNC_KEY = "sdk-language";
const STORAGE_KEY = `ndocs-preferred-${DEFAULT_SYNC_KEY}`;

/** A selectable language option */
interface LanguageOption {
  /** Display label (e.g., "Python") */
  label: string;
  /** Language key matching CodeTabs (e.g., "python") */
  value: string;
}

const DEFAULT_LANGUAGES: LanguageOption[] = [
  { label: "Python", value: "python" },
  { label: "Node.js", value: "nodejs" },
  { label: "Go", value: "go" },
  { label: "cURL", value: "curl" },
];

interface LanguageToggleProps {
  /** Available languages. Defaults to Python/Node.js/Go/cURL */
  languages?: LanguageOption[];
  /** Sync key — must match CodeTabs syncKey. Default: "sdk-language" */
  syncKey?: string;
}

function LanguageToggle({
  languages = DEFAULT_LANGUAGES,
  syncKey = DEFAULT_SYNC_KEY,
}: LanguageToggleProps) {
  const storageKey = `ndocs-preferred-${syncKey}`;
  const [selected, setSelected] = useState(languages[0]?.value ?? "");
  const [isOpen, setIsOpen] = useState(false);
  const dropdownRef = useRef<HTMLDivElement>(null);

  // Restore stored preference after hydration
  useEffect(() => {
    try {
      const stored = localStorage.getItem(storageKey);
      if (stored && languages.some((l) => l.value === stored)) {
        setSelected(stored);
      }
    } catch { /* noop */ }
  }, [storageKey, languages]);

  // Listen for external language changes
  useEffect(() => {
    const handler = (e: Event) => {
      const detail = (e as CustomEvent).detail;
      if (detail?.syncKey === syncKey && languages.some((l) => l.value === detail.language)) {
        setSelected(detail.language);
      }
    };
    window.addEventListener(LANGUAGE_CHANGE_EVENT, handler);
    return () => window.removeEventListener(LANGUAGE_CHANGE_EVENT, handler);
  }, [syncKey, languages]);

  // Close dropdown on outside click
  useEffect(() => {
    if (!isOpen) return;
    const handler = (e: MouseEvent) => {
      if (dropdownRef.current && !dropdownRef.current.contains(e.target as Node)) {
        setIsOpen(false);
      }
    };
    document.addEventListener("mousedown", handler);
    return () => document.removeEventListener("mousedown", handler);
  }, [isOpen]);

  // Close on Escape
  useEffect(() => {
    if (!isOpen) return;
    const handler = (e: KeyboardEvent) => {
      if (e.key === "Escape") setIsOpen(false);
    };
    document.addEventListener("keydown", handler);
    return () => document.removeEventListener("keydown", handler);
  }, [isOpen]);

  const handleSelect = useCallback(
    (value: string) => {
      setSelected(value);
      setIsOpen(false);
      try {
        localStorage.setItem(storageKey, value);
      } catch { /* noop */ }
      window.dispatchEvent(
        new CustomEvent(LANGUAGE_CHANGE_EVENT, {
          detail: { syncKey, language: value },
        }),
      );
    },
    [storageKey, syncKey],
  );

  const selectedLabel = languages.find((l) => l.value === selected)?.label ?? selected;

  return (
    <div ref={dropdownRef} className="relative">
      <button
        type="button"
        onClick={() => setIsOpen(!isOpen)}
        className={cn(
          "inline-flex items-center gap-1.5 px-2.5 py-1.5 text-xs font-medium rounded-lg",
          "border border-border/50 bg-surface text-text-muted",
          "hover:bg-surface-2 hover:text-text transition-colors duration-150",
          "focus:outline-none focus-visible:ring-2 focus-visible:ring-primary",
        )}
        aria-label={`Language: ${selectedLabel}`}
        aria-expanded={isOpen}
        aria-haspopup="listbox"
      >
        <svg
          xmlns="http://www.w3.org/2000/svg"
          width="12"
          height="12"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          className="shrink-0"
          aria-hidden="true"
        >
          <polyline points="16 18 22 12 16 6" />
          <polyline points="8 6 2 12 8 18" />
        </svg>
        <span>{selectedLabel}</span>
        <svg
          xmlns="http://www.w3.org/2000/svg"
          width="10"
          height="10"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
          className={cn("shrink-0 transition-transform duration-150", isOpen && "rotate-180")}
          aria-hidden="true"
        >
          <polyline points="6 9 12 15 18 9" />
        </svg>
      </button>

      {isOpen && (
        <div
          role="listbox"
          aria-label="Select language"
          className={cn(
            "absolute right-0 top-full mt-1.5 z-50 min-w-32",
            "rounded-xl border border-border/50 bg-surface shadow-xl shadow-black/20",
            "py-1 animate-in fade-in-0 zoom-in-95 duration-150",
          )}
        >
          {languages.map((lang) => (
            <button
              key={lang.value}
              type="button"
              role="option"
              aria-selected={lang.value === selected}
              className={cn(
                "flex items-center w-full px-3 py-1.5 text-xs text-left rounded-md mx-auto",
                "hover:bg-surface-2 transition-colors duration-150",
                lang.value === selected
                  ? "text-text font-medium"
                  : "text-text-muted",
              )}
              onClick={() => handleSelect(lang.value)}
            >
              {lang.value === selected && (
                <svg
                  xmlns="http://www.w3.org/2000/svg"
                  width="12"
                  height="12"
                  viewBox="0 0 24 24"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.5"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                  className="mr-2 shrink-0"
                  aria-hidden="true"
                >
                  <polyline points="20 6 9 17 4 12" />
                </svg>
              )}
              {lang.value !== selected && <span className="w-[12px] mr-2" />}
              {lang.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

export { LanguageToggle };
export type { LanguageOption, LanguageToggleProps };
