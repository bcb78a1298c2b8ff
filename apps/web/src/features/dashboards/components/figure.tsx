/**
 * A dashboard number and where it leads. With one kind chosen the number itself is a link to
 * the ticket list filtered to its rows; over both kinds the rows are in two lists, so the
 * number is followed by a link to each. Every link's name starts with what it shows and says
 * what it opens. A missing figure reads "No data" and leads nowhere.
 */
import { createContext, use, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { drillDownLinks, type DrillFilters, type DrillScope } from '../lib/drill-down.ts';

export const DrillScopeContext = createContext<DrillScope>({});

export interface FigureProps {
  /** The formatted number, or null without data. */
  value: string | null;
  /** What the number counts, for the link's name ("overdue items"). */
  what: string;
  /** The list filters of its rows; without them the number is not a link. */
  filters?: DrillFilters | undefined;
  /** A link of its own instead of the ticket lists' (e.g. My Jobs). */
  href?: string;
  /** The main figure of a widget (large), or a breakdown's count. */
  size?: 'main' | 'small';
  color?: TypographyProps['color'];
}

export function NoData({ size = 'small' }: { size?: 'main' | 'small' }) {
  const { t } = useTranslation('dashboards');
  return (
    <Typography
      component="span"
      variant={size === 'main' ? 'h5' : 'body2'}
      color="text.secondary"
      sx={{ display: 'block' }}
    >
      {t('noData')}
    </Typography>
  );
}

function FigureLink({ to, label, children }: { to: string; label: string; children: ReactNode }) {
  return (
    <Link component={RouterLink} to={to} aria-label={label} underline="hover" color="inherit">
      {children}
    </Link>
  );
}

export function Figure({ value, what, filters, href, size = 'small', color }: FigureProps) {
  const { t } = useTranslation('dashboards');
  const scope = use(DrillScopeContext);
  if (value === null) return <NoData size={size} />;
  const main = size === 'main';
  const text = (
    <Typography
      component="span"
      variant={main ? 'h4' : 'body2'}
      color={color}
      sx={{ fontWeight: main ? 600 : 500, lineHeight: 1.2 }}
    >
      {value}
    </Typography>
  );
  const name = t('drill.open', { value, what });
  if (href) return <FigureLink to={href} label={name} children={text} />;
  if (!filters) return text;
  const links = drillDownLinks(scope, filters);
  const [only] = links;
  if (links.length === 1 && only) return <FigureLink to={only.href} label={name} children={text} />;
  if (!main) return text;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1.5 }}>
      {text}
      {links.map((link) => {
        const kind = t(`kinds.${link.kind}`);
        return (
          <Link
            key={link.kind}
            component={RouterLink}
            to={link.href}
            variant="body2"
            aria-label={t('drill.kind', { kind, what })}
          >
            {kind}
          </Link>
        );
      })}
    </Box>
  );
}
