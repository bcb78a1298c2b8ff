/** The dashboard while its first answer loads: skeleton cards shaped like the widgets. */
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { WidgetGrid } from './widget-card.tsx';

export function DashboardSkeleton({ widgets = 8 }: { widgets?: number }) {
  const { t } = useTranslation('dashboards');
  return (
    <div role="status" aria-label={t('loading')} aria-busy="true">
      <WidgetGrid>
        {Array.from({ length: widgets }, (_, index) => (
          <Card key={index} variant="outlined" aria-hidden>
            <CardContent>
              <Skeleton width="60%" />
              <Skeleton variant="text" width="40%" sx={{ fontSize: '2.5rem' }} />
              <Skeleton width="80%" />
              <Skeleton width="70%" />
              <Skeleton width="75%" />
            </CardContent>
          </Card>
        ))}
      </WidgetGrid>
    </div>
  );
}
