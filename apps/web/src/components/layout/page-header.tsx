/**
 * The top of a page: breadcrumbs (Home > …), the page title as its one h1, and actions. The title
 * and crumbs often name a record as typed (a building, an asset), so they are isolated (`<bdi>`).
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import NavigateNext from '@mui/icons-material/NavigateNext';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths.ts';
import { Isolated } from '@/lib/bidi.tsx';
import { DirectionalIcon } from './directional-icon.tsx';

export interface BreadcrumbItem {
  label: string;
  /** Omit for the current page (the last crumb). */
  to?: string;
}

export interface PageHeaderProps {
  title: string;
  /** Crumbs after "Home"; the page itself is added from `title` when the last crumb has a link. */
  breadcrumbs?: readonly BreadcrumbItem[];
  /** Buttons shown at the end of the header. */
  actions?: ReactNode;
}

export function PageHeader({ title, breadcrumbs = [], actions }: PageHeaderProps) {
  const { t } = useTranslation('layout');
  const last = breadcrumbs[breadcrumbs.length - 1];
  const crumbs = last && !last.to ? breadcrumbs : [...breadcrumbs, { label: title }];

  return (
    <Box
      component="header"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'flex-end',
        justifyContent: 'space-between',
        gap: 2,
        mb: 3,
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Breadcrumbs
          aria-label={t('breadcrumb.label')}
          separator={<DirectionalIcon icon={NavigateNext} fontSize="small" />}
          sx={{ mb: 0.5 }}
        >
          <Link component={RouterLink} to={paths.root} underline="hover" color="inherit">
            {t('breadcrumb.home')}
          </Link>
          {crumbs.map((crumb, index) =>
            crumb.to && index < crumbs.length - 1 ? (
              <Link
                key={`${crumb.label}-${index}`}
                component={RouterLink}
                to={crumb.to}
                underline="hover"
                color="inherit"
              >
                <Isolated>{crumb.label}</Isolated>
              </Link>
            ) : (
              <Typography key={`${crumb.label}-${index}`} color="text.primary" aria-current="page">
                <Isolated>{crumb.label}</Isolated>
              </Typography>
            ),
          )}
        </Breadcrumbs>
        <Typography variant="h1" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          <Isolated>{title}</Isolated>
        </Typography>
      </Box>
      {actions && <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>{actions}</Box>}
    </Box>
  );
}
