/**
 * The side navigation on wide screens. Collapsed, it keeps a narrow icon rail; hovering or
 * focusing it lets it "peek" open over the content, which does not move.
 */
import { useState, type FocusEvent } from 'react';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { layoutZIndex } from '@/lib/theme/create-app-theme.ts';
import { Brand } from './brand.tsx';
import { NAV_COLLAPSED_WIDTH, NAV_WIDTH, NAVBAR_HEIGHT } from './constants.ts';
import { NavList } from './nav-list.tsx';
import { useNavigation } from './use-navigation.ts';

export interface VerticalNavProps {
  collapsed: boolean;
}

export function VerticalNav({ collapsed }: VerticalNavProps) {
  const { t } = useTranslation('layout');
  const { items, activeKey } = useNavigation();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const peeking = collapsed && (hovered || focused);
  const compact = collapsed && !peeking;

  const handleBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <Box
      sx={{
        width: collapsed ? NAV_COLLAPSED_WIDTH : NAV_WIDTH,
        flexShrink: 0,
        transition: (theme) => theme.transitions.create('width'),
      }}
    >
      <Box
        component="nav"
        aria-label={t('nav.label')}
        data-peeking={peeking || undefined}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={handleBlur}
        sx={(theme) => ({
          position: 'fixed',
          top: 0,
          bottom: 0,
          insetInlineStart: 0,
          zIndex: layoutZIndex.verticalNav,
          width: compact ? NAV_COLLAPSED_WIDTH : NAV_WIDTH,
          display: 'flex',
          flexDirection: 'column',
          overflowX: 'hidden',
          bgcolor: 'background.paper',
          borderInlineEnd: `1px solid ${theme.palette.divider}`,
          boxShadow: peeking ? theme.shadows[8] : 'none',
          transition: theme.transitions.create(['width', 'box-shadow']),
        })}
      >
        <Box
          sx={{
            height: NAVBAR_HEIGHT,
            flexShrink: 0,
            display: 'flex',
            alignItems: 'center',
            px: 2.5,
          }}
        >
          <Brand compact={compact} />
        </Box>
        <Box sx={{ flex: 1, overflowY: 'auto', overflowX: 'hidden' }}>
          <NavList items={items} activeKey={activeKey} compact={compact} />
        </Box>
      </Box>
    </Box>
  );
}
