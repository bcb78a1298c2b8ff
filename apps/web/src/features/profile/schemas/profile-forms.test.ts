import {
  JOB_TITLE_MAX as CONTRACT_JOB_TITLE_MAX,
  PHONE_PATTERN as CONTRACT_PHONE_PATTERN,
  PROFILE_LANGUAGES as CONTRACT_LANGUAGES,
  PROFILE_NAME_MAX as CONTRACT_NAME_MAX,
  REGISTER_PASSWORD_MIN,
  USERNAME_MAX as CONTRACT_USERNAME_MAX,
  USERNAME_MIN as CONTRACT_USERNAME_MIN,
  USERNAME_PATTERN as CONTRACT_USERNAME_PATTERN,
} from '@mainstay/contracts';
import { describe, expect, it } from 'vitest';
import {
  JOB_TITLE_MAX,
  PASSWORD_MIN,
  PHONE_PATTERN,
  PROFILE_LANGUAGES,
  PROFILE_NAME_MAX,
  toUpdateRequest,
  USERNAME_MAX,
  USERNAME_MIN,
  USERNAME_PATTERN,
} from './profile-forms.ts';

describe('profile form rules', () => {
  it('match the server contracts', () => {
    expect([PROFILE_NAME_MAX, JOB_TITLE_MAX, USERNAME_MIN, USERNAME_MAX, PASSWORD_MIN]).toEqual([
      CONTRACT_NAME_MAX,
      CONTRACT_JOB_TITLE_MAX,
      CONTRACT_USERNAME_MIN,
      CONTRACT_USERNAME_MAX,
      REGISTER_PASSWORD_MIN,
    ]);
    expect(USERNAME_PATTERN.source).toBe(CONTRACT_USERNAME_PATTERN.source);
    expect(PHONE_PATTERN.source).toBe(CONTRACT_PHONE_PATTERN.source);
    expect(PROFILE_LANGUAGES).toEqual(CONTRACT_LANGUAGES);
  });

  it('leaves an unchanged username out of the request', () => {
    const values = {
      name: 'Marco',
      username: 'Marco Rossi',
      phone: '',
      job_title: '',
      language: 'en' as const,
    };
    expect(toUpdateRequest(values, 'Marco Rossi')).not.toHaveProperty('username');
    expect(toUpdateRequest({ ...values, username: 'marco' }, 'Marco Rossi')).toMatchObject({
      username: 'marco',
    });
  });
});
