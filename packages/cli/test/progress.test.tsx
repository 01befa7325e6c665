import { render } from 'ink-testing-library';
import { describe, expect, it } from 'vitest';
import { ProgressLine, type ProgressStore } from '../src/ui/progress';

describe('the progress line', () => {
  it('shows files scanned, the share done and the findings so far, and follows updates', async () => {
    const store: ProgressStore = {
      state: { phase: 'Scanning', filesScanned: 3, totalFiles: 12, findings: 0 },
      listeners: new Set(),
    };
    const { lastFrame, unmount } = render(<ProgressLine store={store} />);
    expect(lastFrame()).toBe('Scanning 3/12 files (25%) · 0 findings so far');
    await new Promise((resolve) => setTimeout(resolve, 10)); // effects subscribe after the first render
    for (const listener of store.listeners) {
      listener({ phase: 'Scanning', filesScanned: 12, totalFiles: 12, findings: 1 });
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(lastFrame()).toBe('Scanning 12/12 files (100%) · 1 finding so far');
    unmount();
    expect(store.listeners.size).toBe(0);
  });
});
