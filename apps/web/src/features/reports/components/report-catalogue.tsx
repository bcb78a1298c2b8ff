/**
 * The catalogue: a card per report the caller may open (GET /v1/reports), its title, one line
 * on what it shows and "Open", which keeps the period filters in the report's address.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { TReportKey } from '@mainstay/contracts';
import { EmptyState, ErrorState } from '@/components/feedback';
import { errorMessage } from '@/lib/form-errors.ts';
import { useReportCatalogueQuery } from '../api/reports.ts';
import { reportSearch } from '../lib/report-params.ts';

const GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: {
    xs: 'minmax(0, 1fr)',
    sm: 'repeat(2, minmax(0, 1fr))',
    lg: 'repeat(3, minmax(0, 1fr))',
  },
} as const;

function ReportCard({ reportKey }: { reportKey: TReportKey }) {
  const { t } = useTranslation('reports');
  const [search] = useSearchParams();
  const headingId = useId();
  const title = t(`catalogue.${reportKey}.title`);
  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={headingId}
      sx={{ display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flex: 1 }}>
        <Typography id={headingId} component="h2" variant="h6" gutterBottom>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t(`catalogue.${reportKey}.description`)}
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button
          component={RouterLink}
          to={reportSearch(search, reportKey)}
          variant="outlined"
          size="small"
          aria-label={t('catalogue.openReport', { title })}
        >
          {t('catalogue.open')}
        </Button>
      </CardActions>
    </Card>
  );
}

export function ReportCatalogue() {
  const { t } = useTranslation('reports');
  const catalogue = useReportCatalogueQuery();
  if (catalogue.isError) {
    return (
      <ErrorState
        message={errorMessage(catalogue.error, t('loadFailed'))}
        onRetry={() => void catalogue.refetch()}
      />
    );
  }
  if (!catalogue.data) {
    return (
      <Box role="status" aria-label={t('loading')} aria-busy="true" sx={GRID}>
        {Array.from({ length: 6 }, (_, index) => (
          <Card key={index} variant="outlined" aria-hidden>
            <CardContent>
              <Skeleton width="50%" sx={{ fontSize: '1.25rem' }} />
              <Skeleton width="90%" />
              <Skeleton width="70%" />
            </CardContent>
          </Card>
        ))}
      </Box>
    );
  }
  if (catalogue.data.items.length === 0) return <EmptyState title={t('catalogue.empty')} />;
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('catalogue.intro')}
      </Typography>
      <Box sx={GRID}>
        {catalogue.data.items.map((item) => (
          <ReportCard key={item.key} reportKey={item.key} />
        ))}
      </Box>
    </>
  );
}
