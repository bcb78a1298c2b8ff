/** People and access in the organisation: users, invitations, roles and the audit log. */
export { UsersPanel, RolesPanel, AuditPanel } from './components/panels.tsx';
export { InvitePeopleButton } from './components/invite-people-button.tsx';
