export * from './ppm-rules.ts';
