/**
 * The organisation page's tabs: billing, branding, signature comment, subscription, users,
 * roles and the audit log. The selected tab lives in the URL (?tab=branding, even for the first)
 * so a link to it can be shared; only the selected panel is rendered.
 */
import type { ReactNode } from 'react';
import type { TOrganisation } from '@mainstay/contracts';
import { useTranslation } from 'react-i18next';
import { DetailTabs, ownWords, QueryContent } from '@/components/detail';
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

/** Loads the organisation for the panels that edit it. */
function WithOrganisation({ children }: { children: (organisation: TOrganisation) => ReactNode }) {
  const { t } = useTranslation('organisation');
  return (
    <QueryContent
      query={useOrganisationQuery()}
      texts={{ loading: t('loading'), failed: t('errors.load') }}
      describeError={ownWords}
    >
      {children}
    </QueryContent>
  );
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
  return (
    <DetailTabs
      id="organisation"
      label={t('tabs.label')}
      tabs={ORGANISATION_TABS}
      keepDefault
      tabLabel={(tab) => t(TAB_LABEL_KEYS[tab])}
    >
      {(tab) => <Panel tab={tab} />}
    </DetailTabs>
  );
}
