/**
 * Move one or more locations: pick the building and the new parent (or the top level). The
 * whole subtree moves with each location; the server refuses a move under itself and says so.
 */
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { TPlaceBulkResponse } from '@mainstay/contracts';
import { FormDialog, useServerForm } from '@/components/form/index.ts';
import { useNotify } from '@/lib/notifications.tsx';
import { useBulkLocationsMutation } from '../../api/bulk-places.ts';
import { BuildingParentFields } from './building-parent-fields.tsx';

export interface MoveLocationDialogProps {
  open: boolean;
  ids: string[];
  /** The building to start in (the locations' own when they share one). */
  buildingId?: string;
  /** The name shown in the title when moving one location. */
  name?: string;
  onClose: () => void;
  onDone?: (outcome: TPlaceBulkResponse) => void;
}

const ZMoveForm = z.object({
  building_id: z.string().min(1, { message: 'validation.buildingRequired' }),
  parent_id: z.string(),
});

function MoveForm({
  ids,
  buildingId,
  name,
  onClose,
  onDone,
}: Omit<MoveLocationDialogProps, 'open'>) {
  const { t } = useTranslation('places');
  const notify = useNotify();
  const move = useBulkLocationsMutation();
  const form = useServerForm({
    schema: ZMoveForm,
    defaultValues: { building_id: buildingId ?? '', parent_id: '' },
    serverFields: ['building_id', 'parent_id'],
    failure: t('errors.saveFailed'),
    onValid: async (values, { refuse }) => {
      const outcome = await move.mutateAsync({
        ids,
        action: 'move',
        parent_id: values.parent_id || null,
        building_id: values.building_id,
      });
      // One location that could not move: the reason, and the dialog stays.
      if (ids.length === 1 && outcome.failed > 0) {
        return refuse(outcome.results[0]?.message ?? t('errors.saveFailed'));
      }
      if (outcome.succeeded > 0) notify.success(t('notify.moved', { count: outcome.succeeded }));
      onDone?.(outcome);
      onClose();
    },
  });

  return (
    <FormDialog
      {...form.dialog}
      onClose={onClose}
      title={
        name ? t('moveDialog.titleOne', { name }) : t('moveDialog.titleMany', { count: ids.length })
      }
      submitLabel={t('actions.move')}
      compact
    >
      <BuildingParentFields
        control={form.control}
        setParent={(id) => form.setValue('parent_id', id)}
        parentLabel={t('moveDialog.newParent')}
        parentHint={t('moveDialog.hint')}
        exclude={ids}
      />
    </FormDialog>
  );
}

export function MoveLocationDialog({ open, ...props }: MoveLocationDialogProps) {
  return open ? <MoveForm {...props} /> : null;
}
