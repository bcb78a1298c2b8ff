/** Reports: the catalogue at /reports and one report with its filters, chart, table and export. */
export { ReportsPage, type ReportsPageProps } from './components/reports-page.tsx';
export {
  ReportUnsubscribePage,
  type ReportUnsubscribePageProps,
} from './unsubscribe/unsubscribe-page.tsx';
