/**
 * Reports: the catalogue, each report computed in the database, its export (at once or on the
 * job queue) and scheduled reports sent by e-mail.
 * The public entry of this module: other modules, the seed and app.ts import only from here.
 */
export { reportsModule } from './reports.module.ts';
export { runReport } from './reports.service.ts';
