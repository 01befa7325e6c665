import { UpdateProfileInput, type User } from '@charter/core';
import { useState } from 'react';
import { Card, CardHeader } from '../../../components/ui/card';
import { Field, Form, FormAlert, RadioField } from '../../../components/ui/form';
import { SubmitButton } from '../../../components/ui/submit-button';
import { toUserMessage } from '../../../lib/errors';
import { EXPERIENCE_OPTIONS } from '../../../lib/technical-experience';
import { useUpdateProfile } from '../api/update-profile';

/** Name and technical experience; the email is the account's identity, shown but not editable. */
export function ProfileForm({ user }: { user: User }) {
  const [saved, setSaved] = useState(false);
  const update = useUpdateProfile();

  return (
    <Card as="section" aria-labelledby="settings-profile-title">
      <CardHeader
        id="settings-profile-title"
        title="Profile"
        description="Your name appears in the console; your experience sets how much Charter explains."
      />
      {/* The server's own schema, so the console says what the server would. */}
      <Form
        className="form"
        noValidate
        errors="alert"
        schema={UpdateProfileInput}
        defaultValues={{ name: user.name, technicalExperience: user.technicalExperience }}
        onInvalid={() => setSaved(false)}
        onSubmit={(values, { setValue, setError }) => {
          setSaved(false);
          update.mutate(values, {
            onSuccess: (profile) => {
              setValue('name', profile.name);
              setSaved(true);
            },
            onError: (error) =>
              setError('root', {
                message: toUserMessage(error, 'Your profile could not be saved. Try again.'),
              }),
          });
        }}
      >
        {() => (
          <>
            <dl className="settings-facts">
              <dt className="field-label">Email</dt>
              <dd className="settings-readonly">{user.email}</dd>
              <dd className="field-hint">Your sign-in identity; it cannot be changed here.</dd>
            </dl>
            <Field name="name" label="Name" autoComplete="name" required maxLength={100} />
            <RadioField
              name="technicalExperience"
              legend="Technical experience"
              options={EXPERIENCE_OPTIONS}
            />
            <div aria-live="polite">
              <FormAlert success={saved ? 'Profile saved.' : null} />
            </div>
            <div className="form-actions">
              <SubmitButton pending={update.isPending} pendingLabel="Saving...">
                Save profile
              </SubmitButton>
            </div>
          </>
        )}
      </Form>
    </Card>
  );
}
