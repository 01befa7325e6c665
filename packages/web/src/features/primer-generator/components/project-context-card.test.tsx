import { analyzeContext, BINARY_CLEANED_NOTE } from '@charter/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { createQueryClient } from '../../../lib/query-client';
import { fakeServer, json, pending } from '../../../testing/fake-server';
import { ProjectContextCard } from './project-context-card';

const NOTE = `# Tutor Booking

## Problem
Independent tutors lose hours each week arranging lessons by text message.

## Target users
Self-employed tutors who teach 10 to 40 students a week.

## Business model
Free for 5 students, then $9 per month per tutor.
`;

const NO_ANALYSIS = () => json(200, { success: true, analysis: null, content: null, createdAt: null });

function analysisOf(content: string, createdAt = new Date().toISOString()) {
  return { success: true, analysis: analyzeContext(content), content, createdAt };
}

function renderCard(props: { initialText?: string } = {}) {
  const onImport = vi.fn();
  const onApply = vi.fn();
  const user = userEvent.setup();
  render(
    <AppProvider queryClient={createQueryClient()}>
      <ProjectContextCard {...props} onImport={onImport} onApply={onApply} />
    </AppProvider>,
  );
  return { onImport, onApply, user };
}

const fileInput = () => screen.getByLabelText(/Upload a project file/) as HTMLInputElement;

