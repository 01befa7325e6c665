import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '../../src/store';
import { makeLedgerEntry } from './governance-contract';
import { at, T0 } from './records';

describe('ledger retention', () => {
  it('keeps the newest decisions of an owner, before and after compaction, and drops the rest for good', async () => {
    const store = createMemoryStore({ ledgerRetention: 50 });
    const entries = Array.from({ length: 120 }, (_, i) => makeLedgerEntry({ at: at(T0 + i) }));
    // One batch each: far past the compaction threshold, as a busy agent's validations would be.
    for (const entry of entries) await store.ledger.append('usr_busy', [entry]);

    const newest = entries.slice(-50).reverse();
    expect(await store.ledger.all('usr_busy')).toEqual(newest); // this read compacts
    expect(await store.ledger.get('usr_busy', entries[0]!.decision_id)).toBeNull();

    await store.ledger.append('usr_busy', [makeLedgerEntry({ at: at(T0 + 1_000) })]);
    const after = await store.ledger.all('usr_busy');
    expect(after).toHaveLength(50);
    expect(after.at(-1)?.decision_id).toBe(entries[71]!.decision_id);
    await store.close();
  });
});
