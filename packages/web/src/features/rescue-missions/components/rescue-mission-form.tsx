import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field, Form } from '../../../components/ui/form';
import { TextAreaField } from '../../../components/ui/textarea-field';
import { toUserMessage } from '../../../lib/errors';
import { useCreateRescueMission } from '../api/change-rescue-mission';

/** The five required fields, in the form's order; their messages are the server's (core's `requiredText`). */
const REQUIRED_FIELDS = [
  { name: 'projectName', label: 'Project name', maxLength: 200, hint: 'Required.' },
  {
    name: 'userGoal',
    label: 'Your goal',
    maxLength: 2000,
    rows: 2,
    hint: 'Required. What the project must do once it is rescued.',
  },
  {
    name: 'problemDescription',
    label: 'Problem description',
    maxLength: 10000,
    rows: 4,
    hint: 'Required. Give the numbers you know — how many dependencies, how long API calls take or time out, how long a build takes — so the diagnosis can judge them.',
  },
  { name: 'timeInvested', label: 'Time invested', maxLength: 200, hint: 'Required. For example "3 months".' },
  {
    name: 'businessImpact',
    label: 'Business impact',
    maxLength: 2000,
    rows: 2,
    hint: 'Required. What the problem costs you.',
  },
] as const;

const EMPTY = {
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
          {/* Checked by rules, not core's schema: this screen loads no zod, and the schema would bring it. */}
          {REQUIRED_FIELDS.map(({ name, label, maxLength, hint, ...size }) => {
            const props = {
              name,
              label,
              maxLength,
              hint,
              required: true,
              rules: { validate: (value: string) => value.trim() !== '' || `${label} is required.` },
            };
            return 'rows' in size ? (
              <Field key={name} as={TextAreaField} rows={size.rows} {...props} />
            ) : (
              <Field key={name} {...props} />
            );
          })}
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
