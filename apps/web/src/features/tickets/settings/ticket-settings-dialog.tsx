/**
 * Ticket settings, opened from a ticket list: the kind's categories, SLA policies, the working
 * calendar and the reopen and rate rules, as tabs (full screen on phones). People without write
 * on 'reactive task' see everything read-only.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import type { TTicketKind } from '@mainstay/contracts';
import { ErrorState, LoadingState } from '@/components/feedback';
import { TabbedDialog } from '@/components/form/index.ts';
import { useAbility } from '@/lib/ability.ts';
import { errorMessage } from '@/lib/form-errors.ts';
import { useTicketSettingsQuery } from '../api/sla-settings.ts';
import { CalendarPanel } from './calendar-panel.tsx';
import { CategoriesPanel } from './categories-panel.tsx';
import { RulesPanel } from './rules-panel.tsx';
import { SlaPoliciesPanel } from './sla-policies-panel.tsx';

export interface TicketSettingsDialogProps {
  open: boolean;
  onClose: () => void;
  /** The list it was opened from: its categories show first. */
  kind: TTicketKind;
}

const TABS = ['categories', 'policies', 'calendar', 'rules'] as const;
type SettingsTab = (typeof TABS)[number];

/** The calendar and rules tabs share one settings record. */
function SettingsTabContent({ tab, canEdit }: { tab: 'calendar' | 'rules'; canEdit: boolean }) {
  const { t } = useTranslation('sla');
  const query = useTicketSettingsQuery();
  if (query.isPending) return <LoadingState label={t('settings.loading')} />;
  if (query.isError) {
    return (
      <ErrorState
        message={errorMessage(query.error, t('settings.loadFailed'))}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return tab === 'calendar' ? (
    <CalendarPanel settings={query.data} canEdit={canEdit} />
  ) : (
    <RulesPanel settings={query.data} canEdit={canEdit} />
  );
}

export function TicketSettingsDialog({ open, onClose, kind }: TicketSettingsDialogProps) {
  const { t } = useTranslation(['sla', 'tickets']);
  const ability = useAbility();
  const canEdit = ability.can('write', 'reactive task');
  const [tab, setTab] = useState<SettingsTab>('categories');
  const tabs = TABS.map((value) => ({
    value,
    label:
      value === 'categories'
        ? t('settings.tabs.categoriesOf', { kind: t(`tickets:kinds.${kind}`) })
        : t(`settings.tabs.${value}`),
  }));

  let panel;
  if (tab === 'categories') panel = <CategoriesPanel kind={kind} canEdit={canEdit} />;
  else if (tab === 'policies') panel = <SlaPoliciesPanel canEdit={canEdit} />;
  else panel = <SettingsTabContent tab={tab} canEdit={canEdit} />;

  return (
    <TabbedDialog
      open={open}
      onClose={onClose}
      title={t('settings.title')}
      tabs={tabs}
      tab={tab}
      onTabChange={setTab}
      scrollable
      maxWidth="md"
      minHeight={360}
    >
      {!canEdit && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('settings.readOnly')}
        </Alert>
      )}
      {panel}
    </TabbedDialog>
  );
}
