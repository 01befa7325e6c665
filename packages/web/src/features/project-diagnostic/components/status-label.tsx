import type { ProjectAnalysis } from '@charter/core';

type Status = ProjectAnalysis['diagnostics'][number]['status'];

const STATUS: Record<Status, { icon: string; text: string }> = {
  healthy: { icon: '✓', text: 'Healthy' },
  warning: { icon: '!', text: 'Warning' },
  critical: { icon: '✕', text: 'Critical' },
};

/** A category's status as an icon and a word; the icon is decoration, the word is what is read. */
export function StatusLabel({ status }: { status: Status }) {
  const shown = STATUS[status];
  return (
    <span className={`diagnostic-status diagnostic-status-${status}`}>
      <span className="diagnostic-status-icon" aria-hidden="true">
        {shown.icon}
      </span>
      {shown.text}
    </span>
  );
}
