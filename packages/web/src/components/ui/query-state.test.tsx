import { ApiError } from '@charter/core';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { failureMessage, LoadingState, QueryState, type ServerMessage } from './query-state';

/** A real query over `answers`, one per fetch: an Error is thrown, anything else returned. */
function Things({
  answers,
  serverMessage,
}: {
  answers: (string[] | Error)[];
  serverMessage?: ServerMessage;
}) {
  const query = useQuery({
    queryKey: ['things'],
    queryFn: async () => {
      const answer = answers.shift();
      if (answer === undefined) return new Promise<string[]>(() => {});
      if (answer instanceof Error) throw answer;
      return answer;
    },
  });
  return (
    <QueryState
      query={query}
      loading="Loading things…"
      skeletons={3}
      error="Your things could not be loaded."
      serverMessage={serverMessage}
      isEmpty={(things) => things.length === 0}
      empty={<p>No things yet</p>}
    >
      {(things) => (
        <ul aria-label="Things">
          {things.map((thing) => (
            <li key={thing}>{thing}</li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

function renderThings(answers: (string[] | Error)[], serverMessage?: ServerMessage) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <Things answers={answers} serverMessage={serverMessage} />
    </QueryClientProvider>,
  );
}

const refused = () => new ApiError(503, 'Service Unavailable', { error: 'The ledger is offline.' });

describe('QueryState', () => {
  it('says it is loading behind the skeletons, the last one short', () => {
    const { container } = renderThings([]);
    expect(screen.getByRole('status').textContent).toBe('Loading things…');
    expect(screen.getByRole('status').classList.contains('visually-hidden')).toBe(true);
    const skeletons = container.querySelectorAll('.skeleton');
    expect(skeletons).toHaveLength(3);
    expect(skeletons[2]?.classList.contains('skeleton-short')).toBe(true);
    expect(skeletons[1]?.classList.contains('skeleton-short')).toBe(false);
  });

  it('shows the failure with the server message after it, and Retry loads again', async () => {
    const user = userEvent.setup();
    renderThings([refused(), []], 'after');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your things could not be loaded. The ledger is offline.',
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByText('No things yet');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the sentence alone unless told to use the server message', async () => {
    renderThings([refused()]);
    expect((await screen.findByRole('alert')).textContent).toBe('Your things could not be loaded.');
  });

  it('renders the data once loaded', async () => {
    renderThings([['one', 'two']]);
    const list = await screen.findByRole('list', { name: 'Things' });
    expect(list.textContent).toBe('onetwo');
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('failureMessage', () => {
  it('puts the server message instead of the sentence, when there is one', () => {
    expect(failureMessage('It failed.', refused(), 'instead')).toBe('The ledger is offline.');
    expect(failureMessage('It failed.', new Error('boom'), 'instead')).toBe('It failed.');
  });
});

describe('LoadingState', () => {
  it('shows the label itself when there are no skeletons', () => {
    render(<LoadingState label="Loading sessions..." />);
    expect(screen.getByRole('status').textContent).toBe('Loading sessions...');
    expect(screen.getByRole('status').classList.contains('visually-hidden')).toBe(false);
  });

  it('repeats the lines in placeholder cards', () => {
    render(
      <LoadingState
        label="Loading projects…"
        skeletons={2}
        title
        cards={{ count: 3, className: 'project-card', testId: 'project-skeleton' }}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe('Loading projects…');
    expect(screen.getAllByTestId('project-skeleton')).toHaveLength(3);
  });
});
