/**
 * The language a request is answered in: the signed-in user's preference, else the best match
 * of their browser's Accept-Language, else English. Errors (the error handler) and the success
 * sentences of the account endpoints (`worded`) are worded in it.
 */
import { DEFAULT_LANGUAGE, type LanguageCode } from '@mainstay/i18n';
import type { FastifyRequest } from 'fastify';
import { preferredLanguage, translate, type TranslationParams } from '../lib/translate.ts';

export function languageOf(request: FastifyRequest): LanguageCode {
  return (
    request.auth?.language ??
    preferredLanguage(request.headers['accept-language']) ??
    DEFAULT_LANGUAGE
  );
}

const NOTICE = /^notices:/;

/**
 * A service's answer with its `message`, a key of packages/i18n `notices` (the success sentence
 * of an endpoint), worded for the caller; a message that is not a key is left as it is.
 */
export function worded<T extends { message: string }>(
  request: FastifyRequest,
  answer: T,
  params?: TranslationParams,
): T {
  if (!NOTICE.test(answer.message)) return answer;
  const key = answer.message as `notices:${string}`;
  return { ...answer, message: translate(languageOf(request), key, params) };
}
