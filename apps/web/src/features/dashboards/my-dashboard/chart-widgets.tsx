/**
 * One of the service dashboard's charts, for the configurable dashboard: the very card, drawing,
 * links and table of the landing page, fed from one answer. Loaded as its own chunk, like the
 * landing page's charts.
 */
import type { TServiceDashboard } from '@mainstay/contracts';
import DashboardCharts, {
  type DashboardChartType,
} from '../components/charts/dashboard-charts.tsx';

export default function ChartWidget({
  type,
  data,
}: {
  type: DashboardChartType;
  data: TServiceDashboard;
}) {
  return <DashboardCharts data={data} only={type} />;
}
