/**
 * The organisation page's tabs: billing, branding, signature comment, subscription, users,
 * roles and the audit log. The selected tab lives in the URL (?tab=branding) so a link to it
 * can be shared; only the selected panel is rendered.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { TOrganisation } from '@mainstay/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorState, LoadingState } from '@/components/feedback/index.ts';
import { AuditPanel, RolesPanel, UsersPanel } from '@/features/access';
import { useAbility } from '@/lib/ability.ts';
import { useOrganisationQuery } from '../api/organisation.ts';
import { BillingPanel } from './billing/billing-panel.tsx';
import { BrandingPanel } from './branding/branding-panel.tsx';
import { SignatureCommentPanel } from './signature/signature-comment-panel.tsx';
import { SubscriptionPanel } from './subscription/subscription-panel.tsx';

export const ORGANISATION_TABS = [
  'billing',
  'branding',
  'signature-comment',
  'subscription',
  'users',
  'roles',
  'audit-log',
] as const;
export type OrganisationTab = (typeof ORGANISATION_TABS)[number];

const TAB_LABEL_KEYS: Record<OrganisationTab, string> = {
  billing: 'tabs.billing',
  branding: 'tabs.branding',
  'signature-comment': 'tabs.signatureComment',
  subscription: 'tabs.subscription',
  users: 'tabs.users',
  roles: 'tabs.roles',
  'audit-log': 'tabs.auditLog',
};

function isTab(value: string | null): value is OrganisationTab {
  return (ORGANISATION_TABS as readonly string[]).includes(value ?? '');
}

/** Loads the organisation for the panels that edit it. */
function WithOrganisation({ children }: { children: (organisation: TOrganisation) => ReactNode }) {
  const { t } = useTranslation('organisation');
  const query = useOrganisationQuery();
  if (query.isPending) return <LoadingState label={t('loading')} />;
  if (query.isError) {
    return <ErrorState message={t('errors.load')} onRetry={() => void query.refetch()} />;
  }
  return <>{children(query.data)}</>;
}

function Panel({ tab }: { tab: OrganisationTab }) {
  const ability = useAbility();
  const canWrite = ability.can('write', 'organisation');
  const canManage = ability.can('manage', 'organisation');
  switch (tab) {
    case 'billing':
      return <BillingPanel canManage={canManage} />;
    case 'branding':
      return (
        <WithOrganisation>
          {(organisation) => <BrandingPanel organisation={organisation} canEdit={canWrite} />}
        </WithOrganisation>
      );
    case 'signature-comment':
      return (
        <WithOrganisation>
          {(organisation) => (
            <SignatureCommentPanel organisation={organisation} canEdit={canWrite} />
          )}
        </WithOrganisation>
      );
    case 'subscription':
      return <SubscriptionPanel canManage={canManage} />;
    case 'users':
      return <UsersPanel />;
    case 'roles':
      return <RolesPanel />;
    case 'audit-log':
      return <AuditPanel />;
  }
}

export function OrganisationPage() {
  const { t } = useTranslation('organisation');
  const [params, setParams] = useSearchParams();
  const wanted = params.get('tab');
  const tab: OrganisationTab = isTab(wanted) ? wanted : 'billing';

  const handleChange = (_: unknown, value: OrganisationTab) => {
    const next = new URLSearchParams(params);
    next.set('tab', value);
    setParams(next, { replace: true });
  };

  return (
    <Box>
      <Tabs
        value={tab}
        onChange={handleChange}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={t('tabs.label')}
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}
      >
        {ORGANISATION_TABS.map((value) => (
          <Tab
            key={value}
            value={value}
            label={t(TAB_LABEL_KEYS[value])}
            id={`organisation-tab-${value}`}
            aria-controls={`organisation-panel-${value}`}
          />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id={`organisation-panel-${tab}`}
        aria-labelledby={`organisation-tab-${tab}`}
      >
        <Panel tab={tab} />
      </Box>
    </Box>
  );
}
