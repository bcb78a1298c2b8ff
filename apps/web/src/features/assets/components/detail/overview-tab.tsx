/** The asset's overview: identity, place, lifecycle and costs, supplier, custom fields, photos. */
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TAssetDetail } from '@mainstay/contracts';
import { paths } from '@/config/paths.ts';
import { useAssetCustomFieldsQuery } from '../../api/asset-settings.ts';
import { categoryLabel, formatDate, WarrantyText } from '../labels.tsx';
import { DetailColumn, DetailColumns } from '@/components/detail';
import { DetailCard, Facts } from '@/components/layout';
import { PhotosCard } from './photos-card.tsx';

function money(amount: number | null, currency: string | null, language: string): string {
  if (amount === null) return '';
  if (!currency) return String(amount);
  return new Intl.NumberFormat(language, { style: 'currency', currency }).format(amount);
}

export function OverviewTab({ asset, canEdit }: { asset: TAssetDetail; canEdit: boolean }) {
  const { t, i18n } = useTranslation('assets');
  const definitions = useAssetCustomFieldsQuery();
  const language = i18n.language;
  const customItems = (definitions.data?.data ?? []).map((field) => {
    const value = asset.custom_fields[field.key];
    return {
      label: field.label,
      value:
        value === null || value === undefined
          ? ''
          : field.type === 'date'
            ? formatDate(String(value), language)
            : String(value),
    };
  });

  return (
    <DetailColumns widths={[3, 2]}>
      <DetailColumn>
        <DetailCard title={t('overview.details')}>
          <Facts
            items={[
              { label: t('fields.code'), value: asset.code },
              { label: t('fields.category'), value: categoryLabel(t, asset.category) },
              { label: t('fields.make'), value: asset.make },
              { label: t('fields.model'), value: asset.model },
              { label: t('fields.serialNumber'), value: asset.serial_number },
              {
                label: t('fields.parent'),
                value: asset.parent ? (
                  <Link component={RouterLink} to={paths.assets.detail(asset.parent.id)}>
                    {`${asset.parent.name} (${asset.parent.code})`}
                  </Link>
                ) : (
                  ''
                ),
              },
              { label: t('fields.notes'), value: asset.notes },
            ]}
          />
        </DetailCard>
        <DetailCard title={t('overview.lifecycle')}>
          <Facts
            items={[
              { label: t('fields.installDate'), value: formatDate(asset.install_date, language) },
              { label: t('fields.purchaseDate'), value: formatDate(asset.purchase_date, language) },
              {
                label: t('fields.warrantyExpiry'),
                value: <WarrantyText expiry={asset.warranty_expiry} />,
              },
              {
                label: t('fields.expectedLife'),
                value: asset.expected_life_years === null ? '' : String(asset.expected_life_years),
              },
              { label: t('fields.cost'), value: money(asset.cost, asset.currency, language) },
            ]}
          />
        </DetailCard>
        {customItems.length > 0 && (
          <DetailCard title={t('form.customFields')}>
            <Facts items={customItems} />
          </DetailCard>
        )}
      </DetailColumn>
      <DetailColumn>
        <PhotosCard asset={asset} canEdit={canEdit} />
        <DetailCard title={t('overview.supplier')}>
          <Facts
            items={[
              {
                label: t('fields.supplier'),
                value: asset.supplier.contractor?.company_name ?? asset.supplier.name ?? '',
              },
            ]}
          />
        </DetailCard>
      </DetailColumn>
    </DetailColumns>
  );
}
