import { type TechnicalExperience, UpdateProfileInput, type User } from '@charter/core';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Card, CardHeader } from '../../../components/ui/card';
import { RadioGroup } from '../../../components/ui/choice-group';
import { TextField } from '../../../components/ui/field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { toUserMessage } from '../../../lib/errors';
import { EXPERIENCE_OPTIONS } from '../../../lib/technical-experience';
import { useUpdateProfile } from '../api/update-profile';

type Outcome = { tone: 'success' | 'error'; text: string } | null;

/** Name and technical experience; the email is the account's identity, shown but not editable. */
export function ProfileForm({ user }: { user: User }) {
  const [name, setName] = useState(user.name);
  const [experience, setExperience] = useState<TechnicalExperience>(user.technicalExperience);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const update = useUpdateProfile();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The server's own schema, so the console says what the server would.
    const parsed = UpdateProfileInput.safeParse({ name, technicalExperience: experience });
    if (!parsed.success) {
      setOutcome({ tone: 'error', text: parsed.error.issues[0]?.message ?? 'Check the profile fields.' });
      return;
    }
    setOutcome(null);
    update.mutate(parsed.data, {
      onSuccess: (saved) => {
        setName(saved.name);
        setOutcome({ tone: 'success', text: 'Profile saved.' });
      },
      onError: (error) =>
        setOutcome({
          tone: 'error',
          text: toUserMessage(error, 'Your profile could not be saved. Try again.'),
        }),
    });
  };

  return (
    <Card as="section" aria-labelledby="settings-profile-title">
      <CardHeader
        id="settings-profile-title"
        title="Profile"
        description="Your name appears in the console; your experience sets how much Charter explains."
      />
      <form className="form" onSubmit={submit} noValidate>
        <dl className="settings-facts">
          <dt className="field-label">Email</dt>
          <dd className="settings-readonly">{user.email}</dd>
          <dd className="field-hint">Your sign-in identity; it cannot be changed here.</dd>
        </dl>
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          required
          maxLength={100}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <RadioGroup
          legend="Technical experience"
          name="technicalExperience"
          options={EXPERIENCE_OPTIONS}
          value={experience}
          onChange={setExperience}
        />
        <div aria-live="polite">
          {outcome ? (
            <Alert tone={outcome.tone === 'success' ? 'info' : 'error'}>{outcome.text}</Alert>
          ) : null}
        </div>
        <div className="form-actions">
          <SubmitButton pending={update.isPending} pendingLabel="Saving...">
            Save profile
          </SubmitButton>
        </div>
      </form>
    </Card>
  );
}
