/**
 * The fields of the ticket form, in sections: the request, where it is, who works on it and who
 * reported it. Location and asset follow the chosen building (changing it clears them).
 */
import { useEffect, useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { Controller, useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
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
import { PeoplePicker, TagsField } from './choice-pickers.tsx';
import { useFieldMessage } from './form-helpers.ts';
import { FormTextField } from './form-text-field.tsx';
import { ReporterFields } from './reporter-fields.tsx';
import type { TTicketForm } from './ticket-form-schema.ts';

export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 3, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" color="text.secondary" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {children}
      </Box>
    </Box>
  );
}

const WIDE = { gridColumn: '1 / -1' } as const;

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
  const buildingId = useWatch({ control, name: 'building_id' });
  // A location and an asset belong to one building: choosing another building clears them.
  const previousBuilding = useRef(buildingId);
  useEffect(() => {
    if (previousBuilding.current === buildingId) return;
    previousBuilding.current = buildingId;
    setValue('location_id', '');
    setValue('asset', null);
  }, [buildingId, setValue]);
  const buildings = withCurrent(useBuildingChoicesQuery().data, ticket?.building ?? null);
  const locations = withCurrent(
    useLocationChoicesQuery(canPickLocation ? buildingId || undefined : undefined).data,
    ticket && ticket.building.id === buildingId ? ticket.location : null,
  );
  const users = options?.users ?? [];

  return (
    <>
      <FormSection title={t('form.request')}>
        <FormTextField
          control={control}
          name="title"
          label={t('fields.title')}
          required
          autoFocus
          sx={WIDE}
        />
        <FormTextField
          control={control}
          name="description"
          label={t('fields.description')}
          multiline
          minRows={3}
          sx={WIDE}
        />
        <FormTextField control={control} name="category_id" label={t('fields.category')} select>
          <MenuItem value="">{t('form.none')}</MenuItem>
          {(options?.categories ?? []).map((row) => (
            <MenuItem key={row.id} value={row.id}>
              {categoryLabel(t, row)}
            </MenuItem>
          ))}
        </FormTextField>
        <FormTextField control={control} name="priority" label={t('fields.priority')} select>
          {TICKET_PRIORITY_VALUES.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`priorities.${value}`)}
            </MenuItem>
          ))}
        </FormTextField>
        <FormTextField
          control={control}
          name="due_at"
          label={t('fields.due')}
          type="datetime-local"
          hint={t('form.dueHint')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Controller
          control={control}
          name="tags"
          render={({ field, fieldState }) => (
            <TagsField
              label={t('fields.tags')}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={Boolean(fieldState.error)}
              helperText={message(fieldState.error, t('form.tagsHint'))}
            />
          )}
        />
      </FormSection>
      <FormSection title={t('form.place')}>
        <FormTextField
          control={control}
          name="building_id"
          label={t('fields.building')}
          select
          required
        >
          {buildings.map((row) => (
            <MenuItem key={row.id} value={row.id}>
              {row.name}
            </MenuItem>
          ))}
        </FormTextField>
        {canPickLocation ? (
          <FormTextField
            control={control}
            name="location_id"
            label={t('fields.location')}
            select
            disabled={!buildingId}
          >
            <MenuItem value="">{t('form.none')}</MenuItem>
            {locations.map((row) => (
              <MenuItem key={row.id} value={row.id} sx={{ ps: 2 + (row.depth ?? 0) * 2 }}>
                {row.name}
              </MenuItem>
            ))}
          </FormTextField>
        ) : null}
        {canPickAsset ? (
          <Controller
            control={control}
            name="asset"
            render={({ field, fieldState }) => (
              <AssetPicker
                label={t('fields.asset')}
                buildingId={buildingId}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={Boolean(fieldState.error)}
                helperText={message(fieldState.error, t('form.assetHint'))}
              />
            )}
          />
        ) : null}
      </FormSection>
      {props.canAssign && (
        <FormSection title={t('form.people')}>
          <Controller
            control={control}
            name="assignees"
            render={({ field, fieldState }) => (
              <PeoplePicker
                label={t('fields.assignees')}
                options={users}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                loading={optionsLoading}
                error={Boolean(fieldState.error)}
                helperText={message(fieldState.error)}
              />
            )}
          />
          <Controller
            control={control}
            name="watchers"
            render={({ field, fieldState }) => (
              <PeoplePicker
                label={t('fields.watchers')}
                options={users}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                loading={optionsLoading}
                error={Boolean(fieldState.error)}
                helperText={message(fieldState.error, t('form.watchersHint'))}
              />
            )}
          />
          <FormTextField control={control} name="team_id" label={t('fields.team')} select>
            <MenuItem value="">{t('form.none')}</MenuItem>
            {(options?.teams ?? []).map((row) => (
              <MenuItem key={row.id} value={row.id}>
                {row.name}
              </MenuItem>
            ))}
          </FormTextField>
          <FormTextField
            control={control}
            name="contractor_id"
            label={t('fields.contractor')}
            select
          >
            <MenuItem value="">{t('form.none')}</MenuItem>
            {(options?.contractors ?? []).map((row) => (
              <MenuItem key={row.id} value={row.id}>
                {row.name}
              </MenuItem>
            ))}
          </FormTextField>
        </FormSection>
      )}
      <FormSection title={t('form.reporter')}>
        <ReporterFields control={control} users={users} loading={optionsLoading} />
      </FormSection>
    </>
  );
}

/** The choices, plus the current value when the caller's list does not hold it. */
function withCurrent<T extends { id: string; name: string }>(
  choices: readonly T[] | undefined,
  current: { id: string; name: string } | null,
): (T | { id: string; name: string; depth?: number })[] {
  const list: (T | { id: string; name: string; depth?: number })[] = [...(choices ?? [])];
  if (current && !list.some((row) => row.id === current.id)) list.unshift(current);
  return list;
}
