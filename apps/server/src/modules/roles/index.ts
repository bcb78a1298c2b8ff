/**
 * Roles and their privileges.
 * The public entry of this module: other modules, the seed and app.ts import only from here.
 */
export { assertHoldsRules } from './role-privileges.ts';
export { rolesRepository, syncSystemRoles } from './roles.repository.ts';
export { rolesRoutes as rolesModule } from './roles.routes.ts';
