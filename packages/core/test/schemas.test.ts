import { describe, expect, it } from 'vitest';
import {
  CreateApiKeyInput,
  CreateConversationProjectInput,
  CreateProjectInput,
  GenerateCharterKeyInput,
  LoginInput,
  RegisterInput,
} from '../src/index';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('RegisterInput', () => {
  it('trims the name, lower-cases the email and defaults the experience to beginner', () => {
    const parsed = RegisterInput.parse({ name: '  Ada ', email: ' Ada@Example.COM ', password: 'secret1' });
    expect(parsed).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      password: 'secret1',
      technicalExperience: 'beginner',
    });
  });

  it('refuses a short password with the sentence the console shows', () => {
    const result = RegisterInput.safeParse({ name: 'Ada', email: 'a@b.co', password: '12345' });
    expect(firstMessage(result)).toBe('Password must be at least 6 characters long');
  });

  it('refuses a malformed email, a blank name and an unknown experience', () => {
    expect(
      firstMessage(RegisterInput.safeParse({ name: 'Ada', email: 'not-an-email', password: 'secret1' })),
    ).toBe('Enter a valid email address.');
    expect(firstMessage(RegisterInput.safeParse({ name: '   ', email: 'a@b.co', password: 'secret1' }))).toBe(
      'Name is required.',
    );
    expect(
      RegisterInput.safeParse({
        name: 'A',
        email: 'a@b.co',
        password: 'secret1',
        technicalExperience: 'guru',
      }).success,
    ).toBe(false);
  });

  it('keeps the password exactly as typed (no trimming)', () => {
    expect(RegisterInput.parse({ name: 'A', email: 'a@b.co', password: ' spaced ' }).password).toBe(
      ' spaced ',
    );
  });

  it('bounds the password so hashing cannot be abused', () => {
    expect(RegisterInput.safeParse({ name: 'A', email: 'a@b.co', password: 'x'.repeat(1025) }).success).toBe(
      false,
    );
  });
});

describe('LoginInput', () => {
  it('needs both fields', () => {
    expect(firstMessage(LoginInput.safeParse({ email: 'a@b.co' }))).toBe('Password is required.');
    expect(firstMessage(LoginInput.safeParse({ password: 'x' }))).toBe('Email is required.');
  });
});

describe('project inputs', () => {
  it('fills absent optional fields with empty text', () => {
    const parsed = CreateProjectInput.parse({ name: 'Ledger' });
    expect(parsed.description).toBe('');
    expect(parsed.completionStatus).toBe(false);
  });

  it('requires a name and bounds long text', () => {
    expect(CreateProjectInput.safeParse({ name: ' ' }).success).toBe(false);
    expect(CreateProjectInput.safeParse({ name: 'x', description: 'y'.repeat(2001) }).success).toBe(false);
  });

  it('reads the conversation payload with its nested completion status', () => {
    const parsed = CreateConversationProjectInput.parse({
      name: 'Chat project',
      completionStatus: { primerGenerated: true, conversationDepth: 8 },
    });
    expect(parsed.completionStatus).toEqual({ primerGenerated: true, conversationDepth: 8 });
    expect(
      CreateConversationProjectInput.safeParse({ name: 'x', completionStatus: { conversationDepth: 11 } })
        .success,
    ).toBe(false);
  });
});

describe('key inputs', () => {
  it('uses the spec sentence when the name is blank', () => {
    expect(firstMessage(CreateApiKeyInput.safeParse({ name: '  ' }))).toBe(
      'Name required: Please provide a name for your API key.',
    );
    expect(firstMessage(GenerateCharterKeyInput.safeParse({ keyName: '' }))).toBe(
      'Please enter a name for your API key.',
    );
  });
});
