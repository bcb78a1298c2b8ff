/**
 * Where a schedule's tasks are and who does them: the building, what in it (chosen assets, a
 * location, the whole building, or a category of its assets), one task per asset or one for
 * all, and the assignees, team or contractor. Changing the building clears what belonged to
 * the one before.
 */
import { useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PPM_SCOPE_VALUES, type TTicketOptions } from '@mainstay/contracts';
import {
  BoundField,
  fieldsOf,
  FORM_WIDE,
  FormSection,
  useResetWhenChanged,
  withCurrent,
} from '@/components/form/index.ts';
import { PeoplePicker, useBuildingChoicesQuery, useLocationChoicesQuery } from '@/features/tickets';
import { useAssetCategoryChoicesQuery } from '../api/choices.ts';
import { AssetsPicker } from './assets-picker.tsx';
import { RadioField, scheduleMessage, SwitchField } from './form-bits.tsx';
import type { TScheduleForm } from './schedule-form-schema.ts';

type Named = { id: string; name: string };

export interface ScopeFieldsProps {
  control: Control<TScheduleForm>;
  setValue: UseFormSetValue<TScheduleForm>;
  /** The saved building, location and category, shown even when not among the choices. */
  current: { building: Named | null; location: Named | null; category: Named | null };
}

export function ScopeFields({ control, setValue, current }: ScopeFieldsProps) {
  const { t } = useTranslation('ppm');
  const { select } = fieldsOf(control, scheduleMessage);
  const [buildingId, scope] = useWatch({ control, name: ['building_id', 'scope'] });
  useResetWhenChanged(buildingId, () => {
    setValue('assets', []);
    setValue('location_id', '');
  });
  const buildings = withCurrent(useBuildingChoicesQuery().data, current.building);
  const locations = withCurrent(
    useLocationChoicesQuery(buildingId || undefined).data,
    current.location,
  );
  const categories = withCurrent(useAssetCategoryChoicesQuery().data, current.category);

  return (
    <FormSection title={t('form.where')}>
      {select('building_id', t('form.building'), buildings, { required: true, sx: FORM_WIDE })}
      <RadioField
        control={control}
        name="scope"
        label={t('form.scope')}
        options={PPM_SCOPE_VALUES.map((value) => ({ value, label: t(`scope.${value}`) }))}
        row
      />
      {scope === 'assets' && (
        <BoundField
          control={control}
          name="assets"
          message={scheduleMessage}
          hint={buildingId ? t('form.assetsHint') : t('form.buildingFirst')}
          render={(field) => (
            <div style={FORM_WIDE}>
              <AssetsPicker label={t('form.assets')} buildingId={buildingId} {...field} />
            </div>
          )}
        />
      )}
      {scope === 'location' &&
        select('location_id', t('form.location'), locations, {
          required: true,
          disabled: !buildingId,
          hint: t('form.locationHint'),
        })}
      {scope === 'asset_category' &&
        select('asset_category_id', t('form.assetCategory'), categories, {
          required: true,
          hint: t('form.assetCategoryHint'),
        })}
      {scope !== 'building' && (
        <SwitchField
          control={control}
          name="task_per_asset"
          label={t('form.taskPerAsset')}
          hint={t('form.taskPerAssetHint')}
        />
      )}
    </FormSection>
  );
}

export function PeopleFields({
  control,
  options,
  loading,
}: {
  control: Control<TScheduleForm>;
  options: TTicketOptions | undefined;
  loading: boolean;
}) {
  const { t } = useTranslation('ppm');
  const { select } = fieldsOf(control, scheduleMessage);
  return (
    <FormSection title={t('form.who')}>
      <BoundField
        control={control}
        name="assignees"
        message={scheduleMessage}
        hint={t('form.assigneesHint')}
        render={(field) => (
          <PeoplePicker
            label={t('form.assignees')}
            options={options?.users ?? []}
            loading={loading}
            {...field}
          />
        )}
      />
      {select('team_id', t('form.team'), options?.teams ?? [], { none: t('form.none') })}
      {select('contractor_id', t('form.contractor'), options?.contractors ?? [], {
        none: t('form.none'),
      })}
    </FormSection>
  );
}
