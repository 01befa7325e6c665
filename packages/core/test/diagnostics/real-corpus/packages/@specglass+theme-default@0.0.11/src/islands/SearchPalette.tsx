import { useState, useCallback, useEffect, useRef } from "react";

import { cn } from "../lib/utils";
import {
  CommandDialog,
  CommandInput,
  CommandList,
  CommandEmpty,
  CommandGroup,
  CommandItem,
} from "../ui/command";

/**
 * SearchPalette — Cmd+K command palette using shadcn/ui CommandDialog.
 *
 * Uses the proper shadcn/ui Command + Dialog composition:
 * - CommandDialog wraps Radix Dialog for overlay, portal, focus trap, ARIA
 * - CommandInput, CommandList, CommandItem from shadcn command component
 * - Pagefind provides search (cmdk's shouldFilter disabled)
 *
 * Designed for `client:idle` hydration.
 */

/** Shape of a Pagefind search result */
interface PagefindResult {
  id: string;
  url: string;
  excerpt: string;
  meta: {
    title?: string;
    image?: string;
  };
  sub_results?: Array<{
    title: string;
    url: string;
    excerpt: string;
  }>;
}

interface PagefindResponse {
  results: Array<{
    id: string;
    data: () => Promise<PagefindResult>;
  }>;
}

interface PagefindAPI {
  init: () => Promise<void>;
  search: (query: string) => Promise<PagefindResponse>;
}

const DEBOUNCE_MS = 150;
const MAX_RESULTS = 8;
const MAX_RECENT = 5;
const RECENT_STORAGE_KEY = "ndocs-recent-searches";

/** Load recent searches from localStorage */
function loadRecentSearches(): string[] {
  try {
    const stored = localStorage.getItem(RECENT_STORAGE_KEY);
    if (stored) return JSON.parse(stored);
  } catch { /* noop */ }
  return [];
}

/** Save a query to recent searches */
function saveRecentSearch(query: string) {
  try {
    const recents = loadRecentSearches().filter((q) => q !== query);
    recents.unshift(query);
    localStorage.setItem(
      RECENT_STORAGE_KEY,
      JSON.stringify(recents.slice(0, MAX_RECENT)),
    );
  } catch { /* noop */ }
}

