import { useCallback, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import {
  describeClickTarget,
  describeForm,
  FLUSH_INTERVAL_MS,
  MemoryRecorder,
} from '../../lib/memory-session';

/**
 * A memory session starts with the page for a signed-in user and ends when the page goes away
 * or the user signs out. Clicks and form submissions are logged in batches. Returns `end`, which signing
 * out calls first, while the session cookie still authorises the beacon.
 */
export function useMemorySession(userId: string): () => void {
  const recorderRef = useRef<MemoryRecorder | null>(null);
  // The router's path (not window.location, which a memory router leaves alone), read at event time.
  const { pathname } = useLocation();
  const pathRef = useRef(pathname);
  pathRef.current = pathname;

  useEffect(() => {
    const recorder = new MemoryRecorder();
    recorderRef.current = recorder;
    void recorder.start();
    const path = () => pathRef.current;

    const onClick = (event: MouseEvent) => {
      const target = describeClickTarget(event.target);
      if (target?.content) recorder.log('click', target.content, { path: path(), element: target.element });
    };
    const onSubmit = (event: SubmitEvent) => {
      recorder.log('form_submit', describeForm(event.target) || 'form', { path: path() });
    };
    const onPageHide = () => recorder.endWithBeacon();
    const timer = window.setInterval(() => void recorder.flush(), FLUSH_INTERVAL_MS);

    document.addEventListener('click', onClick, true);
    document.addEventListener('submit', onSubmit, true);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('submit', onSubmit, true);
      window.removeEventListener('pagehide', onPageHide);
      recorder.endWithBeacon();
    };
  }, [userId]);

  return useCallback(() => recorderRef.current?.endWithBeacon(), []);
}
