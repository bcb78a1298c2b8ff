/** What the job cost: labour, parts, purchase orders, invoices, the total and the time logged. */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TTicketCosts } from '@mainstay/contracts';
import { useTicketFormat } from './format.ts';
import { DetailCard } from '@/components/layout';

export function CostsCard({ costs }: { costs: TTicketCosts }) {
  const { t } = useTranslation('ticketDetail');
  const format = useTicketFormat();
  const rows = [
    { label: t('costs.labour'), value: format.money(costs.labour, costs.currency) },
    { label: t('costs.parts'), value: format.money(costs.parts, costs.currency) },
    { label: t('costs.invoices'), value: format.money(costs.invoices, costs.currency) },
    {
      label: t('costs.purchaseOrders'),
      value: format.money(costs.purchase_orders, costs.currency),
      hint: t('costs.purchaseOrdersHint'),
    },
    { label: t('costs.time'), value: format.minutes(costs.minutes) },
  ];
  return (
    <DetailCard title={t('costs.title')}>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1 }}>
        {rows.map((row) => (
          <Box key={row.label} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
            <Box component="dt">
              <Typography variant="body2" color="text.secondary">
                {row.label}
              </Typography>
              {row.hint ? (
                <Typography variant="caption" color="text.secondary">
                  {row.hint}
                </Typography>
              ) : null}
            </Box>
            <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'end' }}>
              {row.value}
            </Typography>
          </Box>
        ))}
        <Box
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            gap: 2,
            borderTop: 1,
            borderColor: 'divider',
            pt: 1,
          }}
        >
          <Typography component="dt" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {t('costs.total')}
          </Typography>
          <Typography component="dd" variant="subtitle1" sx={{ m: 0, fontWeight: 600 }}>
            {format.money(costs.total, costs.currency)}
          </Typography>
        </Box>
      </Box>
    </DetailCard>
  );
}
