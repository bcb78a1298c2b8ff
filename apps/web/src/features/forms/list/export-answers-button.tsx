/**
 * "Export answers": the answers of one template's forms (those the list's filters keep) as CSV
 * or Excel, one column per field. With no template filtered, it asks which template first.
 */
import { useState } from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { useTranslation } from 'react-i18next';
import { formEndpoints } from '@mainstay/contracts';
import { downloadFromApi, MenuButton, type ListParamsApi } from '@/components/data-table';
import { DialogForm, DialogFrame } from '@/components/form';
import { endpointPath } from '@/lib/endpoint-client.ts';
import { errorMessage } from '@/lib/form-errors.ts';
import { useNotify } from '@/lib/notifications.tsx';
import { usePublishedTemplatesQuery } from '../api/published-templates.ts';

type Format = 'csv' | 'xlsx';
const FORMATS: readonly Format[] = ['csv', 'xlsx'];

export function ExportAnswersButton({ list }: { list: ListParamsApi }) {
  const { t } = useTranslation('forms');
  const notify = useNotify();
  const templates = usePublishedTemplatesQuery();
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState<Format | null>(null);
  const [chosen, setChosen] = useState('');
  const [missing, setMissing] = useState(false);

  const download = async (format: Format, templateId: string) => {
    setBusy(true);
    try {
      const {
        page: _page,
        per_page: _perPage,
        sort: _sort,
        order: _order,
        ...filters
      } = list.query;
      await downloadFromApi(
        endpointPath(formEndpoints.exportAnswers),
        { ...filters, template_id: templateId, format },
        `forms.${format}`,
      );
    } catch (error) {
      notify.error(errorMessage(error, t('export.failed')));
    } finally {
      setBusy(false);
    }
  };

  const handleFormat = (format: Format) => {
    const templateId = list.params.filters.template_id;
    if (templateId) return void download(format, templateId);
    setChosen('');
    setMissing(false);
    setAsking(format);
  };

  const handleSubmit = () => {
    if (!asking) return;
    if (!chosen) return setMissing(true);
    const format = asking;
    setAsking(null);
    void download(format, chosen);
  };

  return (
    <>
      <MenuButton
        label={t('export.button')}
        icon={busy ? <CircularProgress size={16} color="inherit" /> : <FileDownloadOutlined />}
        disabled={busy}
      >
        {(close) =>
          FORMATS.map((format) => (
            <MenuItem
              key={format}
              onClick={() => {
                close();
                handleFormat(format);
              }}
            >
              {t(`export.${format}`)}
            </MenuItem>
          ))
        }
      </MenuButton>
      <DialogFrame
        open={asking !== null}
        onClose={() => setAsking(null)}
        title={t('export.chooseTitle')}
        compact
      >
        <DialogForm
          onSubmit={handleSubmit}
          onCancel={() => setAsking(null)}
          submitLabel={t('export.submit')}
          intro={t('export.chooseHelp')}
        >
          <TextField
            select
            label={t('fields.template')}
            value={chosen}
            onChange={(event) => {
              setChosen(event.target.value);
              setMissing(false);
            }}
            error={missing}
            helperText={missing ? t('export.templateRequired') : ' '}
            required
            fullWidth
            sx={{ mt: 2 }}
          >
            {(templates.data ?? []).map((template) => (
              <MenuItem key={template.id} value={template.id}>
                {template.name}
              </MenuItem>
            ))}
          </TextField>
        </DialogForm>
      </DialogFrame>
    </>
  );
}
