import { useState, useCallback, useEffect } from "react";
import {
  THEME_STORAGE_KEY,
  applyTheme,
  type Theme,
} from "../utils/theme-helpers";

/**
 * ThemeToggle — React island for switching between dark and light mode.
 *
 * Renders as a button with sun/moon icons that crossfade on toggle.
 * Reads initial state from the DOM (set by the FOUC-prevention inline script),
 * toggles .dark class on <html>, and persists preference to localStorage.
 *
 * Uses inline SVGs — no icon library dependency to keep bundle minimal.
 * Imports shared utilities from theme-helpers.ts for consistency.
 */

export function ThemeToggle() {
  const [isDark, setIsDark] = useState(() => {
    // Read initial state from DOM — FOUC script already set .dark class
    if (typeof document !== "undefined") {
      return document.documentElement.classList.contains("dark");
    }
    return true; // SSR fallback: default dark
  });

  // Sync with external changes (e.g., other tabs via StorageEvent)
  useEffect(() => {
    const handleStorage = (e: StorageEvent) => {
      if (e.key === THEME_STORAGE_KEY) {
        const newTheme: Theme = e.newValue === "light" ? "light" : "dark";
        setIsDark(newTheme === "dark");
        applyTheme(newTheme);
      }
    };
    window.addEventListener("storage", handleStorage);
    return () => window.removeEventListener("storage", handleStorage);
  }, []);

  const toggleTheme = useCallback(() => {
    // Read from DOM (source of truth) to avoid stale closure issues
    const currentlyDark =
      document.documentElement.classList.contains("dark");
    const newIsDark = !currentlyDark;
    setIsDark(newIsDark);
    applyTheme(newIsDark ? "dark" : "light");
  }, []);

  return (
    <button
      type="button"
      onClick={toggleTheme}
      aria-label={isDark ? "Switch to light mode" : "Switch to dark mode"}
      className="relative inline-flex items-center justify-center w-8 h-8 rounded-lg text-text-muted hover:text-text hover:bg-surface-2 focus:outline-none focus-visible:ring-2 focus-visible:ring-primary transition-colors"
    >
      {/* Sun icon — visible in dark mode, click to switch to light */}
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width="20"
        height="20"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        className={`absolute inset-0 m-auto transition-all duration-300 ${
          isDark ? "rotate-0 scale-100" : "-rotate-90 scale-0"
        }`}
      >
        <circle cx="12" cy="12" r="4" />
        <path d="M12 2v2" />
        <path d="M12 20v2" />
        <path d="m4.93 4.93 1.41 1.41" />
        <path d="m17.66 17.66 1.41 1.41" />
        <path d="M2 12h2" />
        <path d="M20 12h2" />
        <path d="m6.34 17.66-1.41 1.41" />
        <path d="m19.07 4.93-1.41 1.41" />
      </svg>

      {/* Moon icon — visible in light mode, click to switch to dark */}
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width="20"
        height="20"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        className={`absolute inset-0 m-auto transition-all duration-300 ${
          !isDark ? "rotate-0 scale-100" : "rotate-90 scale-0"
        }`}
      >
        <path d="M12 3a6 6 0 0 0 9 9 9 9 0 1 1-9-9Z" />
      </svg>
    </button>
  );
}
