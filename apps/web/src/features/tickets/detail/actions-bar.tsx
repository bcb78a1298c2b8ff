/**
 * Lays out the ticket's actions: on wide screens a row of buttons; on phones the main next step
 * as one big button and everything else in a "More actions" menu, so the header stays short.
 */
import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import MoreVert from '@mui/icons-material/MoreVert';
import { useTranslation } from 'react-i18next';

export interface ActionItem {
  key: string;
  label: string;
  icon: ReactNode;
  onClick: () => void;
  destructive?: boolean;
  busy?: boolean;
}

export function ActionsBar({ main, others }: { main: ActionItem | null; others: ActionItem[] }) {
  const { t } = useTranslation('ticketDetail');
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  const mainButton = main ? (
    <Button
      variant="contained"
      size={phone ? 'large' : 'medium'}
      fullWidth={phone}
      startIcon={main.icon}
      loading={main.busy ?? false}
      onClick={main.onClick}
    >
      {main.label}
    </Button>
  ) : null;

  if (!phone) {
    return (
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {mainButton}
        {others.map((item) => (
          <Button
            key={item.key}
            variant="outlined"
            color={item.destructive ? 'error' : 'primary'}
            startIcon={item.icon}
            loading={item.busy ?? false}
            onClick={item.onClick}
          >
            {item.label}
          </Button>
        ))}
      </Box>
    );
  }

  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', width: '100%' }}>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>{mainButton}</Box>
      {others.length > 0 ? (
        <>
          <IconButton
            aria-label={t('actions.more')}
            aria-haspopup="menu"
            aria-controls={anchor ? menuId : undefined}
            aria-expanded={anchor ? 'true' : undefined}
            onClick={(event) => setAnchor(event.currentTarget)}
            sx={{ border: 1, borderColor: 'divider' }}
          >
            <MoreVert />
          </IconButton>
          <Menu
            id={menuId}
            anchorEl={anchor}
            open={Boolean(anchor)}
            onClose={() => setAnchor(null)}
          >
            {others.map((item) => (
              <MenuItem
                key={item.key}
                disabled={item.busy ?? false}
                onClick={() => {
                  setAnchor(null);
                  item.onClick();
                }}
                sx={item.destructive ? { color: 'error.main' } : undefined}
              >
                <ListItemIcon sx={item.destructive ? { color: 'error.main' } : undefined}>
                  {item.icon}
                </ListItemIcon>
                <ListItemText>{item.label}</ListItemText>
              </MenuItem>
            ))}
          </Menu>
        </>
      ) : null}
    </Box>
  );
}
