/** Query keys of the places pages: every key starts with 'places', so one prefix reaches them all. */
export const placesKeys = {
  all: ['places'] as const,
  buildings: () => ['places', 'buildings'] as const,
  buildingList: (params: object) => ['places', 'buildings', 'list', params] as const,
  building: (id: string) => ['places', 'buildings', 'detail', id] as const,
  buildingSummary: (id: string) => ['places', 'buildings', 'summary', id] as const,
  buildingAssets: (id: string, params: object) =>
    ['places', 'buildings', 'assets', id, params] as const,
  locations: () => ['places', 'locations'] as const,
  locationList: (params: object) => ['places', 'locations', 'list', params] as const,
  location: (id: string) => ['places', 'locations', 'detail', id] as const,
  tree: (buildingId: string) => ['places', 'locations', 'tree', buildingId] as const,
};
