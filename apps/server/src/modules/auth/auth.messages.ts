/**
 * The success sentences of the auth endpoints, as keys of packages/i18n `notices` (the English
 * is spec section 8's); routes word them in the caller's language with `worded`. Refusals are
 * error codes (contracts' DOMAIN_ERROR_STATUS).
 */
export const AUTH_NOTICES = {
  signedOut: 'notices:signedOut',
  verificationSent: 'notices:verificationSent',
  emailVerified: 'notices:emailVerified',
  companyDetailsUpdated: 'notices:companyDetailsUpdated',
  invitationsSent: 'notices:invitationsSent',
  forgotPasswordSent: 'notices:forgotPasswordSent',
  passwordReset: 'notices:passwordReset',
} as const;
