/**
 * The audit log: reading the changes recorded by lib/audit.ts.
 * The public entry of this module: other modules, the seed and app.ts import only from here.
 */
export { auditRoutes as auditModule } from './audit.routes.ts';
