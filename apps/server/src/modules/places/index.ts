/**
 * Places: buildings and locations.
 * The public entry of this module: other modules, the seed and app.ts import only from here.
 */
export { placesModule } from './places.module.ts';
