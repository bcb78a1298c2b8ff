/**
 * Step 2: each column of the file goes to a field (or is left out). The remembered or suggested
 * mapping comes preselected; required fields are marked and listed until each has a column;
 * the first rows of the file are shown as they will be read.
 */
import type { TImportMapping, TImportUpload } from '@mainstay/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { assignField, missingRequired } from './mapping.ts';

export interface MappingStepProps {
  upload: Pick<TImportUpload, 'headers' | 'sample' | 'fields'>;
  mapping: TImportMapping;
  onChange: (mapping: TImportMapping) => void;
  /** Show the missing required fields as an error (after a try to go on). */
  showErrors: boolean;
}

export function MappingStep({ upload, mapping, onChange, showErrors }: MappingStepProps) {
  const { t } = useTranslation('imports');
  const missing = missingRequired(upload.fields, mapping);
  const fieldLabel = (key: string) => t(`fields.${key}`, { defaultValue: key });

  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {t('mapping.intro')}
      </Typography>
      {missing.length > 0 ? (
        <Alert severity={showErrors ? 'error' : 'info'} role={showErrors ? 'alert' : 'status'}>
          {t('mapping.missing', { fields: missing.map(fieldLabel).join(', ') })}
        </Alert>
      ) : null}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {upload.headers.map((header, index) => (
          <TextField
            key={header}
            select
            label={header}
            value={mapping[header] ?? ''}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            onChange={(event) => onChange(assignField(mapping, header, event.target.value))}
            helperText={
              upload.sample[0]?.[index]
                ? t('mapping.example', { value: upload.sample[0][index] })
                : ' '
            }
          >
            <MenuItem value="">
              <em>{t('mapping.skip')}</em>
            </MenuItem>
            {upload.fields.map((field) => (
              <MenuItem key={field.key} value={field.key}>
                {field.required
                  ? t('mapping.requiredField', { field: fieldLabel(field.key) })
                  : fieldLabel(field.key)}
              </MenuItem>
            ))}
          </TextField>
        ))}
      </Box>
      <Typography variant="subtitle2" component="h3">
        {t('mapping.preview')}
      </Typography>
      <TableContainer
        sx={{
          maxWidth: '100%',
          overflowX: 'auto',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        <Table size="small" aria-label={t('mapping.preview')}>
          <TableHead>
            <TableRow>
              {upload.headers.map((header) => (
                <TableCell key={header} sx={{ whiteSpace: 'nowrap' }}>
                  <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
                    {header}
                  </Box>
                  <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                    {mapping[header] ? fieldLabel(mapping[header]) : t('mapping.skipped')}
                  </Box>
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {upload.sample.map((row, rowIndex) => (
              <TableRow key={rowIndex}>
                {upload.headers.map((header, index) => (
                  <TableCell
                    key={header}
                    sx={{
                      whiteSpace: 'nowrap',
                      maxWidth: 240,
                      overflow: 'hidden',
                      textOverflow: 'ellipsis',
                    }}
                  >
                    {row[index] ?? ''}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}
