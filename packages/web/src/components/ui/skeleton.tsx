/** A placeholder block while data loads; hidden from assistive tech, which hears the busy region instead. */
export function Skeleton({ className }: { className?: string }) {
  return <div className={['skeleton', className].filter(Boolean).join(' ')} aria-hidden="true" />;
}
