/** Access: roles, the organisation's people, pending invitations, the audit log. */
export * from './roles.ts';
export * from './users.ts';
export * from './invitations-admin.ts';
export * from './audit.ts';
export * from './building-options.ts';
