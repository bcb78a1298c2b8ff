/**
 * "Schedule" on a report, for those who may schedule reports (write report): opens the
 * schedule dialog with the report's current filters.
 */
import { lazy, Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import ScheduleSendOutlined from '@mui/icons-material/ScheduleSendOutlined';
import { useTranslation } from 'react-i18next';
import type { TReportKey, TReportQuery } from '@mainstay/contracts';
import { useAbility } from '@/lib/ability.ts';

// The dialog (its form, recipient picker and checks) loads when first opened, not with the report.
const ScheduleReportDialog = lazy(() =>
  import('./schedule-report-dialog.tsx').then((module) => ({
    default: module.ScheduleReportDialog,
  })),
);

export interface ScheduleReportButtonProps {
  reportKey: TReportKey;
  filters: TReportQuery;
}

export function ScheduleReportButton({ reportKey, filters }: ScheduleReportButtonProps) {
  const { t } = useTranslation('reportDelivery');
  const ability = useAbility();
  const [open, setOpen] = useState(false);
  if (!ability.can('write', 'report')) return null;
  return (
    <>
      <Button
        variant="outlined"
        color="secondary"
        startIcon={<ScheduleSendOutlined />}
        onClick={() => setOpen(true)}
      >
        {t('schedule.button')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ScheduleReportDialog
            reportKey={reportKey}
            filters={filters}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
