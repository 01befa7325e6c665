import type { ReactNode } from 'react';

/** The whole-screen states of the gates: "Loading…", a failed check with a retry. */
export function FullPageMessage({ children, busy }: { children: ReactNode; busy?: boolean }) {
  return (
    <main id="main" tabIndex={-1} className="full-page-message" aria-busy={busy || undefined}>
      {children}
    </main>
  );
}
