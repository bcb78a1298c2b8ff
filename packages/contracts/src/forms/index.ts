export * from './answers.ts';
export * from './forms.ts';
