/**
 * /reports: the catalogue of reports, or one report when the address names it
 * (`/reports?report=sla`), so a report with its filters can be shared and survives a reload.
 * Those who may schedule reports (write report) also get a "Scheduled reports" tab
 * (`?tab=schedules`) with the organisation's schedules.
 */
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader, type BreadcrumbItem } from '@/components/layout';
import { paths } from '@/config/paths.ts';
import { useAbility } from '@/lib/ability.ts';
import { reportKeyOf, reportSearch } from '../lib/report-params.ts';
import { ReportCatalogue } from './report-catalogue.tsx';
import { ReportView } from './report-view.tsx';

// The schedules tab (list, cards, edit dialog) loads when opened, not with the catalogue.
const ReportSchedules = lazy(() =>
  import('../schedules/report-schedules.tsx').then((module) => ({
    default: module.ReportSchedules,
  })),
);

export interface ReportsPageProps {
  title: string;
  breadcrumbs: BreadcrumbItem[];
}

const TABS = ['catalogue', 'schedules'] as const;
type ReportsTab = (typeof TABS)[number];

function CatalogueTabs() {
  const { t } = useTranslation('reportDelivery');
  const [search, setSearch] = useSearchParams();
  const current: ReportsTab = search.get('tab') === 'schedules' ? 'schedules' : 'catalogue';
  const handleChange = (_event: unknown, tab: ReportsTab) =>
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (tab === 'catalogue') next.delete('tab');
        else next.set('tab', tab);
        return next;
      },
      { replace: true },
    );
  return (
    <>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs
          value={current}
          onChange={handleChange}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label={t('list.tabs.label')}
        >
          {TABS.map((tab) => (
            <Tab
              key={tab}
              value={tab}
              label={t(`list.tabs.${tab}`)}
              id={`reports-tab-${tab}`}
              aria-controls={`reports-tabpanel-${tab}`}
            />
          ))}
        </Tabs>
      </Box>
      <Box
        role="tabpanel"
        id={`reports-tabpanel-${current}`}
        aria-labelledby={`reports-tab-${current}`}
      >
        {current === 'schedules' ? (
          <Suspense fallback={<CircularProgress aria-label={t('common:loading')} />}>
            <ReportSchedules />
          </Suspense>
        ) : (
          <ReportCatalogue />
        )}
      </Box>
    </>
  );
}

export function ReportsPage({ title, breadcrumbs }: ReportsPageProps) {
  const { t } = useTranslation('reports');
  const ability = useAbility();
  const [search] = useSearchParams();
  const reportKey = reportKeyOf(search);
  // In a report, the page's crumb leads back to the catalogue and the report is the last one.
  const trail: BreadcrumbItem[] = reportKey
    ? [
        ...breadcrumbs.filter((crumb) => crumb.to !== undefined),
        { label: title, to: `${paths.reports}${reportSearch(search)}` },
        { label: t(`catalogue.${reportKey}.title`) },
      ]
    : breadcrumbs;
  let body;
  if (reportKey) body = <ReportView key={reportKey} reportKey={reportKey} />;
  else if (ability.can('write', 'report')) body = <CatalogueTabs />;
  else body = <ReportCatalogue />;
  return (
    <>
      <PageHeader title={title} breadcrumbs={trail} />
      {body}
    </>
  );
}
