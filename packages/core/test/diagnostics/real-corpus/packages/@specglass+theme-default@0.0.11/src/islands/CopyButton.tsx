/**
 * CopyButton island — copies code to clipboard with visual feedback.
 *
 * Renders a small button with a copy icon that, on click, copies the
 * provided `code` string to the clipboard. Shows a checkmark for 2s
 * after a successful copy, then reverts to the copy icon.
 *
 * Architecture: React island in `islands/` — hydrated with `client:idle`.
 * Uses inline SVGs (no icon library) following the ThemeToggle pattern.
 */

import { useState, useCallback, useRef } from "react";

export interface CopyButtonProps {
  /** The raw code text to copy to clipboard */
  code: string;
}

export function CopyButton({ code }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  const timeoutRef = useRef<ReturnType<typeof setTimeout> | null>(null);

  const handleCopy = useCallback(() => {
    // Clear any existing timeout to avoid stale state
    if (timeoutRef.current) {
      clearTimeout(timeoutRef.current);
    }

    navigator.clipboard.writeText(code).then(() => {
      setCopied(true);
      timeoutRef.current = setTimeout(() => {
        setCopied(false);
        timeoutRef.current = null;
      }, 2000);
    }).catch(() => {
      // Clipboard API unavailable — silent fail for MVP
      console.warn("[CopyButton] Clipboard API unavailable");
    });
  }, [code]);

  return (
    <button
      type="button"
      onClick={handleCopy}
      aria-label={copied ? "Copied!" : "Copy code"}
      title={copied ? "Copied!" : "Copy code"}
      className={`sg-copy-btn${copied ? " sg-copy-btn-copied" : ""}`}
      style={{
        position: "absolute",
        top: "0.5rem",
        right: "0.5rem",
        display: "flex",
        alignItems: "center",
        justifyContent: "center",
        width: "2rem",
        height: "2rem",
        borderRadius: "0.375rem",
        border: "1px solid var(--color-border, #e5e7eb)",
        backgroundColor: "var(--color-surface, #ffffff)",
        color: "var(--color-text-muted, #6b7280)",
        cursor: "pointer",
        opacity: copied ? 1 : 0,
        transition: "opacity 150ms ease, background-color 150ms ease, color 150ms ease",
      }}
    >
      {/* Copy icon (visible by default) */}
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width="16"
        height="16"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="sg-copy-icon"
        aria-hidden="true"
      >
        <rect x="9" y="9" width="13" height="13" rx="2" ry="2" />
        <path d="M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1" />
      </svg>
      {/* Checkmark icon (visible when copied) */}
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width="16"
        height="16"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="sg-copy-check"
        style={{ color: "#22c55e" }}
        aria-hidden="true"
      >
        <polyline points="20 6 9 17 4 12" />
      </svg>
    </button>
  );
}

