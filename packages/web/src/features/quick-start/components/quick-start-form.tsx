import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { Field, Form } from '../../../components/ui/form';
import { TextAreaField } from '../../../components/ui/textarea-field';
import { useToast } from '../../../components/ui/toast';

export interface QuickStartProject {
  projectName: string;
  description: string;
}

const NAME_REQUIRED = 'Project name required: Please enter a project name to generate instructions.';

/** The project name is required (trimmed); the description is optional. */
export function QuickStartForm({
  initial,
  onGenerate,
  autoFocus = false,
}: {
  initial: QuickStartProject;
  /** After Start Over, focus returns to the project name. */
  autoFocus?: boolean;
  onGenerate: (project: QuickStartProject) => void;
}) {
  const toast = useToast();

  return (
    <Card as="section" aria-labelledby="quick-start-form-title">
      <CardHeader
        id="quick-start-form-title"
        title="Your project"
        description="Charter writes an integration script, the environment lines and a prompt for your AI agent."
      />
      <Form
        className="form"
        noValidate
        defaultValues={initial}
        onInvalid={() =>
          toast({
            tone: 'error',
            title: 'Project name required',
            description: 'Please enter a project name to generate instructions.',
          })
        }
        onSubmit={({ projectName, description }) =>
          onGenerate({ projectName: projectName.trim(), description: description.trim() })
        }
      >
        {() => (
          <>
            <Field
              name="projectName"
              // The instructions are written in the browser: no server schema to check against.
              rules={{ validate: (value: string) => value.trim() !== '' || NAME_REQUIRED }}
              label="Project name"
              maxLength={200}
              hint="Required. The name agents send with each validation."
              autoFocus={autoFocus}
            />
            <Field
              as={TextAreaField}
              name="description"
              label="Description (optional)"
              maxLength={1000}
              rows={3}
            />
            <div>
              <Button type="submit">Generate Instructions</Button>
            </div>
          </>
        )}
      </Form>
    </Card>
  );
}
