import { Box, render, Text } from 'ink';
import { useEffect, useState } from 'react';
import type { CheckProgress } from '../services/check/run-check';

type State = CheckProgress;

export interface ProgressView {
  update(state: State): void;
  stop(): void;
}

export interface ProgressStore {
  state: State;
  listeners: Set<(state: State) => void>;
}

export function ProgressLine({ store }: { store: ProgressStore }) {
  const [state, setState] = useState(store.state);
  useEffect(() => {
    store.listeners.add(setState);
    return () => {
      store.listeners.delete(setState);
    };
  }, [store]);
  const percent = state.totalFiles === 0 ? 0 : Math.floor((state.filesScanned / state.totalFiles) * 100);
  return (
    <Box>
      <Text color="cyan">{state.phase}</Text>
      <Text>
        {' '}
        {state.filesScanned}/{state.totalFiles} files ({percent}%) ·{' '}
      </Text>
      <Text color={state.findings > 0 ? 'yellow' : 'green'}>
        {state.findings} finding{state.findings === 1 ? '' : 's'} so far
      </Text>
    </Box>
  );
}

/** A live progress line on the terminal (stderr), redrawn at most every 50 ms; erased when the scan ends. */
export function startProgress(stream: NodeJS.WritableStream): ProgressView {
  const store: ProgressStore = {
    state: { filesScanned: 0, totalFiles: 0, findings: 0, phase: 'Listing files' },
    listeners: new Set(),
  };
  const instance = render(<ProgressLine store={store} />, {
    stdout: stream as NodeJS.WriteStream,
    patchConsole: false,
    exitOnCtrlC: true,
  });
  let stopped = false;
  let last = 0;
  return {
    update(state) {
      store.state = state;
      const now = Date.now();
      if (now - last < 50 && state.filesScanned !== state.totalFiles) return;
      last = now;
      for (const listener of store.listeners) listener(state);
    },
    stop() {
      if (stopped) return;
      stopped = true;
      instance.clear();
      instance.unmount();
    },
  };
}
