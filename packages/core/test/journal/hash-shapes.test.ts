import { describe, expect, it } from 'vitest';
import {
  type StoredJournalEntry,
  toDailyProgress,
  toHashEntry,
  toHashText,
  toKnowledgeNodes,
} from '../../src/journal/hash-shapes';

const entry = (over: Partial<StoredJournalEntry>): StoredJournalEntry => ({
  id: 'e1',
  text: 'Shipped the ledger #charter',
  hashtags: ['charter'],
  wordCount: 4,
  createdAt: '2026-11-26T10:00:00.000Z',
  ...over,
});

describe('the Hash Journal shapes', () => {
  it('keeps a title as the first line and adds only the tags the text does not already carry', () => {
    expect(
      toHashText({ title: 'Day one', content: 'Wrote #charter rules', tags: ['#Charter', 'ledger', ''] }),
    ).toBe('Day one\n\nWrote #charter rules\n\n#ledger');
    expect(toHashText({ content: 'No tags' })).toBe('No tags');
  });

  it('answers a stored entry with the whole text as content and its hashtags as tags', () => {
    expect(toHashEntry(entry({}))).toEqual({
      id: 'e1',
      title: '',
      content: 'Shipped the ledger #charter',
      tags: ['charter'],
      wordCount: 4,
      createdAt: '2026-11-26T10:00:00.000Z',
    });
  });

  it("counts today's words and the streak by the writer's zone, not UTC", () => {
    const records = [
      // 23:30 on the 25th in New York, already the 26th in UTC.
      entry({ id: 'a', createdAt: '2026-11-26T04:30:00.000Z', wordCount: 100 }),
      entry({ id: 'b', createdAt: '2026-11-26T15:00:00.000Z', wordCount: 300 }),
    ];
    const progress = toDailyProgress(records, 'America/New_York', new Date('2026-11-26T20:00:00.000Z'));
    expect(progress).toMatchObject({ date: '2026-11-26', wordsWritten: 300, entriesCreated: 1, streak: 2 });
    expect(progress.goalPercent).toBe(Math.round((300 / progress.goal) * 100));
  });

  it('lists tags as knowledge nodes, most used first, with the tags used beside them', () => {
    const nodes = toKnowledgeNodes([
      entry({ id: 'a', hashtags: ['charter', 'ledger'] }),
      entry({ id: 'b', hashtags: ['charter'], createdAt: '2026-11-27T10:00:00.000Z' }),
    ]);
    expect(nodes[0]).toMatchObject({
      id: 'tag:charter',
      nodeName: 'charter',
      nodeType: 'hashtag',
      mentionCount: 2,
      relatedConcepts: ['ledger'],
      firstUsed: '2026-11-26T10:00:00.000Z',
      lastUsed: '2026-11-27T10:00:00.000Z',
    });
    expect(nodes.map((node) => node.nodeName)).toEqual(['charter', 'ledger']);
  });
});
