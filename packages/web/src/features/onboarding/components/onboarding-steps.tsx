import type { User } from '@charter/core';
import { Badge } from '../../../components/ui/badge';
import { DEFAULT_LIMITS } from '../../../lib/default-limits';
import type { ContextFile } from '../../../lib/onboarding-context';
import { ContextImport } from './context-import';

const EXPERIENCE_TEXT: Record<User['technicalExperience'], string> = {
  beginner: 'Beginner: Charter will explain each rule and suggest safe defaults.',
  intermediate: 'Intermediate: Charter will point out trade-offs and let you decide.',
  advanced: 'Advanced: Charter stays out of the way and enforces the rules you set.',
};

export function WelcomeStep({ user }: { user: User }) {
  return (
    <div className="step-body">
      <p className="lead">
        Charter gives the AI agents that build your software a constitution, a primer and a memory of every
        decision, so they stop making the mistakes that sink projects.
      </p>
      <div className="info-row">
        <span className="info-label">Your technical experience</span>
        <span className="info-value">{EXPERIENCE_TEXT[user.technicalExperience]}</span>
      </div>
      <ul className="check-list">
        <li>Import the context you already have</li>
        <li>Let Charter draft your project primer</li>
        <li>Start building inside safe limits</li>
      </ul>
    </div>
  );
}

export function ImportContextStep(props: {
  files: ContextFile[];
  onFilesChange: (files: ContextFile[]) => void;
}) {
  return (
    <div className="step-body">
      <p className="lead">
        Bring what you already know about the project: past AI chats, notes, a spec. Charter uses it to
        pre-fill your primer. This step is optional.
      </p>
      <ContextImport {...props} />
    </div>
  );
}

export function SetupStep() {
  return (
    <div className="step-body">
      <p className="lead">
        When you create a project, Charter helps you describe it well enough for any agent.
      </p>
      <div className="feature-grid">
        <div className="mini-card">
          <h2 className="mini-card-title">Smart analysis</h2>
          <p>Your imported context is read for the problem, the users and the business model.</p>
        </div>
        <div className="mini-card">
          <h2 className="mini-card-title">Guided questions</h2>
          <p>Five short steps fill the gaps, so the primer an agent reads is complete.</p>
        </div>
      </div>
    </div>
  );
}

export function StartStep() {
  return (
    <div className="step-body">
      <p className="lead">Every project starts with a constitution that protects it from day one:</p>
      <ul className="badge-list" aria-label="Protections included">
        <li>
          <Badge color="primary">{DEFAULT_LIMITS.dependencies}-package dependency limit</Badge>
        </li>
        <li>
          <Badge color="secondary">{DEFAULT_LIMITS.apiTimeoutSeconds}-second API timeout protection</Badge>
        </li>
        <li>
          <Badge color="tertiary">WCAG 2.1 AA compliance</Badge>
        </li>
      </ul>
      <p>You can change these limits per project later.</p>
    </div>
  );
}
