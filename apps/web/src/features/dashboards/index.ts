/** Dashboards: the service dashboard of the landing page, and the configurable dashboard. */
export { DashboardPage, type DashboardPageProps } from './components/dashboard-page.tsx';
export { MyDashboardPage, type MyDashboardPageProps } from './my-dashboard/my-dashboard-page.tsx';
