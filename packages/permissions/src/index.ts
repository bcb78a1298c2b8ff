export * from './actions-subjects.ts';
export * from './ability.ts';
export * from './rules.ts';
export * from './default-roles.ts';
