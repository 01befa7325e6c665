import { describe, expect, it } from 'vitest';
import { ChangePasswordInput, MAX_PASSWORD_LENGTH, UpdateProfileInput } from '../src/index';

const issues = (result: {
  success: boolean;
  error?: { issues: { message: string; path: PropertyKey[] }[] };
}) => result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe('ChangePasswordInput', () => {
  const valid = { currentPassword: 'old pass', newPassword: 'new pass', confirmPassword: 'new pass' };

  it('accepts a new password that follows registration’s rules and is confirmed', () => {
    expect(ChangePasswordInput.parse(valid)).toEqual(valid);
  });

  it('uses registration’s length rules for the new password', () => {
    expect(
      issues(ChangePasswordInput.safeParse({ ...valid, newPassword: '12345', confirmPassword: '12345' })),
    ).toEqual(['newPassword: Password must be at least 6 characters long']);
    const long = 'x'.repeat(MAX_PASSWORD_LENGTH + 1);
    expect(
      issues(ChangePasswordInput.safeParse({ ...valid, newPassword: long, confirmPassword: long })),
    ).toContain(`newPassword: Password must be at most ${MAX_PASSWORD_LENGTH} characters.`);
  });

  it('names the confirmation when it differs, and requires the current password', () => {
    expect(issues(ChangePasswordInput.safeParse({ ...valid, confirmPassword: 'new pasS' }))).toEqual([
      'confirmPassword: The new password and its confirmation do not match.',
    ]);
    expect(issues(ChangePasswordInput.safeParse({ ...valid, currentPassword: '' }))).toEqual([
      'currentPassword: Password is required.',
    ]);
  });
});

describe('UpdateProfileInput', () => {
  it('trims the name and keeps the experience enum of registration', () => {
    expect(UpdateProfileInput.parse({ name: ' Ada ', technicalExperience: 'intermediate' })).toEqual({
      name: 'Ada',
      technicalExperience: 'intermediate',
    });
    expect(issues(UpdateProfileInput.safeParse({ name: ' ', technicalExperience: 'guru' }))).toHaveLength(2);
  });
});
