/**
 * "Export" with a menu of the report's file formats. A report of up to
 * REPORT_SYNC_EXPORT_MAX_ROWS rows downloads at once, as any list does: waiting a second for a
 * file is what people expect. A larger one runs on the job queue instead: the progress shows
 * under the filters, the download link appears there when the file is ready, and the same link
 * arrives by e-mail, so nobody has to keep the page open for a long export.
 */
import { useState } from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { useTranslation } from 'react-i18next';
import {
  REPORT_FILE_FORMATS,
  REPORT_SYNC_EXPORT_MAX_ROWS,
  reportEndpoints,
  type TReportFileFormat,
  type TReportKey,
  type TReportQuery,
} from '@mainstay/contracts';
import { downloadFromApi, MenuButton } from '@/components/data-table';
import { endpointPath } from '@/lib/endpoint-client.ts';
import { errorMessage } from '@/lib/form-errors.ts';
import { useNotify } from '@/lib/notifications.tsx';
import { useStartReportExportMutation } from '../api/report-exports.ts';
import { ReportExportProgress } from './report-export-progress.tsx';

export interface ReportExportMenuProps {
  reportKey: TReportKey;
  query: TReportQuery;
  /** The rows of the report on screen; unknown while it loads (then the queue is used). */
  rowCount: number | undefined;
}

export function ReportExportMenu({ reportKey, query, rowCount }: ReportExportMenuProps) {
  const { t } = useTranslation(['reportDelivery', 'common']);
  const notify = useNotify();
  const [downloading, setDownloading] = useState(false);
  const [exportId, setExportId] = useState<string | null>(null);
  const start = useStartReportExportMutation(reportKey);
  const busy = downloading || start.isPending;
  const small = rowCount !== undefined && rowCount <= REPORT_SYNC_EXPORT_MAX_ROWS;

  async function handleExport(format: TReportFileFormat) {
    if (!small) {
      try {
        const created = await start.mutateAsync({ ...query, format });
        setExportId(created.id);
      } catch (error) {
        notify.error(errorMessage(error, t('export.startFailed')));
      }
      return;
    }
    setDownloading(true);
    try {
      const path = endpointPath(reportEndpoints.export, { key: reportKey });
      await downloadFromApi(path, { ...query, format }, `${reportKey}.${format}`);
    } catch (error) {
      notify.error(errorMessage(error, t('common:dataTable.export.failed')));
    } finally {
      setDownloading(false);
    }
  }

  return (
    <>
      <MenuButton
        label={t('common:dataTable.export.button')}
        menuLabel={t('export.menuLabel')}
        icon={busy ? <CircularProgress size={16} color="inherit" /> : <FileDownloadOutlined />}
        disabled={busy}
      >
        {(close) =>
          REPORT_FILE_FORMATS.map((format) => (
            <MenuItem
              key={format}
              onClick={() => {
                close();
                void handleExport(format);
              }}
            >
              {t(`export.formats.${format}`)}
            </MenuItem>
          ))
        }
      </MenuButton>
      {exportId && (
        <ReportExportProgress
          key={exportId}
          exportId={exportId}
          onClose={() => setExportId(null)}
        />
      )}
    </>
  );
}
