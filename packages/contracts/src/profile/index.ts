export * from './profile.ts';
export * from './security.ts';
