import { CreateApiKeyInput } from '@charter/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Field, Form, FormAlert, RadioField } from './form';
import { TextAreaField } from './textarea-field';

const NAME_REQUIRED = 'Name required: Please provide a name for your API key.';

function describedBy(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

describe('Form and Field', () => {
  it('checks the schema on submit: the field is marked invalid and its hint gives way to the message', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const onInvalid = vi.fn();
    render(
      <Form
        aria-label="Key"
        noValidate
        schema={CreateApiKeyInput}
        defaultValues={{ name: '', description: '' }}
        onSubmit={onSubmit}
        onInvalid={onInvalid}
      >
        {() => (
          <>
            <Field name="name" label="Name" hint="Required." />
            <Field as={TextAreaField} name="description" label="Description" />
            <button type="submit">Save</button>
          </>
        )}
      </Form>,
    );
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name.getAttribute('aria-invalid')).toBeNull();
    expect(describedBy(name)).toBe('Required.');

    await user.type(name, '   ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByText(NAME_REQUIRED)).className).toBe('field-hint');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(name)).toBe(NAME_REQUIRED);
    expect(onInvalid).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();

    // The message stays while the person types (no check per keystroke) and goes with the next good submit.
    await user.type(name, ' Build server ');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    await user.type(screen.getByRole('textbox', { name: 'Description' }), ' nightly ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    // The schema's output: trimmed.
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ name: 'Build server', description: 'nightly' });
    expect(name.getAttribute('aria-invalid')).toBeNull();
    expect(describedBy(name)).toBe('Required.');
  });

  it('in an errors="alert" form, says the first problem once in the alert, then the server’s sentence', async () => {
    const user = userEvent.setup();
    render(
      <Form
        noValidate
        errors="alert"
        schema={CreateApiKeyInput}
        defaultValues={{ name: '', description: '' }}
        onSubmit={(_, { setError }) => setError('root', { message: 'The server said no.' })}
      >
        {() => (
          <>
            <Field name="name" label="Name" />
            <FormAlert success="nothing to say" />
            <button type="submit">Save</button>
          </>
        )}
      </Form>,
    );
    expect(screen.getByRole('status').textContent).toBe('nothing to say');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe(NAME_REQUIRED);
    expect(screen.getAllByText(NAME_REQUIRED)).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: 'Name' }).getAttribute('aria-invalid')).toBe('true');

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Build server');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe('The server said no.'));
  });

  it('checks a field by its own rules without a schema, and holds a radio choice', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <Form noValidate defaultValues={{ title: '', level: 'low' }} onSubmit={onSubmit}>
        {() => (
          <>
            <Field
              name="title"
              label="Title"
              rules={{ validate: (v: string) => v.trim() !== '' || 'Say it.' }}
            />
            <RadioField
              name="level"
              legend="Level"
              options={[
                { value: 'low', label: 'Low' },
                { value: 'high', label: 'High' },
              ]}
            />
            <button type="submit">Go</button>
          </>
        )}
      </Form>,
    );
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect((await screen.findByText('Say it.')).className).toBe('field-hint');
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Plan');
    await user.click(screen.getByRole('radio', { name: 'High' }));
    await user.click(screen.getByRole('button', { name: 'Go' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ title: 'Plan', level: 'high' });
  });
});
