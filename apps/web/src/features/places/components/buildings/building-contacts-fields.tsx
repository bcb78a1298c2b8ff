/** The building dialog's contacts: a repeatable group of name, role, phone and e-mail. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { useFieldArray, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TBuildingForm } from '../../schemas/building-form-schema.ts';
import { FormTextField } from '../form/form-text-field.tsx';

const MAX_CONTACTS = 20;

export function BuildingContactsFields({ control }: { control: Control<TBuildingForm> }) {
  const { t } = useTranslation('places');
  const { fields, append, remove } = useFieldArray({ control, name: 'contacts' });
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {t('buildingDialog.contacts')}
      </Typography>
      {fields.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('buildingDialog.noContacts')}
        </Typography>
      )}
      {fields.map((field, index) => {
        const number = index + 1;
        return (
          <Box
            key={field.id}
            role="group"
            aria-label={t('buildingDialog.contactGroup', { number })}
            sx={{
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr)) auto' },
              alignItems: 'start',
              mb: 1.5,
              pb: 1.5,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <FormTextField
              control={control}
              name={`contacts.${index}.name`}
              label={t('buildingDialog.contactName', { number })}
              required
              size="small"
            />
            <FormTextField
              control={control}
              name={`contacts.${index}.role`}
              label={t('buildingDialog.contactRole', { number })}
              size="small"
            />
            <Tooltip title={t('buildingDialog.removeContact', { number })}>
              <IconButton
                aria-label={t('buildingDialog.removeContact', { number })}
                onClick={() => remove(index)}
                sx={{ gridRow: { sm: 'span 2' }, justifySelf: 'end' }}
              >
                <DeleteOutlined />
              </IconButton>
            </Tooltip>
            <FormTextField
              control={control}
              name={`contacts.${index}.phone`}
              label={t('buildingDialog.contactPhone', { number })}
              type="tel"
              size="small"
            />
            <FormTextField
              control={control}
              name={`contacts.${index}.email`}
              label={t('buildingDialog.contactEmail', { number })}
              type="email"
              size="small"
            />
          </Box>
        );
      })}
      <Button
        startIcon={<Add />}
        size="small"
        disabled={fields.length >= MAX_CONTACTS}
        onClick={() => append({ name: '', role: '', phone: '', email: '' })}
      >
        {t('buildingDialog.addContact')}
      </Button>
    </Box>
  );
}
