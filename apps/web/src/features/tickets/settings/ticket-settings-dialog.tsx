/**
 * Ticket settings, opened from a ticket list: the kind's categories, SLA policies, the working
 * calendar and the reopen and rate rules, as tabs (full screen on phones). People without write
 * on 'reactive task' see everything read-only.
 */
import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { TTicketKind } from '@mainstay/contracts';
import { ErrorState, LoadingState } from '@/components/feedback';
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
  const titleId = useId();
  const tabsId = useId();
  const [tab, setTab] = useState<SettingsTab>('categories');
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));

  let panel;
  if (tab === 'categories') panel = <CategoriesPanel kind={kind} canEdit={canEdit} />;
  else if (tab === 'policies') panel = <SlaPoliciesPanel canEdit={canEdit} />;
  else panel = <SettingsTabContent tab={tab} canEdit={canEdit} />;

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullScreen={fullScreen}
      maxWidth="md"
      fullWidth
    >
      <DialogTitle id={titleId}>{t('settings.title')}</DialogTitle>
      <Tabs
        value={tab}
        onChange={(_, value: SettingsTab) => setTab(value)}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map((value) => (
          <Tab
            key={value}
            value={value}
            label={
              value === 'categories'
                ? t('settings.tabs.categoriesOf', { kind: t(`tickets:kinds.${kind}`) })
                : t(`settings.tabs.${value}`)
            }
            id={`${tabsId}-${value}`}
            aria-controls={`${tabsId}-${value}-panel`}
          />
        ))}
      </Tabs>
      <DialogContent
        role="tabpanel"
        id={`${tabsId}-${tab}-panel`}
        aria-labelledby={`${tabsId}-${tab}`}
        sx={{ minHeight: 360 }}
      >
        {!canEdit && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('settings.readOnly')}
          </Alert>
        )}
        {open && panel}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('settings.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
