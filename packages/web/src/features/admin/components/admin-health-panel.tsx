import type { AdminHealth } from '@charter/core';
import { Badge } from '../../../components/ui/badge';
import { StatCard } from '../../../components/ui/stat-card';
import { RetentionLimits } from './retention-limits';

const count = (n: number) => n.toLocaleString('en-US');

/** Bytes as the operator reads them: B, KB, MB, GB (powers of 1024). */
export function toByteSize(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${units[unit]}`;
}

/** "3 d 4 h", "5 h 12 min", "42 s": the instance's uptime. */
export function toUptime(seconds: number): string {
  const d = Math.floor(seconds / 86_400);
  const h = Math.floor((seconds % 86_400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  if (d > 0) return `${d} d ${h} h`;
  if (h > 0) return `${h} h ${m} min`;
  if (m > 0) return `${m} min`;
  return `${seconds} s`;
}

export function AdminHealthPanel({ health }: { health: AdminHealth }) {
  const { store, data } = health;
  return (
    <div className="stack">
      <div className="stat-grid">
        <StatCard label="Version" value={health.version} />
        <StatCard
          label="Store"
          value={
            <>
              {store.driver}{' '}
              {store.state === 'ok' ? (
                <Badge color="tertiary">OK</Badge>
              ) : (
                <Badge color="primary">Unavailable</Badge>
              )}
            </>
          }
          hint={store.message ?? undefined}
          color="secondary"
        />
        <StatCard label="Uptime" value={toUptime(health.uptimeSeconds)} color="tertiary" />
        <StatCard
          label="Data size"
          value={data.bytes === null ? 'Not measured' : toByteSize(data.bytes)}
          hint={
            data.records === null
              ? 'The store did not answer.'
              : `${count(data.records)} records${data.bytes === null ? ' (too many to measure on demand)' : ''}`
          }
        />
      </div>
      <RetentionLimits limits={health.retention} />
    </div>
  );
}
