/**
 * Team: members, teams, contractors and leave.
 * The public entry of this module: other modules, the seed and app.ts import only from here.
 */
export { teamModule } from './team.module.ts';
export { fileRowsById } from './team.shared.ts';
