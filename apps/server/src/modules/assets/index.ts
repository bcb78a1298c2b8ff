/**
 * Assets: the register, categories, custom fields, meters, files and exports.
 * The public entry of this module: other modules, the seed and app.ts import only from here.
 */
export { ensureDefaultCategories, syncDefaultCategories } from './asset-categories.ts';
export { addReadingByMeterName } from './asset-meters.ts';
export type { ReadingByMeterName } from './asset-meters.ts';
export { formatAssetCode } from './asset-rules.ts';
export { assetsModule } from './assets.module.ts';
export { DEMO_ASSETS, DEMO_CUSTOM_FIELDS } from './demo-assets.data.ts';
export type { DemoAsset } from './demo-assets.data.ts';
