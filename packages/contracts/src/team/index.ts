/** Team pages: members, teams, contractors with their documents, and leave. */
export { LABEL_LIST_LIMITS, ZTeamNamedRef, type TTeamNamedRef } from './common.ts';
export * from './leave.ts';
export * from './members.ts';
export * from './teams.ts';
export * from './contractors.ts';
