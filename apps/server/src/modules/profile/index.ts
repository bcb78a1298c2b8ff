/**
 * Profile: the signed-in user's own details, e-mail and security.
 * The public entry of this module: other modules, the seed and app.ts import only from here.
 */
export { profileModule } from './profile.module.ts';
