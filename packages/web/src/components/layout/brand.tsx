/** The Charter mark and name; decorative mark, the name is the text. */
export function Brand({ suffix }: { suffix?: string }) {
  return (
    <span className="brand">
      <svg className="brand-mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" fill="currentColor" opacity="0.14" />
        <path d="M10 9h12v3H13v8h9v3H10z" fill="currentColor" />
      </svg>
      <span className="brand-name">
        Charter{suffix ? <span className="brand-suffix"> {suffix}</span> : null}
      </span>
    </span>
  );
}
