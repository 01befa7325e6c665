import { useCallback, useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';

/** Marks the history entries this hook writes, so it can tell them from navigations made elsewhere. */
const OWN_WRITE = 'design-system-tab';

function hasOwnMarker(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { by?: unknown }).by === OWN_WRITE;
}

/**
 * The open tab, mirrored in the address as `?tab=<key>` (replacing the entry, so Back leaves the page).
 *
 * The tab lives in component state, which changes at once: react-router applies navigations in a
 * transition, so a selection read back from the address would lag behind fast key presses (End then
 * ArrowLeft would start from the old tab). The address is followed whenever a navigation made elsewhere
 * changes it (a link to `?tab=colors`, the sidebar link without a tab); this hook's own writes are marked.
 */
export function useTabParam<K extends string>(keys: readonly K[], fallback: K): [K, (key: K) => void] {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const toKey = useCallback(
    (value: string | null): K => keys.find((key) => key === value) ?? fallback,
    [keys, fallback],
  );
  const [tab, setTab] = useState<K>(() => toKey(params.get('tab')));
  const fromAddress = toKey(params.get('tab'));
  const ownWrite = hasOwnMarker(location.state);

  // Runs once per navigation (its key), not per render: the values it reads belong to that navigation.
  useEffect(() => {
    if (!ownWrite) setTab(fromAddress);
  }, [location.key]);

  const select = useCallback(
    (key: K) => {
      setTab(key);
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          next.set('tab', key);
          return next;
        },
        { replace: true, preventScrollReset: true, state: { by: OWN_WRITE } },
      );
    },
    [setParams],
  );

  return [tab, select];
}