/** Group results by section (first URL segment) */
function groupResults(results: PagefindResult[]): Map<string, PagefindResult[]> {
  const groups = new Map<string, PagefindResult[]>();
  for (const result of results) {
    // Extract section from URL: /docs/getting-started → "Docs"
    const segments = result.url.replace(/^\//, "").split("/");
    const section = segments.length > 1
      ? segments[0].charAt(0).toUpperCase() + segments[0].slice(1).replace(/-/g, " ")
      : "Pages";
    if (!groups.has(section)) groups.set(section, []);
    groups.get(section)!.push(result);
  }
  return groups;
}

export function SearchPalette() {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [results, setResults] = useState<PagefindResult[]>([]);
  const [recentSearches, setRecentSearches] = useState<string[]>([]);
  const [isLoading, setIsLoading] = useState(false);
  const [isUnavailable, setIsUnavailable] = useState(false);
  const pagefindRef = useRef<PagefindAPI | null>(null);
  const debounceRef = useRef<ReturnType<typeof setTimeout>>(null);

  // Load Pagefind JS lazily on palette open
  const loadPagefind = useCallback(async () => {
    if (pagefindRef.current) return;

    try {
      const pagefindPath = `/pagefind/pagefind.js`;
      const pf = await import(/* @vite-ignore */ pagefindPath);
      await pf.init();
      pagefindRef.current = pf as PagefindAPI;
    } catch {
      setIsUnavailable(true);
    }
  }, []);

  // Perform search
  const performSearch = useCallback(
    async (searchQuery: string) => {
      if (!searchQuery.trim()) {
        setResults([]);
        return;
      }

      if (!pagefindRef.current) {
        await loadPagefind();
        if (!pagefindRef.current) return;
      }

      setIsLoading(true);
      try {
        const response = await pagefindRef.current.search(searchQuery);
        const loaded = await Promise.all(
          response.results.slice(0, MAX_RESULTS).map((r) => r.data()),
        );
        setResults(loaded);
      } catch {
        setResults([]);
      } finally {
        setIsLoading(false);
      }
    },
    [loadPagefind],
  );

  // Handle input changes with debounce
  const handleValueChange = useCallback(
    (value: string) => {
      setQuery(value);
      if (debounceRef.current) {
        clearTimeout(debounceRef.current);
      }
      debounceRef.current = setTimeout(() => {
        performSearch(value);
      }, DEBOUNCE_MS);
    },
    [performSearch],
  );

  // Global Cmd+K / Ctrl+K keyboard shortcut
  useEffect(() => {
    const handleKeyDown = (e: KeyboardEvent) => {
      if ((e.metaKey || e.ctrlKey) && e.key === "k") {
        e.preventDefault();
        setOpen((prev) => !prev);
      }
    };

    document.addEventListener("keydown", handleKeyDown);
    return () => document.removeEventListener("keydown", handleKeyDown);
  }, []);

  // Load Pagefind when palette opens
  useEffect(() => {
    if (open) {
      loadPagefind();
    }
  }, [open, loadPagefind]);

  // Reset state when closing
  const handleOpenChange = useCallback((isOpen: boolean) => {
    setOpen(isOpen);
    if (isOpen) {
      setRecentSearches(loadRecentSearches());
    }
    if (!isOpen) {
      setTimeout(() => {
        setQuery("");
        setResults([]);
      }, 150);
    }
  }, []);

  // Navigate to a search result
  const handleSelect = useCallback(
    (url: string) => {
      if (query.trim()) {
        saveRecentSearch(query.trim());
      }
      handleOpenChange(false);
      window.location.href = url;
    },
    [handleOpenChange, query],
  );

  // Handle selecting a recent search
  const handleRecentSelect = useCallback(
    (recentQuery: string) => {
      setQuery(recentQuery);
      performSearch(recentQuery);
    },
    [performSearch],
  );

  // Cleanup debounce on unmount
  useEffect(() => {
    return () => {
      if (debounceRef.current) {
        clearTimeout(debounceRef.current);
      }
    };
  }, []);

  return (
    <div data-pagefind-ignore="">
      {/* Trigger button */}
      <button
        type="button"
        onClick={() => setOpen(true)}
        className={cn(
          "inline-flex items-center gap-2 px-3 py-1.5 text-[0.8125rem] rounded-lg",
          "border border-border/50 bg-surface text-text-muted",
          "hover:bg-surface-2 hover:text-text transition-colors",
          "focus:outline-none focus-visible:ring-2 focus-visible:ring-primary",
        )}
        aria-label="Search documentation (⌘K)"
      >
        <svg
          xmlns="http://www.w3.org/2000/svg"
          width="14"
          height="14"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
          className="shrink-0"
        >
          <circle cx="11" cy="11" r="8" />
          <path d="m21 21-4.3-4.3" />
        </svg>
        <span className="hidden sm:inline">Search…</span>
        <kbd
          className={cn(
            "hidden sm:inline-flex items-center gap-0.5",
            "rounded border border-border/50 bg-surface-2 px-1.5 py-0.5",
            "font-mono text-[0.625rem] text-text-muted",
          )}
        >
          ⌘K
        </kbd>
      </button>

      {/* shadcn/ui CommandDialog */}
      <CommandDialog open={open} onOpenChange={handleOpenChange} shouldFilter={false} dialogTitle="Search documentation">
        <CommandInput
          value={query}
          onValueChange={handleValueChange}
          placeholder="Search documentation…"
        />

        <CommandList>
          {/* Dev-mode unavailable state */}
          {isUnavailable && (
            <div className="px-4 py-6 text-center text-sm text-text-muted">
              <p className="mb-1">Search available after build</p>
              <p className="text-xs opacity-70">
                Run <code className="bg-surface-raised px-1 rounded">npx turbo build</code> to generate the search index
              </p>
            </div>
          )}

          {/* Loading state */}
          {isLoading && !isUnavailable && (
            <div className="px-4 py-6 text-center text-sm text-text-muted">
              Searching…
            </div>
          )}

          {/* Empty state */}
          {!isLoading && !isUnavailable && query.trim().length > 0 && (
            <CommandEmpty>
              No results found for &ldquo;{query}&rdquo;
            </CommandEmpty>
          )}

          {/* Recent searches — shown when no query */}
          {!isUnavailable && !isLoading && query.trim().length === 0 && results.length === 0 && (
            <>
              {recentSearches.length > 0 ? (
                <CommandGroup heading="Recent searches">
                  {recentSearches.map((recent) => (
                    <CommandItem
                      key={recent}
                      value={`recent-${recent}`}
                      onSelect={() => handleRecentSelect(recent)}
                      className="flex items-center gap-2 px-3 py-2 text-sm"
                    >
                      <svg xmlns="http://www.w3.org/2000/svg" width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" className="text-text-muted shrink-0" aria-hidden="true">
                        <path d="M3 12a9 9 0 1 0 9-9 9.75 9.75 0 0 0-6.74 2.74L3 8" />
                        <path d="M3 3v5h5" />
                        <path d="M12 7v5l4 2" />
                      </svg>
                      <span className="text-text-muted">{recent}</span>
                    </CommandItem>
                  ))}
                </CommandGroup>
              ) : (
                <div className="px-4 py-6 text-center text-sm text-text-muted">
                  Type to search documentation…
                </div>
              )}
            </>
          )}

          {/* Grouped results */}
          {!isUnavailable &&
            results.length > 0 &&
            Array.from(groupResults(results)).map(([section, sectionResults]) => (
              <CommandGroup key={section} heading={section}>
                {sectionResults.map((result) => (
                  <CommandItem
                    key={result.id}
                    value={result.id}
                    onSelect={() => handleSelect(result.url)}
                    className="flex flex-col items-start gap-1 px-3 py-2.5"
                  >
                    {/* Page title */}
                    <div className="font-medium text-text">
                      {result.meta?.title ?? "Untitled"}
                    </div>

                    {/* Sub-result heading */}
                    {result.sub_results?.[0]?.title &&
                      result.sub_results[0].title !== result.meta?.title && (
                        <div className="text-xs text-text-muted">
                          {result.sub_results[0].title}
                        </div>
                      )}

                    {/* Content snippet */}
                    <div
                      className="text-xs text-text-muted line-clamp-2 [&_mark]:bg-primary/20 [&_mark]:text-text [&_mark]:rounded-sm [&_mark]:px-0.5"
                      dangerouslySetInnerHTML={{
                        __html:
                          result.sub_results?.[0]?.excerpt ?? result.excerpt ?? "",
                      }}
                    />
                  </CommandItem>
                ))}
              </CommandGroup>
            ))}
        </CommandList>

        {/* Footer with keyboard hints */}
        {(results.length > 0 || query.trim().length > 0) && !isUnavailable && (
          <div className="flex items-center justify-between border-t border-border px-3 py-2 text-xs text-text-muted">
            <div className="flex items-center gap-3">
              <span className="inline-flex items-center gap-1">
                <kbd className="rounded border border-border bg-surface-raised px-1 py-0.5 font-mono text-[10px]">↑↓</kbd>
                navigate
              </span>
              <span className="inline-flex items-center gap-1">
                <kbd className="rounded border border-border bg-surface-raised px-1 py-0.5 font-mono text-[10px]">↵</kbd>
                open
              </span>
              <span className="inline-flex items-center gap-1">
                <kbd className="rounded border border-border bg-surface-raised px-1 py-0.5 font-mono text-[10px]">esc</kbd>
                close
              </span>
            </div>
          </div>
        )}
      </CommandDialog>
    </div>
  );
}
