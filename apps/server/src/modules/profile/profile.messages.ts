/**
 * The success sentences of the profile endpoints, as keys of packages/i18n `notices`; routes
 * word them in the caller's language with `worded`. Refusals are error codes.
 */
export const PROFILE_NOTICES = {
  emailCodeSent: 'notices:emailCodeSent',
  emailChanged: 'notices:emailChanged',
  passwordChanged: 'notices:passwordChanged',
  sessionRevoked: 'notices:sessionRevoked',
  otherSessionsRevoked: 'notices:otherSessionsRevoked',
} as const;
