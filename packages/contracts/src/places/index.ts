export * from './place-fields.ts';
export * from './buildings.ts';
export * from './locations.ts';
