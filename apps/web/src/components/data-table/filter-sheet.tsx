/**
 * A list's filters on a phone: a "Filters" button (with the number of filters set) that opens
 * them in a sheet from the bottom of the screen, one filter per line, so the list itself starts
 * near the top of the page instead of under a column of selects.
 */
import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import FilterListOutlined from '@mui/icons-material/FilterListOutlined';
import { useTranslation } from 'react-i18next';

export interface FilterSheetProps {
  /** The list's filter controls. */
  children: ReactNode;
  /** How many filters are set (shown on the button). */
  activeFilters: number;
  /** Clears every filter and the search. */
  onClear?: () => void;
}

export function FilterSheet({ children, activeFilters, onClear }: FilterSheetProps) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const close = () => setOpen(false);

  return (
    <>
      <Button
        variant={activeFilters > 0 ? 'contained' : 'outlined'}
        color={activeFilters > 0 ? 'primary' : 'secondary'}
        startIcon={<FilterListOutlined />}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        sx={{ flex: '0 0 auto' }}
      >
        {activeFilters > 0
          ? t('dataTable.filters.buttonCount', { count: activeFilters })
          : t('dataTable.filters.button')}
      </Button>
      <Drawer
        anchor="bottom"
        open={open}
        onClose={close}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-modal': true,
            'aria-labelledby': headingId,
            sx: {
              maxHeight: '85dvh',
              borderStartStartRadius: 16,
              borderStartEndRadius: 16,
              pb: 'env(safe-area-inset-bottom)',
            },
          },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, pt: 1.5, pb: 1 }}>
          <Typography id={headingId} component="h2" variant="h6" sx={{ flex: 1 }}>
            {t('dataTable.filters.sheetLabel')}
          </Typography>
          <IconButton onClick={close} aria-label={t('dataTable.filters.close')} edge="end">
            <Close />
          </IconButton>
        </Box>
        <Box
          sx={{
            display: 'flex',
            flexDirection: 'column',
            gap: 2,
            px: 2,
            pt: 1,
            pb: 2,
            overflowY: 'auto',
            '& > *': { width: '100%', minWidth: 0 },
          }}
        >
          {children}
        </Box>
        <Box
          sx={{
            display: 'flex',
            gap: 1,
            px: 2,
            py: 1.5,
            borderTop: 1,
            borderColor: 'divider',
            '& > *': { flex: 1 },
          }}
        >
          {onClear && activeFilters > 0 && (
            <Button color="secondary" onClick={onClear}>
              {t('dataTable.filters.clear')}
            </Button>
          )}
          <Button variant="contained" onClick={close}>
            {t('dataTable.filters.show')}
          </Button>
        </Box>
      </Drawer>
    </>
  );
}
