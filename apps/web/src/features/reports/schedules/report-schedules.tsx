/**
 * The organisation's scheduled reports (the "Scheduled reports" tab of /reports): a card per
 * schedule with edit, pause or resume, and delete (after a confirmation).
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import type { TReportSchedule } from '@mainstay/contracts';
import { ConfirmDialog } from '@/components/data-table';
import { EmptyState, ErrorState } from '@/components/feedback';
import { isApiError } from '@/lib/api-client.ts';
import { errorMessage } from '@/lib/form-errors.ts';
import { useNotify } from '@/lib/notifications.tsx';
import { useDeleteReportScheduleMutation } from '../api/delete-report-schedule.ts';
import { useReportSchedulesQuery } from '../api/report-schedules.ts';
import { useUpdateReportScheduleMutation } from '../api/save-report-schedule.ts';
import { ScheduleCard } from './schedule-card.tsx';
import { ScheduleReportDialog } from './schedule-report-dialog.tsx';

/** A refusal's field sentence when it has one (resuming a schedule nobody is left on). */
function refusal(error: unknown, fallback: string): string {
  const field = isApiError(error) ? Object.values(error.errors ?? {})[0]?.[0] : undefined;
  return field ?? errorMessage(error, fallback);
}

export function ReportSchedules() {
  const { t } = useTranslation('reportDelivery');
  const notify = useNotify();
  const schedules = useReportSchedulesQuery();
  const update = useUpdateReportScheduleMutation();
  const remove = useDeleteReportScheduleMutation();
  const [editing, setEditing] = useState<TReportSchedule | null>(null);
  const [deleting, setDeleting] = useState<TReportSchedule | null>(null);

  async function handleToggle(schedule: TReportSchedule) {
    try {
      await update.mutateAsync({ id: schedule.id, body: { active: !schedule.active } });
      notify.success(schedule.active ? t('list.pausedNotice') : t('list.resumedNotice'));
    } catch (error) {
      notify.error(refusal(error, t('list.changeFailed')));
    }
  }

  async function handleDelete(schedule: TReportSchedule) {
    try {
      await remove.mutateAsync(schedule.id);
      notify.success(t('list.deleted'));
      setDeleting(null);
    } catch (error) {
      notify.error(errorMessage(error, t('list.changeFailed')));
    }
  }

  if (schedules.isError) {
    return (
      <ErrorState
        message={errorMessage(schedules.error, t('list.loadFailed'))}
        onRetry={() => void schedules.refetch()}
      />
    );
  }
  if (!schedules.data) {
    return (
      <Box role="status" aria-busy="true" aria-label={t('list.title')}>
        {[0, 1].map((index) => (
          <Skeleton key={index} variant="rounded" height={140} sx={{ mb: 2 }} />
        ))}
      </Box>
    );
  }
  const items = schedules.data.items;
  if (items.length === 0) {
    return <EmptyState title={t('list.empty')} description={t('list.emptyHint')} />;
  }
  return (
    <>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        {items.map((schedule) => (
          <ScheduleCard
            key={schedule.id}
            schedule={schedule}
            busy={update.isPending || remove.isPending}
            onEdit={() => setEditing(schedule)}
            onToggle={() => void handleToggle(schedule)}
            onDelete={() => setDeleting(schedule)}
          />
        ))}
      </Box>
      {editing && (
        <ScheduleReportDialog
          reportKey={editing.report_key}
          filters={editing.filters}
          schedule={editing}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('list.deleteTitle')}
        message={t('list.deleteBody', { name: deleting?.name ?? '' })}
        confirmLabel={t('list.deleteConfirm')}
        destructive
        loading={remove.isPending}
        onConfirm={() => deleting && void handleDelete(deleting)}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
