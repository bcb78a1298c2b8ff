/** Dashboards: the service dashboard of the landing page. */
export { DashboardPage, type DashboardPageProps } from './components/dashboard-page.tsx';
