import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field, Form } from '../../../components/ui/form';
import { TextAreaField } from '../../../components/ui/textarea-field';
import { toUserMessage } from '../../../lib/errors';
import { useCreateRescueMission } from '../api/change-rescue-mission';

type RequiredField = 'projectName' | 'userGoal' | 'problemDescription' | 'timeInvested' | 'businessImpact';

/** The same messages as the server's (core's `CreateRescueMissionInput`), shown before the call. */
const REQUIRED: Record<RequiredField, string> = {
  projectName: 'Project name is required.',
  userGoal: 'Your goal is required.',
  problemDescription: 'Problem description is required.',
  timeInvested: 'Time invested is required.',
  businessImpact: 'Business impact is required.',
};

const EMPTY: Record<RequiredField, string> & { repositoryUrl: string } = {
  projectName: '',
  userGoal: '',
  problemDescription: '',
  timeInvested: '',
  businessImpact: '',
  repositoryUrl: '',
};

/** The five fields are required; on success the list refreshes and the form closes. */
export function RescueMissionForm({ onStarted, onCancel }: { onStarted: () => void; onCancel: () => void }) {
  const create = useCreateRescueMission();
  // Checked by rules, not core's schema: this screen loads no zod, and the schema would bring it.
  const required = (name: RequiredField) => ({
    name,
    required: true,
    rules: { validate: (value: string) => value.trim() !== '' || REQUIRED[name] },
  });

  return (
    <Form
      className="form"
      noValidate
      aria-label="Start a rescue mission"
      defaultValues={EMPTY}
      onSubmit={(values, { reset }) =>
        create.mutate(
          {
            projectName: values.projectName.trim(),
            userGoal: values.userGoal.trim(),
            problemDescription: values.problemDescription.trim(),
            timeInvested: values.timeInvested.trim(),
            businessImpact: values.businessImpact.trim(),
            repositoryUrl: values.repositoryUrl.trim() || undefined,
          },
          {
            onSuccess: () => {
              reset(EMPTY);
              onStarted();
            },
          },
        )
      }
    >
      {() => (
        <>
          <Field label="Project name" maxLength={200} hint="Required." {...required('projectName')} />
          <Field
            as={TextAreaField}
            label="Your goal"
            rows={2}
            maxLength={2000}
            hint="Required. What the project must do once it is rescued."
            {...required('userGoal')}
          />
          <Field
            as={TextAreaField}
            label="Problem description"
            rows={4}
            maxLength={10000}
            hint="Required. Give the numbers you know — how many dependencies, how long API calls take or time out, how long a build takes — so the diagnosis can judge them."
            {...required('problemDescription')}
          />
          <Field
            label="Time invested"
            maxLength={200}
            hint='Required. For example "3 months".'
            {...required('timeInvested')}
          />
          <Field
            as={TextAreaField}
            label="Business impact"
            rows={2}
            maxLength={2000}
            hint="Required. What the problem costs you."
            {...required('businessImpact')}
          />
          <Field
            label="Repository URL (optional)"
            name="repositoryUrl"
            maxLength={2000}
            inputMode="url"
            hint="A public https git URL: the comprehensive analysis scans it. Without one, it rests on the description."
          />
          {create.isError ? (
            <Alert>{toUserMessage(create.error, 'The rescue mission could not be started.')}</Alert>
          ) : null}
          <div className="form-actions">
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? 'Starting…' : 'Start Mission'}
            </Button>
            <Button variant="ghost" onClick={onCancel}>
              Cancel
            </Button>
          </div>
        </>
      )}
    </Form>
  );
}
