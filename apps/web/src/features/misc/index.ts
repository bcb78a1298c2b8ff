/** Stand-alone screens: not found, not authorized, coming soon, maintenance, and placeholders. */
export { MiscScreen, type MiscScreenProps } from './components/misc-screen.tsx';
export { NotFoundView, type NotFoundViewProps } from './components/not-found-view.tsx';
export { NotAuthorizedView } from './components/not-authorized-view.tsx';
export { ComingSoonView } from './components/coming-soon-view.tsx';
export { UnderMaintenanceView } from './components/under-maintenance-view.tsx';
export { PlaceholderPage, type PlaceholderPageProps } from './components/placeholder-page.tsx';
