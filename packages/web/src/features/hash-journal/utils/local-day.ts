import { localDayKey } from '@charter/core';

/**
 * This browser's IANA zone. The journal's days are the writer's calendar days, each instant read with its own
 * offset: today's UTC offset applied to every past entry put entries near midnight on the other side of a
 * daylight-saving change on the wrong day.
 */
export const localTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Today's `YYYY-MM-DD` in this browser's zone. */
export const localToday = (now = new Date()) => localDayKey(now, localTimeZone());

/** "Mon 3 Mar" for a `YYYY-MM-DD` day (read as a calendar date, not an instant). */
export function formatDay(day: string): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
}

/** "3 Mar 2026, 14:05" in the browser's zone. */
export function formatTime(iso: string): string {
  return new Date(iso).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}

export const plural = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
