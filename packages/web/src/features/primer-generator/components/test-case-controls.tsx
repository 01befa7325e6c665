import type { TestCase } from '@charter/core';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { useTestCases } from '../api/test-cases';

/** Load a saved test case into the form; Save Test Case opens the naming dialog. */
export function TestCaseControls({
  onLoad,
  onSaveClick,
}: {
  onLoad: (testCase: TestCase) => void;
  onSaveClick: () => void;
}) {
  const testCases = useTestCases();
  const [selected, setSelected] = useState('');
  const list = testCases.data ?? [];
  const chosen = list.find((testCase) => testCase.name === selected);

  const placeholder = testCases.isPending
    ? 'Loading test cases...'
    : testCases.isError
      ? 'Test cases unavailable'
      : list.length === 0
        ? 'No saved test cases'
        : 'Choose a test case';

  return (
    <div className="test-case-controls">
      <div className="test-case-load">
        <SelectField
          label="Saved test cases"
          options={[
            { value: '', label: placeholder },
            ...list.map((testCase) => ({ value: testCase.name, label: testCase.name })),
          ]}
          value={chosen ? selected : ''}
          disabled={list.length === 0}
          onChange={(event) => setSelected(event.target.value)}
        />
        <Button variant="secondary" size="sm" disabled={!chosen} onClick={() => chosen && onLoad(chosen)}>
          Load Test Case
        </Button>
      </div>
      {testCases.isError ? (
        <p className="test-case-error" role="alert">
          Your test cases could not be loaded.{' '}
          <Button variant="link" size="sm" onClick={() => void testCases.refetch()}>
            Retry
          </Button>
        </p>
      ) : null}
      <Button variant="secondary" size="sm" onClick={onSaveClick}>
        Save Test Case
      </Button>
    </div>
  );
}
