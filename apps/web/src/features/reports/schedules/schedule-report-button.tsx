/**
 * "Schedule" on a report, for those who may schedule reports (write report): opens the
 * schedule dialog with the report's current filters.
 */
import { useState } from 'react';
import Button from '@mui/material/Button';
import ScheduleSendOutlined from '@mui/icons-material/ScheduleSendOutlined';
import { useTranslation } from 'react-i18next';
import type { TReportKey, TReportQuery } from '@mainstay/contracts';
import { useAbility } from '@/lib/ability.ts';
import { ScheduleReportDialog } from './schedule-report-dialog.tsx';

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
        <ScheduleReportDialog
          reportKey={reportKey}
          filters={filters}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
