export * from './fields.ts';
export * from './session.ts';
export * from './registration.ts';
export * from './invitations.ts';
export * from './password-reset.ts';
export * from './demo-accounts.ts';
