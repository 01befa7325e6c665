import { describe, expect, it } from 'vitest';
import { makeProject } from '../../../testing/factories';
import { buildTimeline } from './build-timeline';
import { primerFileName, sessionsOfProject } from './project-files';
import { sectionPath, toSection } from './sections';

describe('buildTimeline', () => {
  it('has only the creation for a new project without a primer', () => {
    const events = buildTimeline(makeProject({ source: 'connected' }), [], []);
    expect(events).toEqual([
      expect.objectContaining({ kind: 'created', title: 'Project created', at: '2026-01-02T10:00:00.000Z' }),
    ]);
    expect(events[0]!.detail).toContain('as a connected app');
  });

  it('adds the primer when one was generated', () => {
    const events = buildTimeline(makeProject({ completionStatus: true, primerContent: '# P' }), [], []);
    expect(events.map((e) => e.kind)).toEqual(['primer', 'created']);
  });
});

describe('project files and sections', () => {
  it('names the primer file from the project name', () => {
    expect(primerFileName('My Cool App!')).toBe('my-cool-app-primer.md');
    expect(primerFileName('  ')).toBe('project-primer.md');
  });

  it('matches sessions by title, ignoring case and spacing', () => {
    const base = { messages: [], extractedElements: {}, projectContext: {}, conversationDepth: 0 };
    const at = { createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' };
    const sessions = [
      { ...base, ...at, sessionId: 'a', projectTitle: ' my  app ' },
      { ...base, ...at, sessionId: 'b', projectTitle: 'My App 2' },
      { ...base, ...at, sessionId: 'c', projectTitle: '' },
    ];
    expect(sessionsOfProject(sessions, 'My App').map((s) => s.sessionId)).toEqual(['a']);
  });

  it('reads the section from the URL', () => {
    expect(toSection(undefined)).toBe('overview');
    expect(toSection('timeline')).toBe('timeline');
    expect(toSection('nope')).toBeNull();
    expect(sectionPath('p 1', 'overview')).toBe('/project/p%201');
    expect(sectionPath('p1', 'historical-context')).toBe('/project/p1/historical-context');
  });
});
