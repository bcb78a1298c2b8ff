/**
 * /reports: the catalogue of reports, or one report when the address names it
 * (`/reports?report=sla`), so a report with its filters can be shared and survives a reload.
 */
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader, type BreadcrumbItem } from '@/components/layout';
import { paths } from '@/config/paths.ts';
import { reportKeyOf, reportSearch } from '../lib/report-params.ts';
import { ReportCatalogue } from './report-catalogue.tsx';
import { ReportView } from './report-view.tsx';

export interface ReportsPageProps {
  title: string;
  breadcrumbs: BreadcrumbItem[];
}

export function ReportsPage({ title, breadcrumbs }: ReportsPageProps) {
  const { t } = useTranslation('reports');
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
  return (
    <>
      <PageHeader title={title} breadcrumbs={trail} />
      {reportKey ? <ReportView key={reportKey} reportKey={reportKey} /> : <ReportCatalogue />}
    </>
  );
}
