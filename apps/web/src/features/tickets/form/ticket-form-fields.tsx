/**
 * The fields of the ticket form, in sections: the request, where it is, who works on it and who
 * reported it. Location and asset follow the chosen building (changing it clears them); choosing
 * an asset first fills in its building and location.
 */
import { useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAbility } from '@/lib/ability.ts';
import {
  TICKET_PRIORITY_VALUES,
  type TTicketDetail,
  type TTicketOptions,
} from '@mainstay/contracts';
import { useBuildingChoicesQuery, useLocationChoicesQuery } from '../api/place-choices.ts';
import { categoryLabel } from '../list/category-label.ts';
import { AssetPicker } from './asset-picker.tsx';
import {
  BoundField,
  fieldsOf,
  FORM_WIDE,
  FormSection,
  LabelsField,
  textArea,
  useResetWhenChanged,
  withCurrent,
} from '@/components/form/index.ts';
import { PeoplePicker } from './choice-pickers.tsx';
import { useFieldMessage } from './form-helpers.ts';
import { ReporterFields } from './reporter-fields.tsx';
import type { TAssetChoice, TTicketForm } from './ticket-form-schema.ts';

export interface TicketFormFieldsProps {
  control: Control<TTicketForm>;
  setValue: UseFormSetValue<TTicketForm>;
  options: TTicketOptions | undefined;
  optionsLoading: boolean;
  /** The ticket being edited: its building and location show even if not among the choices. */
  ticket: TTicketDetail | null;
  /** Assignment fields are offered to those who may change the kind's tickets. */
  canAssign: boolean;
}

export function TicketFormFields(props: TicketFormFieldsProps) {
  const { control, setValue, options, optionsLoading, ticket } = props;
  const { t } = useTranslation('tickets');
  const ability = useAbility();
  // Reporters pick a building only: locations and assets are not theirs to browse.
  const canPickLocation = ability.can('read', 'locations');
  const canPickAsset = ability.can('read', 'assets');
  const message = useFieldMessage();
  const bound = { control, message } as const;
  const { text, select } = fieldsOf(control, message);
  const [buildingId, locationId, asset] = useWatch({
    control,
    name: ['building_id', 'location_id', 'asset'],
  });
  const assetHere = asset?.building?.id === buildingId ? asset : null;
  // A location and an asset belong to one building: choosing another building clears them,
  // unless the building came with the chosen asset (and the location with it).
  useResetWhenChanged(buildingId, () => {
    if (!assetHere) setValue('asset', null);
    if (!assetHere?.location || assetHere.location.id !== locationId) setValue('location_id', '');
  });
  function handleAssetChosen(chosen: TAssetChoice | null) {
    if (!chosen?.building) return;
    setValue('building_id', chosen.building.id, { shouldValidate: true });
    if (chosen.location && canPickLocation) setValue('location_id', chosen.location.id);
  }
  const buildings = withCurrent(
    useBuildingChoicesQuery().data,
    ticket?.building ?? asset?.building ?? null,
  );
  const locations = withCurrent(
    useLocationChoicesQuery(canPickLocation ? buildingId || undefined : undefined).data,
    ticket && ticket.building.id === buildingId ? ticket.location : (assetHere?.location ?? null),
  );
  const users = options?.users ?? [];
  const people = { options: users, loading: optionsLoading };

  return (
    <>
      <FormSection title={t('form.request')}>
        {text('title', t('fields.title'), { required: true, autoFocus: true, sx: FORM_WIDE })}
        {text('description', t('fields.description'), { ...textArea(3), sx: FORM_WIDE })}
        {select('category_id', t('fields.category'), options?.categories ?? [], {
          none: t('form.none'),
          optionLabel: (row) => categoryLabel(t, row),
        })}
        {select('priority', t('fields.priority'), TICKET_PRIORITY_VALUES, {
          optionLabel: (value) => t(`priorities.${value}`),
        })}
        {text('due_at', t('fields.due'), {
          type: 'datetime-local',
          hint: t('form.dueHint'),
          slotProps: { inputLabel: { shrink: true } },
        })}
        <BoundField
          {...bound}
          name="tags"
          hint={t('form.tagsHint')}
          render={(field) => <LabelsField label={t('fields.tags')} {...field} />}
        />
      </FormSection>
      <FormSection title={t('form.place')}>
        {select('building_id', t('fields.building'), buildings, { required: true })}
        {canPickLocation &&
          select('location_id', t('fields.location'), locations, {
            disabled: !buildingId,
            none: t('form.none'),
          })}
        {canPickAsset ? (
          <BoundField
            {...bound}
            name="asset"
            hint={t('form.assetHint')}
            render={(field) => (
              <AssetPicker
                label={t('fields.asset')}
                buildingId={buildingId}
                {...field}
                onChange={(chosen) => {
                  field.onChange(chosen);
                  handleAssetChosen(chosen);
                }}
              />
            )}
          />
        ) : null}
      </FormSection>
      {props.canAssign && (
        <FormSection title={t('form.people')}>
          <BoundField
            {...bound}
            name="assignees"
            render={(field) => (
              <PeoplePicker label={t('fields.assignees')} {...people} {...field} />
            )}
          />
          <BoundField
            {...bound}
            name="watchers"
            hint={t('form.watchersHint')}
            render={(field) => <PeoplePicker label={t('fields.watchers')} {...people} {...field} />}
          />
          {select('team_id', t('fields.team'), options?.teams ?? [], { none: t('form.none') })}
          {select('contractor_id', t('fields.contractor'), options?.contractors ?? [], {
            none: t('form.none'),
          })}
        </FormSection>
      )}
      <FormSection title={t('form.reporter')}>
        <ReporterFields control={control} users={users} loading={optionsLoading} />
      </FormSection>
    </>
  );
}
