import { currentStreak, dailyWordTotals, entryDays } from '@charter/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/layout/page-header';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { LoadingState, QueryState } from '../../../components/ui/query-state';
import { Tabs } from '../../../components/ui/tabs';
import { useToast } from '../../../components/ui/toast';
import { useUser } from '../../../lib/auth';
import { type JournalEntries, useCreateJournalEntry, useJournalEntries } from '../api/journal-entries';
import { EntriesTab } from '../components/entries-tab';
import { EntryEditor } from '../components/entry-editor';
import { InsightsTab } from '../components/insights-tab';
import { KnowledgeTab } from '../components/knowledge-tab';
import { ProgressCard } from '../components/progress-card';
import { localTimeZone, localToday } from '../utils/local-day';
import '../components/hash-journal.css';

type TabKey = 'journal' | 'entries' | 'knowledge' | 'insights';

/**
 * The Hash Journal: a developer's working journal next to their agents' decisions. The page
 * has no gate (the ungated frame gives it the shell or the public header); entries belong to a signed-in
 * user, so a visitor is told what it is and invited to sign in.
 */
export function HashJournalRoute() {
  const user = useUser();
  const signedIn = Boolean(user.data);
  return (
    <div className="journal-page">
      <title>Hash Journal · Charter</title>
      <PageHeader
        title="Hash Journal"
        subtitle="Write down what you built and decided each day; #hashtags turn your entries into a map of your work."
      />
      {user.isPending ? (
        <LoadingState label="Loading your journal…" />
      ) : signedIn ? (
        <SignedInJournal />
      ) : (
        <Card as="section" aria-labelledby="journal-signed-out-title">
          <h2 id="journal-signed-out-title" className="card-title">
            Your journal is private to your account
          </h2>
          <Alert tone="info">
            Entries are kept on Charter’s server for the account that wrote them:{' '}
            <Link to="/login">sign in</Link> or <Link to="/register">create an account</Link> to start
            writing. A daily goal of 500 words, your streak and a map of your hashtags follow from what you
            write.
          </Alert>
        </Card>
      )}
    </div>
  );
}

function SignedInJournal() {
  const [tab, setTab] = useState<TabKey>('journal');
  const [search, setSearch] = useState('');
  const entries = useJournalEntries(true);
  const create = useCreateJournalEntry();
  const toast = useToast();
  const zone = localTimeZone();
  const today = localToday();

  return (
    <QueryState<JournalEntries>
      query={entries}
      loading="Loading your entries…"
      error="Your journal entries could not be loaded."
    >
      {({ entries: list, limit }) => {
        const wordsToday = dailyWordTotals(list, zone).get(today) ?? 0;
        const streak = currentStreak(entryDays(list, zone), today);
        return (
          <Tabs<TabKey>
            label="Hash Journal views"
            selected={tab}
            onSelect={setTab}
            tabs={[
              {
                key: 'journal',
                label: 'Journal',
                panel: (
                  <div className="journal-write">
                    <ProgressCard wordsToday={wordsToday} streak={streak} />
                    <Card as="section" aria-labelledby="journal-write-title">
                      <h2 id="journal-write-title" className="card-title">
                        Write an entry
                      </h2>
                      {list.length >= limit ? (
                        <Alert tone="info">
                          Your journal holds its limit of {limit.toLocaleString('en-US')} entries: delete old
                          ones on the Entries tab to write more.
                        </Alert>
                      ) : null}
                      <EntryEditor
                        label="Journal entry"
                        saveLabel="Save entry"
                        resetLabel="Clear"
                        onSave={async (text) => {
                          await create.mutateAsync(text);
                          toast({ title: 'Entry saved.', tone: 'success' });
                        }}
                      />
                    </Card>
                  </div>
                ),
              },
              {
                key: 'entries',
                label: 'Entries',
                panel: <EntriesTab entries={list} search={search} onSearch={setSearch} />,
              },
              {
                key: 'knowledge',
                label: 'Knowledge',
                panel: (
                  <KnowledgeTab
                    entries={list}
                    onChooseTag={(tag) => {
                      setSearch(`#${tag}`);
                      setTab('entries');
                    }}
                  />
                ),
              },
              {
                key: 'insights',
                label: 'Insights',
                panel: <InsightsTab entries={list} zone={zone} today={today} />,
              },
            ]}
          />
        );
      }}
    </QueryState>
  );
}
