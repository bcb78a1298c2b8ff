import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/feedback/index.ts';
import { PageHeader, type BreadcrumbItem } from '@/components/layout/page-header.tsx';

export interface PlaceholderPageProps {
  title: string;
  /** Crumbs after "Home", ending with the page itself (no link). */
  breadcrumbs: readonly BreadcrumbItem[];
  /** Add page margins (the blank layout has none; the default layout has its own). */
  inset?: boolean;
}

/**
 * A page whose screens are still to be built: the real title and breadcrumbs, and a note that
 * the area is being prepared. One component serves every such route (its title comes from the
 * route meta), so a new screen replaces one route's `lazy` import and nothing else.
 */
export function PlaceholderPage({ title, breadcrumbs, inset = false }: PlaceholderPageProps) {
  const { t } = useTranslation('common');
  return (
    <Box
      sx={{
        width: '100%',
        alignSelf: 'stretch',
        ...(inset
          ? { maxWidth: 1200, mx: 'auto', px: { xs: 2, sm: 4 }, py: { xs: 3, sm: 5 } }
          : {}),
      }}
    >
      <PageHeader title={title} breadcrumbs={breadcrumbs} />
      <EmptyState title={t('placeholder.title')} description={t('placeholder.description')} />
    </Box>
  );
}
