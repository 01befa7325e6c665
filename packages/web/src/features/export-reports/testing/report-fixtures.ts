import { type Constitution, createDefaultConstitution, type ProjectSettingsResponse } from '@charter/core';
import { makeLedgerEntry, makeRebellion } from '../../../testing/catalogue-factories';
import { makeProject } from '../../../testing/factories';
import type { ReportSource } from '../utils/report';

/** Test data for the converters and the screen: two projects, four decisions, three rebellions. */
export const constitution: Constitution = createDefaultConstitution();

export const invoices = makeProject({ id: 'p_inv', name: 'Invoice Tracker' });
export const blog = makeProject({ id: 'p_blog', name: 'Blog' });

export const decisions = [
  makeLedgerEntry({
    decision_id: 'dec_1',
    at: new Date(2026, 0, 9, 12).toISOString(),
    project_id: invoices.id,
    project_name: invoices.name,
    status: 'blocked',
    description: 'Add 31 packages, "charts", and =cmd|calc',
  }),
  makeLedgerEntry({
    decision_id: 'dec_2',
    at: new Date(2026, 0, 8, 12).toISOString(),
    project_id: invoices.id,
    project_name: invoices.name,
    status: 'approved',
    score: 100,
    violated_rule_ids: [],
    violated_categories: [],
    description: 'Add date-fns',
  }),
  makeLedgerEntry({
    decision_id: 'dec_3',
    at: new Date(2026, 0, 7, 12).toISOString(),
    project_id: blog.id,
    project_name: blog.name,
    status: 'warning',
    score: 70,
    description: 'Use a | pipe\nacross lines',
  }),
  makeLedgerEntry({
    decision_id: 'dec_old',
    at: new Date(2025, 5, 1, 12).toISOString(),
    status: 'approved',
    score: 100,
    description: 'Long ago',
  }),
];

export const rebellions = [
  makeRebellion({
    rebellion_id: 'reb_pending',
    created_at: new Date(2026, 0, 9, 13).toISOString(),
    project_id: invoices.id,
    project_name: invoices.name,
    decision_id: 'dec_1',
  }),
  makeRebellion({
    rebellion_id: 'reb_approved',
    created_at: new Date(2026, 0, 8, 13).toISOString(),
    project_id: invoices.id,
    project_name: invoices.name,
    status: 'approved',
    decided_at: new Date(2026, 0, 8, 14).toISOString(),
    decided_by: 'user:lead@example.com',
    history: [
      { at: new Date(2026, 0, 8, 13).toISOString(), actor: 'agent:claude', action: 'filed', note: null },
      {
        at: new Date(2026, 0, 8, 14).toISOString(),
        actor: 'user:lead@example.com',
        action: 'approved',
        note: 'Until the chart rewrite',
      },
    ],
  }),
  makeRebellion({
    rebellion_id: 'reb_rejected',
    created_at: new Date(2026, 0, 7, 13).toISOString(),
    project_id: blog.id,
    project_name: blog.name,
    status: 'rejected',
    decided_at: new Date(2026, 0, 7, 14).toISOString(),
    decided_by: 'user:lead@example.com',
    rejection_reason: 'Use the built-in fetch, with a timeout',
  }),
];

export const source: ReportSource = { decisions, rebellions, projects: [invoices, blog], constitution };

export function makeSettings(projectId: string, overrides: Partial<ProjectSettingsResponse> = {}) {
  return {
    projectId,
    settings: {},
    effective: { dependencyLimit: 50, apiTimeoutMs: 10_000, buildBudgetSeconds: 60 },
    constitution_version: constitution.version,
    ...overrides,
  } satisfies ProjectSettingsResponse;
}
