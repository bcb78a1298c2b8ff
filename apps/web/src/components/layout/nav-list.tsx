/**
 * The vertical menu, used by the side navigation and by the overlay drawer on small screens.
 * The active link carries aria-current="page"; its group starts expanded.
 */
import { useState } from 'react';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { alpha } from '@mui/material/styles';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  activeGroupKey,
  isNavGroup,
  type NavGroupItem,
  type NavItem,
  type NavLinkItem,
} from '@/config/navigation.ts';

export interface NavListProps {
  items: readonly NavItem[];
  activeKey?: string;
  /** Icons only (collapsed navigation): labels fade out and groups close. */
  compact?: boolean;
  /** Called after a link is followed (closes the overlay drawer). */
  onNavigate?: () => void;
}

const labelSx = (compact: boolean) => ({
  opacity: compact ? 0 : 1,
  transition: 'opacity 150ms',
  // Long labels (French, Arabic) wrap rather than run under the edge; icons-only never wraps.
  whiteSpace: compact ? ('nowrap' as const) : ('normal' as const),
  overflowWrap: 'anywhere' as const,
});

function NavLinkEntry({
  item,
  active,
  compact,
  nested,
  onNavigate,
}: {
  item: NavLinkItem;
  active: boolean;
  compact: boolean;
  nested?: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation('layout');
  const Icon = item.icon;
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <ListItemButton
        component={RouterLink}
        to={item.to}
        selected={active}
        aria-current={active ? 'page' : undefined}
        onClick={onNavigate}
        sx={{ minHeight: 44, px: 2.5, paddingInlineStart: nested && !compact ? 4 : 2.5 }}
      >
        <ListItemIcon sx={{ minWidth: 40, color: active ? 'primary.main' : 'inherit' }}>
          <Icon fontSize="small" />
        </ListItemIcon>
        <ListItemText primary={t(item.titleKey)} sx={labelSx(compact)} />
      </ListItemButton>
    </ListItem>
  );
}

function NavGroupEntry({
  item,
  activeKey,
  compact,
  open,
  onToggle,
  onNavigate,
}: {
  item: NavGroupItem;
  activeKey?: string;
  compact: boolean;
  open: boolean;
  onToggle: () => void;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation('layout');
  const Icon = item.icon;
  const containsActive = item.children.some((child) => child.key === activeKey);
  const listId = `nav-group-${item.key}`;
  const expanded = open && !compact;
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <ListItemButton
        onClick={onToggle}
        aria-expanded={expanded}
        aria-controls={listId}
        sx={(theme) => ({
          minHeight: 44,
          px: 2.5,
          bgcolor: containsActive ? alpha(theme.palette.primary.main, 0.08) : undefined,
        })}
      >
        <ListItemIcon sx={{ minWidth: 40, color: containsActive ? 'primary.main' : 'inherit' }}>
          <Icon fontSize="small" />
        </ListItemIcon>
        <ListItemText primary={t(item.titleKey)} sx={labelSx(compact)} />
        {!compact && (expanded ? <ExpandLess /> : <ExpandMore />)}
      </ListItemButton>
      <Collapse in={expanded} timeout="auto" unmountOnExit>
        <List id={listId} disablePadding>
          {item.children.map((child) => (
            <NavLinkEntry
              key={child.key}
              item={child}
              active={child.key === activeKey}
              compact={compact}
              nested
              onNavigate={onNavigate}
            />
          ))}
        </List>
      </Collapse>
    </ListItem>
  );
}

export function NavList({ items, activeKey, compact = false, onNavigate }: NavListProps) {
  // Groups the user opened or closed by hand; otherwise the group holding the active link is open.
  const [toggled, setToggled] = useState<Record<string, boolean>>({});
  const activeGroup = activeGroupKey(items, activeKey);

  return (
    <List sx={{ px: 1, '& .MuiListItemButton-root': { mb: 0.25 } }}>
      {items.map((item) => {
        if (!isNavGroup(item)) {
          return (
            <NavLinkEntry
              key={item.key}
              item={item}
              active={item.key === activeKey}
              compact={compact}
              onNavigate={onNavigate}
            />
          );
        }
        const open = toggled[item.key] ?? item.key === activeGroup;
        return (
          <NavGroupEntry
            key={item.key}
            item={item}
            activeKey={activeKey}
            compact={compact}
            open={open}
            onToggle={() => setToggled((current) => ({ ...current, [item.key]: !open }))}
            onNavigate={onNavigate}
          />
        );
      })}
    </List>
  );
}
