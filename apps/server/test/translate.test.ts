// The server's wording of errors: which language a request gets, and how a code's sentence is
// built (plurals, values, nested status names), with every code worded in every language.
import { DOMAIN_ERROR_CODES, ERROR_CODES, errorTranslationKey } from '@mainstay/contracts';
import { LANGUAGE_CODES } from '@mainstay/i18n';
import { describe, expect, it } from 'vitest';
import { AppError, errorMessage, fieldError, ValidationError } from '../src/lib/errors.ts';
import { hasTranslation, preferredLanguage, translate } from '../src/lib/translate.ts';

describe('preferredLanguage', () => {
  it('takes the first language offered when no quality is given', () => {
    expect(preferredLanguage('ar, fr, en')).toBe('ar');
  });

  it('ranks by quality, not by order', () => {
    expect(preferredLanguage('en;q=0.4, fr;q=0.9, ar;q=0.7')).toBe('fr');
  });

  it('matches a regional variant to its language and skips what it does not speak', () => {
    expect(preferredLanguage('de-DE, fr-CA;q=0.8, en;q=0.5')).toBe('fr');
  });

  it('treats q=0 as a refusal', () => {
    expect(preferredLanguage('fr;q=0, ar;q=0.1')).toBe('ar');
  });

  it('has no answer for a missing header or languages it does not speak', () => {
    expect(preferredLanguage(undefined)).toBeUndefined();
    expect(preferredLanguage('de, es;q=0.8, *;q=0.1')).toBeUndefined();
  });
});

describe('translate', () => {
  it('picks the plural form of each language from count', () => {
    const key = errorTranslationKey('RESEND_TOO_SOON');
    expect(translate('en', key, { count: 1 })).toBe(
      'Please wait 1 second before requesting another code.',
    );
    expect(translate('en', key, { count: 60 })).toBe(
      'Please wait 60 seconds before requesting another code.',
    );
    expect(translate('ar', key, { count: 2 })).toBe('يرجى الانتظار ثانيتين قبل طلب رمز آخر.');
    expect(translate('ar', key, { count: 5 })).toBe('يرجى الانتظار 5 ثوانٍ قبل طلب رمز آخر.');
  });

  it('fills values first, then the names they point to', () => {
    const params = { from: 'on_hold', to: 'closed' };
    expect(errorMessage('en', 'TICKET_TRANSITION_NOT_ALLOWED', params)).toBe(
      'A ticket on hold cannot move to closed',
    );
    expect(errorMessage('fr', 'TICKET_TRANSITION_NOT_ALLOWED', params)).toBe(
      "Un ticket en attente ne peut pas passer à l'état clôturé",
    );
    expect(errorMessage('en', 'TICKET_ALREADY_IN_STATUS', { status: 'in_progress' })).toBe(
      'The ticket is already in progress',
    );
  });

  it('words every error code in every language', () => {
    const missing = LANGUAGE_CODES.flatMap((language) =>
      ERROR_CODES.filter((code) => !hasTranslation(language, errorTranslationKey(code))).map(
        (code) => `${language}:${code}`,
      ),
    );
    expect(missing).toEqual([]);
  });

  it('words a domain code differently from English in French and Arabic', () => {
    const same = DOMAIN_ERROR_CODES.filter(
      (code) =>
        errorMessage('fr', code) === errorMessage('en', code) ||
        errorMessage('ar', code) === errorMessage('en', code),
    );
    expect(same).toEqual([]);
  });
});

describe('AppError', () => {
  it('keeps English for logs and words the answer and its fields in the language asked', () => {
    const error = fieldError('code', 'VERIFICATION_CODE_INVALID');
    expect(error.message).toBe('Invalid verification code');
    expect(error.statusCode).toBe(422);
    expect(error.messageIn('ar')).toBe('رمز التحقق غير صحيح');
    expect(error.fieldErrorsIn('fr')).toEqual({ code: ['Code de vérification incorrect'] });
  });

  it('words a field code given as the answer sentence, as services pass the first field problem', () => {
    const error = new ValidationError({ user_id: ['PERSON_NOT_MEMBER'] }, 'PERSON_NOT_MEMBER');
    expect(error.message).toBe('This person is not a member of your organisation');
    expect(error.messageIn('fr')).toBe("Cette personne n'est pas membre de votre organisation");
  });

  it('leaves a sentence that has no code of its own as it is', () => {
    const error = new AppError('NOT_FOUND', {
      message: 'Holiday not found',
      fieldErrors: { day: ['Pick a day'] },
    });
    expect(error.messageIn('fr')).toBe('Holiday not found');
    expect(error.fieldErrorsIn('fr')).toEqual({ day: ['Pick a day'] });
  });
});
