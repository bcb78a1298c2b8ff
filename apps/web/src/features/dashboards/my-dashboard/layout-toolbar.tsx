/**
 * Edit mode's actions: add a widget from the catalogue, save, cancel, reset to the default
 * (after a confirmation) and, for those allowed, share the layout as the organisation's default.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Add from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import { DASHBOARD_WIDGET_TYPES, type TDashboardWidgetType } from '@mainstay/contracts';
import { WIDGET_TITLE_KEYS } from './layout-grid.ts';

export function AddWidgetMenu({
  onAdd,
  disabled,
}: {
  onAdd: (type: TDashboardWidgetType) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('dashboards');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        startIcon={<Add />}
        variant="outlined"
        disabled={disabled}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : 'false'}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('custom.add')}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {DASHBOARD_WIDGET_TYPES.map((type) => (
          <MenuItem
            key={type}
            onClick={() => {
              setAnchor(null);
              onAdd(type);
            }}
          >
            {t(WIDGET_TITLE_KEYS[type])}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

export interface LayoutToolbarProps {
  canAdd: boolean;
  canShare: boolean;
  busy: boolean;
  onAdd: (type: TDashboardWidgetType) => void;
  onSave: () => void;
  onCancel: () => void;
  onReset: () => void;
  onShare: () => void;
}

export function LayoutToolbar(props: LayoutToolbarProps) {
  const { t } = useTranslation('dashboards');
  return (
    <Box
      role="toolbar"
      aria-label={t('custom.toolbar')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}
    >
      <AddWidgetMenu onAdd={props.onAdd} disabled={!props.canAdd || props.busy} />
      <Button variant="contained" onClick={props.onSave} disabled={props.busy}>
        {t('custom.save')}
      </Button>
      <Button color="inherit" onClick={props.onCancel} disabled={props.busy}>
        {t('custom.cancel')}
      </Button>
      <Button color="inherit" onClick={props.onReset} disabled={props.busy}>
        {t('custom.reset')}
      </Button>
      {props.canShare && (
        <Button color="inherit" onClick={props.onShare} disabled={props.busy}>
          {t('custom.share')}
        </Button>
      )}
    </Box>
  );
}
