/**
 * The building options offered by scope pickers.
 * The public entry of this module: other modules, the seed and app.ts import only from here.
 */
export { buildingOptionsRoutes as buildingsModule } from './building-options.routes.ts';
