/** "Export" with a menu: the list's current filters as CSV or Excel, or the formats given (PDF). */
import { useState } from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { useTranslation } from 'react-i18next';
import { EXPORT_FORMATS } from '@mainstay/contracts';
import { isApiError } from '@/lib/api-client.ts';
import { useNotify } from '@/lib/notifications.tsx';
import { downloadFromApi } from './download.ts';
import { MenuButton } from './menu-button.tsx';

export interface ExportButtonProps {
  /** API path, e.g. "/v1/buildings/export". */
  path: string;
  /** The list's filters (page and page size are ignored by the server). */
  query?: Record<string, string | undefined>;
  /** The formats the endpoint makes, in the menu's order; CSV and XLSX by default. */
  formats?: readonly ExportFileFormat[];
}

export type ExportFileFormat = 'csv' | 'xlsx' | 'pdf';

export function ExportButton({ path, query = {}, formats = EXPORT_FORMATS }: ExportButtonProps) {
  const { t } = useTranslation('common');
  const notify = useNotify();
  const [busy, setBusy] = useState(false);

  async function handleExport(format: ExportFileFormat) {
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
        formats.map((format) => (
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
