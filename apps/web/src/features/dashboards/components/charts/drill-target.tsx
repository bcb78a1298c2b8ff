/**
 * A bar or point of a chart: a link to the ticket list of its rows when it has drill-down
 * filters (over both kinds, a button opening a menu of the two lists), else a plain shape. Its
 * value is in its native tooltip (`title`) and, for a link, in its accessible name.
 */
import { use, useState, type CSSProperties } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { SxProps, Theme } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { drillDownLinks, type DrillFilters } from '../../lib/drill-down.ts';
import { DrillScopeContext } from '../figure.tsx';

export interface DrillTargetProps {
  /** The value and what it counts ("Created, 3 Nov: 12"), shown as the tooltip. */
  title: string;
  /** What the value counts, for the link's name ("12 created, 3 Nov: open the tickets"). */
  what: string;
  value: string;
  filters?: DrillFilters | undefined;
  style: CSSProperties;
  sx: SxProps<Theme>;
}

const focus = {
  '&:focus-visible': { outline: '2px solid', outlineColor: 'text.primary', outlineOffset: '2px' },
} as const;

export function DrillTarget({ title, what, value, filters, style, sx }: DrillTargetProps) {
  const { t } = useTranslation('dashboards');
  const scope = use(DrillScopeContext);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const links = filters ? drillDownLinks(scope, filters) : [];
  const name = t('drill.open', { value, what });
  const [only] = links;
  const all = [sx, focus].flat() as SxProps<Theme>;
  if (links.length === 1 && only) {
    return (
      <Box
        component={RouterLink}
        to={only.href}
        aria-label={name}
        title={title}
        style={style}
        sx={all}
      />
    );
  }
  if (links.length > 1) {
    return (
      <>
        <ButtonBase
          aria-label={name}
          aria-haspopup="menu"
          aria-expanded={anchor ? 'true' : undefined}
          title={title}
          onClick={(event) => setAnchor(event.currentTarget)}
          style={style}
          sx={all}
        />
        <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
          {links.map((link) => {
            const kind = t(`kinds.${link.kind}`);
            return (
              <MenuItem key={link.kind} component={RouterLink} to={link.href}>
                {t('drill.kind', { kind, what: `${value} ${what}` })}
              </MenuItem>
            );
          })}
        </Menu>
      </>
    );
  }
  return <Box title={title} style={style} sx={sx} />;
}
