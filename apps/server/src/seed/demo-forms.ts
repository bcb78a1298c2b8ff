/**
 * The demo organisation's checklists: every starter template of the library, added in English
 * and published as version 1 by the facilities manager, so the templates page and a new form
 * have something to start from.
 */
import { addStarterTemplates } from '../modules/templates/index.ts';
import type { Executor } from '../db/client.ts';
import type { DemoPlacesContext } from './demo-context.ts';

/** The organisation's template of each starter, by starter id. */
export async function seedDemoForms(
  tx: Executor,
  { organisationId, userIds }: DemoPlacesContext,
): Promise<Map<string, string>> {
  return addStarterTemplates(tx, {
    organisationId,
    userId: userIds.facilities_manager,
    language: 'en',
  });
}
