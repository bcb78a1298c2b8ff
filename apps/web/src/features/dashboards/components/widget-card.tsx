/**
 * One dashboard widget: its title (an h2), an info button whose popover gives the figure's
 * formula (the text docs/kpis.md publishes), and its figures. The grid lays the widgets four
 * across on wide screens, two on tablets and one on a phone.
 */
import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import { useTranslation } from 'react-i18next';
import { TitleRow } from '@/components/layout/detail-card.tsx';

export function WidgetGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <Box
      role={label ? 'region' : undefined}
      aria-label={label}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          sm: 'repeat(2, minmax(0, 1fr))',
          lg: 'repeat(4, minmax(0, 1fr))',
        },
        mb: 3,
      }}
    >
      {children}
    </Box>
  );
}

export function FormulaInfo({ title, formula }: { title: string; formula: string }) {
  const { t } = useTranslation('dashboards');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  return (
    <>
      <IconButton
        size="small"
        aria-label={t('info.button', { title })}
        aria-haspopup="dialog"
        aria-expanded={anchor ? 'true' : 'false'}
        aria-controls={anchor ? id : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <InfoOutlined fontSize="small" />
      </IconButton>
      <Popover
        id={id}
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-label': t('info.title', { title }),
            sx: { p: 2, maxWidth: 'min(360px, calc(100vw - 32px))' },
          },
        }}
      >
        <Typography variant="subtitle2" component="p" sx={{ mb: 0.5 }}>
          {t('info.title', { title })}
        </Typography>
        <Typography variant="body2">{formula}</Typography>
      </Popover>
    </>
  );
}

export interface WidgetCardProps {
  title: string;
  formula: string;
  children: ReactNode;
}

export function WidgetCard({ title, formula, children }: WidgetCardProps) {
  const headingId = useId();
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ minWidth: 0, height: '100%' }}
    >
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <TitleRow sx={{ flexWrap: 'nowrap', alignItems: 'flex-start' }}>
          <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
          <FormulaInfo title={title} formula={formula} />
        </TitleRow>
        {children}
      </CardContent>
    </Card>
  );
}

/** A labelled list of breakdown rows (label at the start, count at the end). */
export function BreakdownList({
  label,
  rows,
}: {
  label: string;
  rows: { key: string; label: ReactNode; value: ReactNode }[];
}) {
  if (rows.length === 0) return null;
  return (
    <Box component="div">
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {rows.map((row) => (
          <Box
            component="li"
            key={row.key}
            sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, py: 0.25 }}
          >
            <Typography
              variant="body2"
              component="span"
              sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
            >
              {row.label}
            </Typography>
            {row.value}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
