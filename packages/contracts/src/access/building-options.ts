/** Buildings to choose from (e.g. a person's building scope), within the caller's own scope. */
import { z } from 'zod';

export const ZBuildingOption = z
  .object({ id: z.uuid(), name: z.string(), code: z.string().nullable() })
  .meta({ id: 'BuildingOption' });
export type TBuildingOption = z.infer<typeof ZBuildingOption>;

export const ZBuildingOptionsResponse = z
  .object({ data: z.array(ZBuildingOption) })
  .meta({ id: 'BuildingOptions' });
export type TBuildingOptionsResponse = z.infer<typeof ZBuildingOptionsResponse>;
