/** Query keys of the team pages: every key starts with 'team', so one prefix reaches them all. */
export const teamKeys = {
  all: ['team'] as const,
  members: () => ['team', 'members'] as const,
  memberList: (params: object) => ['team', 'members', 'list', params] as const,
  member: (id: string) => ['team', 'members', 'detail', id] as const,
  teams: () => ['team', 'teams'] as const,
  contractors: () => ['team', 'contractors'] as const,
  contractorList: (params: object) => ['team', 'contractors', 'list', params] as const,
  contractor: (id: string) => ['team', 'contractors', 'detail', id] as const,
  documents: (contractorId: string) => ['team', 'contractors', 'documents', contractorId] as const,
  leave: () => ['team', 'leave'] as const,
  leaveList: (params: object) => ['team', 'leave', params] as const,
};
