export { BuildingsPage } from './components/buildings/buildings-page.tsx';
export { BuildingPage } from './components/building-detail/building-page.tsx';
export { LocationsPage } from './components/locations/locations-page.tsx';
export { LocationPage } from './components/location-detail/location-page.tsx';
export { BuildingDialog } from './components/buildings/building-dialog.tsx';
export { LocationDialog } from './components/locations/location-dialog.tsx';
