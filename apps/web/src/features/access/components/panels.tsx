/** Panels of the organisation page; being built. */
export function UsersPanel() {
  return null;
}
export function RolesPanel() {
  return null;
}
export function AuditPanel() {
  return null;
}
