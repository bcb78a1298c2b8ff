/** "Download PDF": the form as a document in the reader's language, with the organisation's branding. */
import { useState } from 'react';
import Button from '@mui/material/Button';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import { useTranslation } from 'react-i18next';
import { formDocumentEndpoints } from '@mainstay/contracts';
import { downloadFromApi } from '@/components/data-table';
import { endpointPath } from '@/lib/endpoint-client.ts';
import { errorMessage } from '@/lib/form-errors.ts';
import { useNotify } from '@/lib/notifications.tsx';

export function DownloadPdfButton({ id, number }: { id: string; number: string }) {
  const { t } = useTranslation('forms');
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const handleClick = async () => {
    setBusy(true);
    try {
      await downloadFromApi(endpointPath(formDocumentEndpoints.pdf, { id }), {}, `${number}.pdf`);
    } catch (error) {
      notify.error(errorMessage(error, t('detail.pdfFailed')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="outlined"
      color="secondary"
      startIcon={<PictureAsPdfOutlined />}
      loading={busy}
      onClick={() => void handleClick()}
    >
      {t('detail.pdf')}
    </Button>
  );
}
