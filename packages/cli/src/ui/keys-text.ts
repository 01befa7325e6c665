import type { ApiKey } from '@charter/core';
import type { CreatedKey } from '../services/backend/port';
import { type OutputFormat, toJsonText } from './formats';

const toLine = (k: ApiKey) =>
  `${k.keyId}  ${k.isActive ? 'active  ' : 'inactive'}  ${k.kind.padEnd(7)}  ${k.name}  (used ${k.usageCount}×${k.lastUsedAt ? `, last ${k.lastUsedAt.slice(0, 10)}` : ''})\n`;

/** A key just created: its secret, shown this once. */
export function toCreatedKeyReport(created: CreatedKey, format: OutputFormat): string {
  if (format === 'json') return toJsonText(created);
  return (
    `Created ${created.keyId} (${created.name}).\n\n  ${created.keySecret}\n\n` +
    'Copy it now: it is not shown again. Agents send it as `Authorization: Bearer …`; the CLI reads CHARTER_API_KEY.\n'
  );
}

/** The person's keys, one line each (never their secrets). */
export function toKeyListReport(keys: readonly ApiKey[], format: OutputFormat): string {
  if (format === 'json') return toJsonText({ keys });
  return keys.length === 0
    ? 'No keys yet. `charter keys create <name>` makes one.\n'
    : keys.map(toLine).join('');
}

export function toRevokedKeyReport(key: ApiKey, format: OutputFormat): string {
  return format === 'json' ? toJsonText(key) : `Revoked ${key.keyId} (${key.name}).\n`;
}
