/**
 * "Report a fault" on an asset's or a location's page: opens the new-ticket dialog with the
 * building, the location and the asset already filled in. Shown to those who may report
 * reactive tickets, for a place that has a building.
 */
import { useState } from 'react';
import Button from '@mui/material/Button';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import { useTranslation } from 'react-i18next';
import { useAbility } from '@/lib/ability.ts';
import { TICKET_KINDS } from '../lib/kinds.ts';
import { TicketDialog } from './ticket-dialog.tsx';
import type { TAssetChoice } from './ticket-form-schema.ts';

interface Place {
  id: string;
  name: string;
}

export interface ReportFaultButtonProps {
  building: Place | null;
  location?: Place | null;
  asset?: { id: string; name: string; code: string } | null;
  variant?: 'text' | 'outlined' | 'contained';
}

export function ReportFaultButton({
  building,
  location = null,
  asset = null,
  variant = 'outlined',
}: ReportFaultButtonProps) {
  const { t } = useTranslation('tickets');
  const ability = useAbility();
  const [open, setOpen] = useState(false);
  if (!building || !ability.can('add', TICKET_KINDS.reactive.subject)) return null;
  const chosenAsset: TAssetChoice | undefined = asset
    ? { ...asset, building, location }
    : undefined;
  return (
    <>
      <Button variant={variant} startIcon={<ReportProblemOutlined />} onClick={() => setOpen(true)}>
        {t('actions.reportFault')}
      </Button>
      <TicketDialog
        open={open}
        onClose={() => setOpen(false)}
        kind="reactive"
        defaults={{
          building_id: building.id,
          ...(location ? { location_id: location.id } : {}),
          ...(chosenAsset ? { asset: chosenAsset } : {}),
        }}
      />
    </>
  );
}
