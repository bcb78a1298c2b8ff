/** What every demo builder is given: the demo organisation and its people, by role. */
import type { DefaultRoleKey } from '@mainstay/permissions';

export interface DemoContext {
  organisationId: string;
  userIds: Record<DefaultRoleKey, string>;
}

/** The builders that place things in buildings also get the buildings, by code. */
export interface DemoPlacesContext extends DemoContext {
  buildingIds: Record<string, string>;
}
