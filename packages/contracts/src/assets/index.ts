export * from './asset-fields.ts';
export * from './assets.ts';
export * from './asset-settings.ts';
export * from './asset-meters.ts';
