export * from './ppm-rules.ts';
export * from './ppm-schedules.ts';
