/**
 * Every operation of the API, one object per area (import the area you call, so a bundle keeps
 * only its areas), and `allEndpoints()` for those who need the whole table: the server's
 * conformance test today, route registration and the OpenAPI document later.
 */
import { accessEndpoints } from '../access/access.endpoints.ts';
import { assetEndpoints } from '../assets/assets.endpoints.ts';
import { authEndpoints } from '../auth/auth.endpoints.ts';
import { registrationEndpoints } from '../auth/registration.endpoints.ts';
import { billingEndpoints } from '../billing/billing.endpoints.ts';
import { dashboardLayoutEndpoints } from '../dashboards/dashboard-layout.endpoints.ts';
import { dashboardEndpoints } from '../dashboards/dashboards.endpoints.ts';
import { fileEndpoints } from '../files/files.endpoints.ts';
import { importEndpoints } from '../imports/imports.endpoints.ts';
import { notificationEndpoints } from '../notifications/notifications.endpoints.ts';
import { organisationEndpoints } from '../organisation/organisation.endpoints.ts';
import { placeEndpoints } from '../places/places.endpoints.ts';
import { procurementEndpoints } from '../procurement/procurement.endpoints.ts';
import { profileEndpoints } from '../profile/profile.endpoints.ts';
import { systemEndpoints } from '../system/system.endpoints.ts';
import { contractorEndpoints } from '../team/contractors.endpoints.ts';
import { teamEndpoints } from '../team/team.endpoints.ts';
import { reportDeliveryEndpoints } from '../reports/report-delivery.endpoints.ts';
import { reportEndpoints } from '../reports/reports.endpoints.ts';
import { publicTicketEndpoints } from '../tickets/public.endpoints.ts';
import { ticketKindEndpoints } from '../tickets/ticket-kind.endpoints.ts';
import { ticketEndpoints } from '../tickets/tickets.endpoints.ts';
import { formDocumentEndpoints, formEndpoints } from '../forms/forms.endpoints.ts';
import { templateEndpoints } from '../templates/templates.endpoints.ts';
import { ppmScheduleEndpoints } from '../ppm/ppm.endpoints.ts';
import type { EndpointDefinition } from './define.ts';
// new-area:endpoints-import (npm run new:area inserts above this line)

export * from './define.ts';
export {
  accessEndpoints,
  assetEndpoints,
  authEndpoints,
  billingEndpoints,
  contractorEndpoints,
  dashboardEndpoints,
  dashboardLayoutEndpoints,
  fileEndpoints,
  importEndpoints,
  notificationEndpoints,
  organisationEndpoints,
  placeEndpoints,
  procurementEndpoints,
  profileEndpoints,
  publicTicketEndpoints,
  registrationEndpoints,
  reportDeliveryEndpoints,
  reportEndpoints,
  systemEndpoints,
  teamEndpoints,
  ticketEndpoints,
  ticketKindEndpoints,
  templateEndpoints,
  formEndpoints,
  formDocumentEndpoints,
  ppmScheduleEndpoints,
  // new-area:endpoints-export (npm run new:area inserts above this line)
};
export {
  buildTicketKindEndpoints,
  type TicketKindEndpoints,
} from '../tickets/ticket-kind.endpoints.ts';

/** Every operation, each area's entries in the order the area lists them. */
export function allEndpoints(): EndpointDefinition[] {
  return [
    systemEndpoints,
    fileEndpoints,
    authEndpoints,
    registrationEndpoints,
    billingEndpoints,
    organisationEndpoints,
    accessEndpoints,
    teamEndpoints,
    contractorEndpoints,
    profileEndpoints,
    placeEndpoints,
    assetEndpoints,
    procurementEndpoints,
    importEndpoints,
    ticketKindEndpoints.reactive,
    ticketKindEndpoints.general,
    ticketKindEndpoints.ppm,
    ticketEndpoints,
    notificationEndpoints,
    publicTicketEndpoints,
    dashboardEndpoints,
    reportEndpoints,
    reportDeliveryEndpoints,
    dashboardLayoutEndpoints,
    templateEndpoints,
    formEndpoints,
    formDocumentEndpoints,
    ppmScheduleEndpoints,
    // new-area:endpoints-all (npm run new:area inserts above this line)
  ].flatMap((area): EndpointDefinition[] => Object.values(area));
}