describe('ProjectContextCard', () => {
  it('imports a .md file into core problem, target users and business model', async () => {
    fakeServer({ 'GET /api/primer/smart-analysis/latest': NO_ANALYSIS });
    const { onImport, user } = renderCard();
    expect(fileInput().accept).toBe('.txt,.md,.rtf,.pdf');
    await user.upload(fileInput(), new File([NOTE], 'tutor-booking.md', { type: 'text/markdown' }));

    expect(
      await screen.findByText(`Successfully imported 0.2k characters from tutor-booking.md`),
    ).toBeVisible();
    expect(onImport).toHaveBeenCalledWith(
      {
        'core-problem': 'Independent tutors lose hours each week arranging lessons by text message.',
        'target-users': 'Self-employed tutors who teach 10 to 40 students a week.',
        'business-model': 'Free for 5 students, then $9 per month per tutor.',
      },
      NOTE,
    );
    expect((screen.getByLabelText('Project context') as HTMLTextAreaElement).value).toBe(NOTE);
    expect(screen.queryByText(BINARY_CLEANED_NOTE)).toBeNull();
  });

  it('imports a file dropped on the upload zone', async () => {
    fakeServer({ 'GET /api/primer/smart-analysis/latest': NO_ANALYSIS });
    const { onImport } = renderCard();
    const zone = screen.getByText('Upload a project file').closest('.context-upload') as HTMLElement;
    fireEvent.dragOver(zone);
    fireEvent.drop(zone, { dataTransfer: { files: [new File([NOTE], 'dropped.md')] } });

    expect(await screen.findByText('Successfully imported 0.2k characters from dropped.md')).toBeVisible();
    expect(onImport).toHaveBeenCalledTimes(1);
  });

  it('caps imported fields at 500 and 300 characters with an ellipsis', async () => {
    fakeServer({ 'GET /api/primer/smart-analysis/latest': NO_ANALYSIS });
    const { onImport, user } = renderCard();
    const long = (sentence: string, times: number) => Array(times).fill(sentence).join(' ');
    const text = [
      '## Problem',
      long('Tutors lose many hours every single week to messages.', 20),
      '## Target users',
      long('Busy independent tutors with many students.', 20),
      '## Business model',
      long('A monthly subscription of nine dollars per tutor.', 20),
    ].join('\n');
    await user.upload(fileInput(), new File([text], 'long.txt', { type: 'text/plain' }));

    await waitFor(() => expect(onImport).toHaveBeenCalledTimes(1));
    const fields = onImport.mock.calls[0]?.[0] as Record<string, string>;
    expect(fields['core-problem']?.length).toBeLessThanOrEqual(500);
    expect(fields['core-problem']?.endsWith('…')).toBe(true);
    for (const key of ['target-users', 'business-model']) {
      expect(fields[key]?.length).toBeLessThanOrEqual(300);
      expect(fields[key]?.endsWith('…')).toBe(true);
    }
  });

  it('shows the clean-up note when the file held binary characters', async () => {
    fakeServer({ 'GET /api/primer/smart-analysis/latest': NO_ANALYSIS });
    const { onImport, user } = renderCard();
    await user.upload(fileInput(), new File([`Problem: tutors lose hours.\u0000\u0007`], 'notes.txt'));

    expect(await screen.findByText(BINARY_CLEANED_NOTE)).toBeVisible();
    expect(screen.getByText(/^Successfully imported 0\.0k characters from notes\.txt$/)).toBeVisible();
    expect(onImport).toHaveBeenCalledTimes(1);
  });

  it('reads a .pdf through the server and imports its text', async () => {
    const fetchMock = fakeServer({
      'GET /api/primer/smart-analysis/latest': NO_ANALYSIS,
      'POST /api/files/extract-text': () =>
        json(200, {
          success: true,
          text: NOTE,
          name: 'brief.pdf',
          type: 'pdf',
          characters: NOTE.length,
          truncated: false,
          hadBinary: false,
        }),
    });
    const { onImport, user } = renderCard();
    await user.upload(fileInput(), new File(['%PDF-1.4'], 'brief.pdf', { type: 'application/pdf' }));

    expect(await screen.findByText(/Successfully imported 0\.2k characters from brief\.pdf/)).toBeVisible();
    expect(onImport.mock.calls[0]?.[0]).toMatchObject({ 'target-users': expect.stringContaining('tutors') });
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/api/files/extract-text'))).toBe(true);
  });

  it('shows the processing failure with the reason when the server cannot extract the file', async () => {
    fakeServer({
      'GET /api/primer/smart-analysis/latest': NO_ANALYSIS,
      'POST /api/files/extract-text': () =>
        json(415, { error: 'This PDF has no text layer.', code: 'UNSUPPORTED_MEDIA_TYPE' }),
    });
    const { onImport, user } = renderCard();
    await user.upload(fileInput(), new File(['%PDF-1.4'], 'scan.pdf'));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Error processing file. Please try again.');
    expect(alert.textContent).toContain('This PDF has no text layer.');
    expect(onImport).not.toHaveBeenCalled();
  });

  it('shows the read failure when the browser cannot read the file', async () => {
    fakeServer({ 'GET /api/primer/smart-analysis/latest': NO_ANALYSIS });
    const { onImport, user } = renderCard();
    const broken = new File(['x'], 'notes.md');
    broken.text = () => Promise.reject(new Error('NotReadableError'));
    await user.upload(fileInput(), broken);

    expect((await screen.findByRole('alert')).textContent).toBe('Failed to read file. Please try again.');
    expect(onImport).not.toHaveBeenCalled();
  });

  it('refuses a file type it cannot read', async () => {
    fakeServer({ 'GET /api/primer/smart-analysis/latest': NO_ANALYSIS });
    const { onImport } = renderCard();
    // user.upload honours `accept`; a drop or "All files" in the picker does not.
    const input = fileInput();
    Object.defineProperty(input, 'files', { value: [new File(['x'], 'plan.docx')], configurable: true });
    input.dispatchEvent(new Event('change', { bubbles: true }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Error processing file. Please try again.');
    expect(alert.textContent).toContain('plan.docx');
    expect(onImport).not.toHaveBeenCalled();
  });

  it('pre-fills the onboarding context and imports pasted text', async () => {
    fakeServer({ 'GET /api/primer/smart-analysis/latest': NO_ANALYSIS });
    const { onImport, user } = renderCard({ initialText: NOTE });
    const area = screen.getByLabelText('Project context') as HTMLTextAreaElement;
    expect(area.value).toBe(NOTE);
    expect(screen.getByText('Loaded from the files you imported during onboarding.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Import to Form' }));
    expect(onImport.mock.calls[0]?.[0]).toMatchObject({
      'core-problem': 'Independent tutors lose hours each week arranging lessons by text message.',
    });
    expect(screen.getByText(/Successfully imported 0\.2k characters from pasted text/)).toBeVisible();
  });

  it('runs smart analysis and applies the extracted fields to the form', async () => {
    let sent: unknown;
    fakeServer({
      'GET /api/primer/smart-analysis/latest': NO_ANALYSIS,
      'POST /api/primer/smart-analysis': async (init) => {
        sent = JSON.parse(String(init?.body));
        return json(200, analysisOf(NOTE));
      },
    });
    const { onApply, user } = renderCard();
    const run = screen.getByRole('button', { name: 'Run Smart Analysis' }) as HTMLButtonElement;
    expect(run.disabled).toBe(true);
    await user.click(screen.getByLabelText('Project context'));
    await user.paste(NOTE);
    await user.click(run);

    const result = await screen.findByRole('region', { name: 'Smart Analysis' });
    expect(sent).toEqual({ content: NOTE });
    expect(result.textContent).toContain('Tutor Booking');
    expect(screen.getByRole('list', { name: 'Insights' })).toBeVisible();
    expect(screen.getByRole('list', { name: 'Recommendations' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Apply to Form' }));
    const analysis = analyzeContext(NOTE);
    expect(onApply).toHaveBeenCalledWith({
      'core-problem': analysis.extracted_problem,
      'target-users': analysis.extracted_users,
      'business-model': analysis.extracted_business_model,
      'user-journey': analysis.extracted_user_journey,
      'platform-type': analysis.platform_recommendation,
    });
    expect(screen.getByText(/^Applied to the form: /)).toBeVisible();
  });

  it('shows the latest analysis on open', async () => {
    fakeServer({ 'GET /api/primer/smart-analysis/latest': () => json(200, analysisOf(NOTE)) });
    const { onApply, user } = renderCard();
    const result = await screen.findByRole('region', { name: 'Smart Analysis' });
    expect(result.textContent).toContain('Self-employed tutors who teach 10 to 40 students a week.');
    await user.click(screen.getByRole('button', { name: 'Apply to Form' }));
    expect(onApply.mock.calls[0]?.[0]).toMatchObject({ 'core-problem': expect.stringContaining('tutors') });
  });

  it('marks the button busy while the analysis runs', async () => {
    fakeServer({
      'GET /api/primer/smart-analysis/latest': NO_ANALYSIS,
      'POST /api/primer/smart-analysis': pending,
    });
    const { user } = renderCard({ initialText: NOTE });
    await user.click(screen.getByRole('button', { name: 'Run Smart Analysis' }));
    const busy = await screen.findByRole('button', { name: 'Analyzing…' });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect((busy as HTMLButtonElement).disabled).toBe(true);
  });

  it('says why smart analysis failed', async () => {
    fakeServer({
      'GET /api/primer/smart-analysis/latest': NO_ANALYSIS,
      'POST /api/primer/smart-analysis': () =>
        json(400, { error: 'The context is required.', code: 'VALIDATION_FAILED' }),
    });
    const { user } = renderCard({ initialText: NOTE });
    await user.click(screen.getByRole('button', { name: 'Run Smart Analysis' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Smart analysis failed: The context is required.',
    );
    expect(screen.queryByRole('region', { name: 'Smart Analysis' })).toBeNull();
  });
});
