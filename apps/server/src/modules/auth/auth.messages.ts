/**
 * Every message the auth endpoints answer with, in one place: the web pages show them as they
 * are, and tests assert them. Success messages are spec section 8's.
 */
export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  accountDeactivated:
    "This account has been deactivated. Contact your organisation's administrator.",
  emailNotVerified: 'Please verify your email address before signing in.',
  invitationPending:
    'This account is waiting for its invitation to be accepted. Use the link in your invitation email.',
  signedOut: 'Signed out',

  emailTaken: 'This email is already registered',
  verificationSent: 'Verification email sent',
  emailVerified: 'Email verified successfully',
  alreadyVerified: 'This email address is already verified',
  invalidCode: 'Invalid verification code',
  codeExpired: 'This verification code has expired. Request a new code.',
  codeBurnt: 'Too many wrong codes. Request a new code.',
  resendTooSoon: (seconds: number) =>
    `Please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} before requesting another code.`,
  userNotFound: 'User ID not found. Please try registering again.',

  companyDetailsUpdated: 'Company details updated',
  companyAlreadyCreated: 'This account already belongs to an organisation',
  verifyFirst: 'Verify your email address first',
  signUpExpired: 'This sign-up has expired. Please register again.',

  invitationsSent: 'Invitations sent successfully',
  unknownRole: 'This role does not exist in your organisation',
  roleNotGrantable: 'You cannot invite someone with permissions you do not have',
  alreadyMember: 'This person is already a member of your organisation',
  emailHasAccount: 'This email already has an account',
  duplicateInvitation: 'This email appears more than once',
  invitationNotFound: 'This invitation is invalid',
  invitationExpired: 'This invitation has expired. Ask for a new one.',
  invitationUsed: 'This invitation has already been used',
  usernameTaken: 'This username is already taken',

  forgotPasswordSent: 'If an account exists for this email, a reset link has been sent.',
  passwordReset: 'Password reset successfully',
  resetLinkInvalid: 'This reset link is invalid or has expired',
} as const;
