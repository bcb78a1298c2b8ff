/** Query keys of the access feature; mutations invalidate by these. */
export const accessKeys = {
  all: ['access'] as const,
  roles: () => ['access', 'roles'] as const,
  users: () => ['access', 'users'] as const,
  userPage: (query: object) => ['access', 'users', query] as const,
  invitations: () => ['access', 'invitations'] as const,
  audit: () => ['access', 'audit'] as const,
  auditPage: (query: object) => ['access', 'audit', query] as const,
  buildingOptions: () => ['access', 'building-options'] as const,
};
