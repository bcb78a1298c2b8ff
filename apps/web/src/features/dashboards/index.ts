/**
 * Dashboards: the service dashboard of the landing page, the configurable dashboard, and the
 * pieces the reports share with them (the period filter in the address, the number formats and
 * the charts in their card).
 */
export { DashboardPage, type DashboardPageProps } from './components/dashboard-page.tsx';
export { MyDashboardPage, type MyDashboardPageProps } from './my-dashboard/my-dashboard-page.tsx';
export { DashboardFilters, type DashboardFiltersProps } from './components/dashboard-filters.tsx';
export { useDashboardParams } from './lib/dashboard-params.ts';
export { formatCount, formatDay, formatDuration, formatPercent } from './lib/format.ts';
export { Legend, type Series } from './components/charts/bars.tsx';
export { Plot, type PlotItem } from './components/charts/plot.tsx';
export { niceTicks } from './lib/chart-scale.ts';
export { ChartCard, type ChartTable } from './components/charts/chart-card.tsx';
