import { ButtonLink } from '../../../components/ui/button';
import { WITH_ONBOARDING_CONTEXT } from '../../../lib/onboarding-context';

/** Two variants: imported onboarding context changes the invitation. */
export function ProjectsEmptyState({ hasContext }: { hasContext: boolean }) {
  return (
    <div className="empty-state">
      <svg className="empty-illustration" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect x="10" y="14" width="44" height="36" rx="6" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="M10 24h44M32 32v10M27 37h10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      {hasContext ? (
        <>
          <h3 className="empty-title">Your imported context is ready</h3>
          <p className="empty-text">
            Create a project and Charter pre-fills its primer from the files you imported during onboarding.
          </p>
          <ButtonLink to={WITH_ONBOARDING_CONTEXT}>Create Project with My Context</ButtonLink>
        </>
      ) : (
        <>
          <h3 className="empty-title">No projects yet</h3>
          <p className="empty-text">
            A project gets a constitution and a primer your AI agents read before they touch the code.
          </p>
          <ButtonLink to="/primer-generator">Create Your First Project</ButtonLink>
        </>
      )}
    </div>
  );
}
