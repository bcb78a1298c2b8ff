import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { applyServerErrors, errorMessage } from './form-errors.ts';
import { changeLanguage } from './i18n.ts';

afterEach(async () => {
  await changeLanguage('en');
});

interface TForm {
  email: string;
  password: string;
  assignees: string[];
}

function useTestForm() {
  return useForm<TForm>({ defaultValues: { email: '', password: '', assignees: [] } });
}

const refusal = new ApiError({
  message: 'The data sent is not valid',
  status: 422,
  code: 'VALIDATION_FAILED',
  errors: {
    email: ['This email is already registered', 'second message is not shown'],
    assignee_ids: ['At most 20 assignees'],
    organisation: ['Not a field of this form'],
  },
});

describe('applyServerErrors', () => {
  it('puts each field message under its field and returns the ones with no field', () => {
    const { result } = renderHook(useTestForm);
    let outcome: ReturnType<typeof applyServerErrors> | undefined;
    act(() => {
      outcome = applyServerErrors(refusal, result.current.setError, ['email', 'password']);
    });
    expect(outcome).toEqual({
      placed: true,
      rest: ['At most 20 assignees', 'Not a field of this form'],
    });
    expect(result.current.getFieldState('email').error).toMatchObject({
      type: 'server',
      message: 'This email is already registered',
    });
    expect(result.current.getFieldState('password').error).toBeUndefined();
  });

  it('follows a mapping for fields named differently from the request', () => {
    const { result } = renderHook(useTestForm);
    act(() => {
      applyServerErrors(refusal, result.current.setError, (key) =>
        key === 'assignee_ids' ? 'assignees' : undefined,
      );
    });
    expect(result.current.getFieldState('assignees').error?.message).toBe('At most 20 assignees');
    expect(result.current.getFieldState('email').error).toBeUndefined();
  });

  it('places nothing for an error that is not an API refusal', () => {
    const { result } = renderHook(useTestForm);
    const outcome = applyServerErrors(new Error('boom'), result.current.setError, ['email']);
    expect(outcome).toEqual({ placed: false, rest: [] });
  });
});

describe('errorMessage', () => {
  const wrongCode = new ApiError({
    message: 'Invalid verification code',
    status: 422,
    code: 'VERIFICATION_CODE_INVALID',
  });

  it('words a domain code in the interface language, whatever language the server used', async () => {
    await changeLanguage('ar');
    expect(errorMessage(wrongCode, 'fallback')).toBe('رمز التحقق غير صحيح');
    await changeLanguage('fr');
    expect(errorMessage(wrongCode, 'fallback')).toBe('Code de vérification incorrect');
  });

  it('words a code with the values the server sent', async () => {
    await changeLanguage('fr');
    const tooSoon = new ApiError({
      message: 'Please wait 42 seconds before requesting another code.',
      status: 429,
      code: 'RESEND_TOO_SOON',
      params: { count: 42 },
    });
    expect(errorMessage(tooSoon, 'fallback')).toBe(
      'Veuillez patienter 42 secondes avant de demander un autre code.',
    );
  });

  it("keeps the server's message for a generic code, which names the thing", () => {
    const missing = new ApiError({ message: 'Holiday not found', status: 404, code: 'NOT_FOUND' });
    expect(errorMessage(missing, 'fallback')).toBe('Holiday not found');
  });

  it('falls back when there was no answer, or no API error at all', () => {
    const offline = new ApiError({ message: 'offline', status: 0, code: 'NETWORK_ERROR' });
    expect(errorMessage(offline, 'Could not save')).toBe('Could not save');
    expect(errorMessage(new Error('boom'), 'Could not save')).toBe('Could not save');
  });
});
