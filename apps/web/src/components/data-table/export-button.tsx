/** "Export" with a menu: the list's current filters as CSV or Excel. */
import { useState } from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client.ts';
import { useNotify } from '@/lib/notifications.tsx';
import { downloadFromApi } from './download.ts';
import { MenuButton } from './menu-button.tsx';

export interface ExportButtonProps {
  /** API path, e.g. "/v1/buildings/export". */
  path: string;
  /** The list's filters (page and page size are ignored by the server). */
  query?: Record<string, string | undefined>;
}

type Format = 'csv' | 'xlsx';

export function ExportButton({ path, query = {} }: ExportButtonProps) {
  const { t } = useTranslation('common');
  const notify = useNotify();
  const [busy, setBusy] = useState(false);

  async function handleExport(format: Format) {
    setBusy(true);
    try {
      const { page: _page, per_page: _perPage, ...filters } = query;
      const fallback = `${path.split('/').filter(Boolean).slice(-2, -1)[0] ?? 'export'}.${format}`;
      await downloadFromApi(path, { ...filters, format }, fallback);
    } catch (error) {
      notify.error(isApiError(error) ? error.message : t('dataTable.export.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <MenuButton
      label={t('dataTable.export.button')}
      icon={busy ? <CircularProgress size={16} color="inherit" /> : <FileDownloadOutlined />}
      disabled={busy}
    >
      {(close) =>
        (['csv', 'xlsx'] as const).map((format) => (
          <MenuItem
            key={format}
            onClick={() => {
              close();
              void handleExport(format);
            }}
          >
            {t(`dataTable.export.${format}`)}
          </MenuItem>
        ))
      }
    </MenuButton>
  );
}
