/**
 * Dashboards: the service dashboard of the landing page, and the pieces the reports share with
 * it (the period filter in the address, the number formats and the bar chart in its card).
 */
export { DashboardPage, type DashboardPageProps } from './components/dashboard-page.tsx';
export { DashboardFilters, type DashboardFiltersProps } from './components/dashboard-filters.tsx';
export { useDashboardParams } from './lib/dashboard-params.ts';
export { formatCount, formatDay, formatDuration, formatPercent } from './lib/format.ts';
export { BarChart, type BarGroup, type Series } from './components/charts/bars.tsx';
export { ChartCard, type ChartTable } from './components/charts/chart-card.tsx';
