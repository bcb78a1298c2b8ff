/** Query keys of the asset pages: every key starts with 'assets', so one prefix reaches them all. */
export const assetsKeys = {
  all: ['assets'] as const,
  lists: () => ['assets', 'list'] as const,
  list: (params: object) => ['assets', 'list', params] as const,
  detail: (id: string) => ['assets', 'detail', id] as const,
  categories: () => ['assets', 'categories'] as const,
  customFields: () => ['assets', 'custom-fields'] as const,
  readings: (assetId: string, meterId: string) => ['assets', 'readings', assetId, meterId] as const,
  buildings: () => ['assets', 'choices', 'buildings'] as const,
  locations: (buildingId: string) => ['assets', 'choices', 'locations', buildingId] as const,
};
