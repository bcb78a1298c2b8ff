/** The assets in a building or location: a short list, or an empty state. */
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '@/components/feedback';
import { paths } from '@/config/paths.ts';
import { usePlaceAssetsQuery } from '../api/place-assets.ts';
import { DetailCard } from '@/components/layout';
import { errorMessage } from '@/lib/form-errors.ts';

export function PlaceAssetsCard({
  filter,
}: {
  filter: { building_id: string } | { location_id: string };
}) {
  const { t } = useTranslation('places');
  const query = usePlaceAssetsQuery(filter);
  let body;
  if (query.isPending) body = <LoadingState label={t('assets.loading')} />;
  else if (query.isError)
    body = (
      <ErrorState
        message={errorMessage(query.error, t('errors.loadFailed'))}
        onRetry={() => void query.refetch()}
      />
    );
  else if (query.data.data.length === 0)
    body = <EmptyState title={t('assets.emptyTitle')} description={t('assets.emptyDescription')} />;
  else
    body = (
      <>
        <List dense disablePadding>
          {query.data.data.map((asset) => (
            <ListItem key={asset.id} disableGutters divider>
              <ListItemText
                primary={
                  <Link component={RouterLink} to={paths.assets.detail(asset.id)}>
                    {asset.name}
                  </Link>
                }
                secondary={[asset.code, asset.location?.name].filter(Boolean).join(' · ')}
              />
            </ListItem>
          ))}
        </List>
        {query.data.total > query.data.data.length && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            <Link
              component={RouterLink}
              to={`${paths.assets.list}?${new URLSearchParams(filter as Record<string, string>).toString()}`}
            >
              {t('assets.viewAll', { count: query.data.total })}
            </Link>
          </Typography>
        )}
      </>
    );
  return <DetailCard title={t('assets.title')}>{body}</DetailCard>;
}
