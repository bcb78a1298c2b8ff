export * from './template-fields.ts';
export * from './template-definition.ts';
export * from './templates.ts';
