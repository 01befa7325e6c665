import type { ReactNode } from 'react';

/**
 * An inline message. `role="alert"` is announced as soon as it renders, which is what a failed submit needs;
 * keep it mounted only while there is something to say.
 */
export function Alert({ tone = 'error', children }: { tone?: 'error' | 'info'; children: ReactNode }) {
  return (
    <div className={`alert alert-${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
