/** "Export" with a menu: the list's current filters as CSV or Excel. */
import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client.ts';
import { useNotify } from '@/lib/notifications.tsx';
import { downloadFromApi } from './download.ts';

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
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);
  const menuId = useId();

  async function handleExport(format: Format) {
    setAnchor(null);
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
    <>
      <Button
        variant="outlined"
        color="secondary"
        startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <FileDownloadOutlined />}
        disabled={busy}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('dataTable.export.button')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => void handleExport('csv')}>{t('dataTable.export.csv')}</MenuItem>
        <MenuItem onClick={() => void handleExport('xlsx')}>{t('dataTable.export.xlsx')}</MenuItem>
      </Menu>
    </>
  );
}
