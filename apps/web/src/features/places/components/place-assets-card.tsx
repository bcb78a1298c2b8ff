/** The assets in a building or location: a short list, or an empty state. */
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LinkList, QueryContent } from '@/components/detail';
import { EmptyState } from '@/components/feedback';
import { paths } from '@/config/paths.ts';
import { usePlaceAssetsQuery } from '../api/place-assets.ts';
import { DetailCard } from '@/components/layout';

export function PlaceAssetsCard({
  filter,
}: {
  filter: { building_id: string } | { location_id: string };
}) {
  const { t } = useTranslation('places');
  const query = usePlaceAssetsQuery(filter);
  return (
    <DetailCard title={t('assets.title')}>
      <QueryContent
        query={query}
        texts={{ loading: t('assets.loading'), failed: t('errors.loadFailed') }}
        empty={
          <EmptyState title={t('assets.emptyTitle')} description={t('assets.emptyDescription')} />
        }
      >
        {(page) => (
          <>
            <LinkList
              compact
              items={page.data.map((asset) => ({
                id: asset.id,
                to: paths.assets.detail(asset.id),
                name: asset.name,
                details: [asset.code, asset.location?.name],
              }))}
            />
            {page.total > page.data.length && (
              <Typography variant="body2" sx={{ mt: 1 }}>
                <Link
                  component={RouterLink}
                  to={`${paths.assets.list}?${new URLSearchParams(filter as Record<string, string>).toString()}`}
                >
                  {t('assets.viewAll', { count: page.total })}
                </Link>
              </Typography>
            )}
          </>
        )}
      </QueryContent>
    </DetailCard>
  );
}
