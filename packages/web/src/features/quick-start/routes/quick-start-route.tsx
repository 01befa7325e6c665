import { useState } from 'react';
import { PageHeader } from '../../../components/layout/page-header';
import { GeneratedInstructions } from '../components/generated-instructions';
import { QuickStartForm, type QuickStartProject } from '../components/quick-start-form';

/**
 * Form, then the generated view; Start Over returns to the form (with what was typed).
 * Everything is generated in the browser, so the admin alias shows the same screen.
 */
export function QuickStartRoute() {
  const [project, setProject] = useState<QuickStartProject>({ projectName: '', description: '' });
  const [generated, setGenerated] = useState(false);

  return (
    <>
      <title>Quick Start · Charter</title>
      <PageHeader
        title="Quick Start: Constitutional Governance"
        subtitle="Connect an AI agent’s project to Charter in three steps."
      />
      {generated ? (
        <GeneratedInstructions
          project={project}
          origin={window.location.origin}
          onStartOver={() => setGenerated(false)}
        />
      ) : (
        <QuickStartForm
          initial={project}
          autoFocus={project.projectName !== ''}
          onGenerate={(next) => {
            setProject(next);
            setGenerated(true);
          }}
        />
      )}
    </>
  );
}
