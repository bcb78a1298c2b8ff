/**
 * System routes: health and version.
 * The public entry of this module: other modules, the seed and app.ts import only from here.
 */
export { systemRoutes as systemModule } from './system.routes.ts';
