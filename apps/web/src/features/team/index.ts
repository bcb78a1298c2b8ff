/** Team pages: members, teams, contractors with their documents, and leave. */
export { TeamPage, type TeamPageProps } from './components/team-page.tsx';
export { MemberPage, type MemberPageProps } from './components/member/member-page.tsx';
