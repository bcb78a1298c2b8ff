/** A contractor's or document's expiry at a glance: expired (red), expiring soon (orange). */
import type { TContractorDocumentSummary } from '@mainstay/contracts';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

export function DocumentStatusChip({
  status,
}: {
  status: Pick<TContractorDocumentSummary, 'expired' | 'expiring_soon'> & { count?: number };
}) {
  const { t } = useTranslation('team');
  if (status.expired)
    return <Chip size="small" color="error" label={t('documents.status.expired')} />;
  if (status.expiring_soon) {
    return <Chip size="small" color="warning" label={t('documents.status.expiringSoon')} />;
  }
  if (status.count === 0) {
    return <Chip size="small" variant="outlined" label={t('documents.status.none')} />;
  }
  return (
    <Chip size="small" variant="outlined" color="success" label={t('documents.status.valid')} />
  );
}
