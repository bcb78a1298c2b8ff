/**
 * "New schedule" and "Edit schedule": every field of the contract, checked here by the contract
 * itself and by the server, whose field errors land on the fields; nothing typed is lost on an
 * error. An edit shows first what it does to the next 90 days and asks whether open tasks
 * follow it. A new schedule opens its page. Full screen on phones.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TPpmPreview, TPpmSchedule } from '@mainstay/contracts';
import { FormDialog, useServerForm } from '@/components/form/index.ts';
import { paths } from '@/config/paths.ts';
import { useTicketOptionsQuery } from '@/features/tickets';
import { useNotify } from '@/lib/notifications.tsx';
import {
  useCreateScheduleMutation,
  usePreviewMutation,
  useUpdateScheduleMutation,
} from '../api/save-schedule.ts';
import { ChangeReviewDialog } from './change-review-dialog.tsx';
import { RuleFields } from './rule-fields.tsx';
import { PeopleFields, ScopeFields } from './scope-fields.tsx';
import { WorkFields } from './work-fields.tsx';
import {
  formFieldOf,
  ruleRequest,
  scheduleFormValues,
  scheduleRequest,
  ZScheduleForm,
  type TScheduleForm,
} from './schedule-form-schema.ts';

export interface ScheduleDialogProps {
  open: boolean;
  onClose: () => void;
  /** The schedule to edit; absent to create one. */
  schedule?: TPpmSchedule | null;
}

interface Review {
  preview: TPpmPreview;
  decide: (applyToOpenTasks: boolean | null) => void;
}

function ScheduleForm({
  schedule,
  onClose,
}: {
  schedule: TPpmSchedule | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('ppm');
  const notify = useNotify();
  const navigate = useNavigate();
  const options = useTicketOptionsQuery('ppm');
  const create = useCreateScheduleMutation();
  const update = useUpdateScheduleMutation(schedule?.id ?? '');
  const preview = usePreviewMutation();
  const [review, setReview] = useState<Review | null>(null);

  /** The edit's preview, then the person's choice (null: back to the form, nothing sent). */
  async function reviewChange(values: TScheduleForm): Promise<boolean | null> {
    const answer = await preview.mutateAsync({
      schedule_id: schedule?.id ?? null,
      ...ruleRequest(values),
    });
    if (answer.added.length === 0 && answer.removed.length === 0 && answer.open_tasks === 0) {
      return false;
    }
    const choice = await new Promise<boolean | null>((resolve) =>
      setReview({ preview: answer, decide: resolve }),
    );
    setReview(null);
    return choice;
  }

  const form = useServerForm({
    schema: ZScheduleForm,
    defaultValues: scheduleFormValues(schedule),
    serverFields: formFieldOf,
    failure: t('notify.saveFailed'),
    onValid: async (values) => {
      const body = scheduleRequest(values);
      if (schedule) {
        const apply = await reviewChange(values);
        if (apply === null) return;
        await update.mutateAsync({ ...body, apply_to_open_tasks: apply });
        notify.success(t('notify.updated', { title: body.title }));
        onClose();
        return;
      }
      const created = await create.mutateAsync(body);
      notify.success(t('notify.created', { title: created.title }));
      onClose();
      void navigate(paths.ppmSchedules.detail(created.id));
    },
  });

  return (
    <>
      <FormDialog
        {...form.dialog}
        onClose={onClose}
        title={
          schedule ? t('dialog.editTitle', { title: schedule.title }) : t('dialog.createTitle')
        }
        submitLabel={schedule ? t('dialog.save') : t('dialog.create')}
        maxWidth="md"
        intro={
          options.isError && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {t('form.optionsFailed')}
            </Alert>
          )
        }
      >
        <WorkFields
          control={form.control}
          options={options.data}
          current={schedule?.template ?? null}
        />
        <ScopeFields
          control={form.control}
          setValue={form.setValue}
          current={{
            building: schedule?.building ?? null,
            location: schedule?.location ?? null,
            category: schedule?.asset_category ?? null,
          }}
        />
        <RuleFields control={form.control} scheduleId={schedule?.id ?? null} />
        <PeopleFields control={form.control} options={options.data} loading={options.isFetching} />
      </FormDialog>
      {review && <ChangeReviewDialog preview={review.preview} onDecide={review.decide} />}
    </>
  );
}

/** Mounted only while open, so each opening starts from the schedule's values. */
export function ScheduleDialog({ open, schedule = null, onClose }: ScheduleDialogProps) {
  return open ? <ScheduleForm schedule={schedule} onClose={onClose} /> : null;
}
