import { type ReactNode, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { LoadError, LoadingState } from '../../../components/ui/query-state';
import { useToast } from '../../../components/ui/toast';
import { toUserMessage } from '../../../lib/errors';
import { useGenerateRule } from '../api/generate-rule';
import type { BestPractice } from '../utils/summarize-collection';
import { PracticeCard } from './practice-card';
import { PracticePanel } from './practice-panel';

export const SKELETON_CARDS = 6;

/** Below this width the panel sits under the list (see .practice-layout), out of sight of the card. */
const STACKED_LAYOUT = '(max-width: 1100px)';

interface PracticeListTabProps {
  practices: readonly BestPractice[] | undefined;
  isPending: boolean;
  error: Error | null;
  onRetry: () => void;
  filtered: boolean;
  onClearFilters: () => void;
}

export function PracticeListTab({
  practices,
  isPending,
  error,
  onRetry,
  filtered,
  onClearFilters,
}: PracticeListTabProps) {
  const toast = useToast();
  const generateRule = useGenerateRule();
  const [selected, setSelected] = useState<BestPractice | null>(null);
  const panelRef = useRef<HTMLElement>(null);
  const select = (practice: BestPractice) => {
    setSelected(practice);
    // Where the panel is stacked under the cards, bring it into view; focus stays on the card.
    if (window.matchMedia?.(STACKED_LAYOUT).matches) {
      requestAnimationFrame(() => panelRef.current?.scrollIntoView({ block: 'start' }));
    }
  };
  // The list holds the freshest copy (e.g. after a rule was generated); the remembered one covers a
  // selection that the current filters hide.
  const shown = (selected && practices?.find((p) => p.id === selected.id)) || selected;

  const onGenerateRule = (practice: BestPractice) =>
    generateRule.mutate(practice.id, {
      onSuccess: (result) => {
        if (selected?.id === practice.id) setSelected(result.practice);
        toast({
          tone: 'success',
          title: 'Rule Generated',
          description: `“${result.rule.title}” is now part of your constitution (version ${result.constitution_version}).`,
        });
      },
      onError: (failure) =>
        toast({
          tone: 'error',
          title: 'Generation Failed',
          description: toUserMessage(failure, 'Failed to generate constitutional rule. Please try again.'),
        }),
    });

  let list: ReactNode;
  if (isPending) {
    list = (
      <LoadingState
        label="Loading best practices..."
        className="practice-grid"
        busy
        title
        skeletons={3}
        cards={{ count: SKELETON_CARDS, className: 'practice-card', testId: 'practice-skeleton' }}
      />
    );
  } else if (error) {
    list = (
      <LoadError
        message={toUserMessage(error, 'The best practices could not be loaded.')}
        onRetry={onRetry}
      />
    );
  } else if (!practices || practices.length === 0) {
    list = filtered ? (
      <div className="empty-state">
        <h3 className="empty-title">No practices match these filters</h3>
        <p className="empty-text">Try another word, or show every category and severity.</p>
        <Button variant="secondary" onClick={onClearFilters}>
          Clear filters
        </Button>
      </div>
    ) : null;
  } else {
    list = (
      <div className="practice-grid">
        {practices.map((practice) => (
          <PracticeCard
            key={practice.id}
            practice={practice}
            selected={shown?.id === practice.id}
            onSelect={() => select(practice)}
            onGenerateRule={() => onGenerateRule(practice)}
            generating={generateRule.isPending && generateRule.variables === practice.id}
          />
        ))}
      </div>
    );
  }

  return (
    <div className="practice-layout">
      <div>{list}</div>
      <PracticePanel
        practice={shown}
        ref={panelRef}
        onBack={() =>
          document.getElementById(`practice-${shown?.id}-title`)?.querySelector('button')?.focus()
        }
      />
    </div>
  );
}
