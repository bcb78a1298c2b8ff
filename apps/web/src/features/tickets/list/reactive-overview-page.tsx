/**
 * /reactive-tickets: the reactive work at a glance. Each card is a count read from one small
 * list call (per_page=5, reading `total`) and links to the list with the same filters; below,
 * the five most urgent open tickets (SLA order).
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Add from '@mui/icons-material/Add';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader, type BreadcrumbItem } from '@/components/layout';
import { useAbility } from '@/lib/ability.ts';
import { TicketDialog } from '../form/ticket-dialog.tsx';
import { TICKET_KINDS } from '../lib/kinds.ts';
import { OverviewCounts } from './overview-counts.tsx';
import { UrgentTickets } from './urgent-tickets.tsx';

export interface ReactiveOverviewPageProps {
  title: string;
  breadcrumbs: BreadcrumbItem[];
}

export function ReactiveOverviewPage({ title, breadcrumbs }: ReactiveOverviewPageProps) {
  const { t } = useTranslation('tickets');
  const ability = useAbility();
  const config = TICKET_KINDS.reactive;
  const [creating, setCreating] = useState(false);
  const canAdd = ability.can('add', config.subject);
  return (
    <>
      <PageHeader
        title={title}
        breadcrumbs={breadcrumbs}
        actions={
          <>
            <Button
              variant="outlined"
              color="secondary"
              startIcon={<ListAltOutlined />}
              component={RouterLink}
              to={config.listPath}
            >
              {t('overview.allTickets')}
            </Button>
            {canAdd && (
              <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
                {t('actions.create.reactive')}
              </Button>
            )}
          </>
        }
      />
      <Box sx={{ display: 'grid', gap: 3 }}>
        <OverviewCounts />
        <UrgentTickets onCreate={canAdd ? () => setCreating(true) : undefined} />
      </Box>
      <TicketDialog kind="reactive" open={creating} onClose={() => setCreating(false)} />
    </>
  );
}
