/** Every message the profile endpoints answer with: the profile page shows them as they are. */
export const PROFILE_MESSAGES = {
  userNotFound: 'Your account could not be found',
  usernameTaken: 'This username is already taken',
  avatarRemoved: 'Your photo was removed',
  signatureRemoved: 'Your signature was removed',

  passwordIncorrect: 'The password is incorrect',
  sameEmail: 'This is already your email address',
  emailInUse: 'This email address is already in use',
  emailCodeSent: (email: string) => `We sent a 6-digit code to ${email}`,
  noPendingChange: 'There is no email change waiting. Start again.',
  codeInvalid: 'The code is incorrect',
  codeExpired: 'This code has expired. Start again to get a new code.',
  codeBurnt: 'Too many wrong codes. Start again to get a new code.',
  emailChanged: 'Your email address has been changed',

  currentPasswordIncorrect: 'The current password is incorrect',
  samePassword: 'Choose a password different from the current one',
  passwordChanged: 'Your password has been changed. Your other devices have been signed out.',

  sessionNotFound: 'Session not found',
  sessionRevoked: 'The device has been signed out',
  otherSessionsRevoked: 'Your other devices have been signed out',
} as const;
