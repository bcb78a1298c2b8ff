/**
 * A building's locations as an accessible tree (WAI-ARIA tree pattern): one tab stop, arrow keys
 * move (Right opens or enters, Left closes or goes up), Home/End jump, Enter opens the location,
 * and selecting a node lets the surrounding card act on it.
 */
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ChevronRight from '@mui/icons-material/ChevronRight';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useTranslation } from 'react-i18next';
import type { TLocationTreeNode } from '@mainstay/contracts';
import { DirectionalIcon } from '@/components/layout/directional-icon.tsx';

interface VisibleNode {
  node: TLocationTreeNode;
  level: number;
  parentId: string | null;
  setSize: number;
  position: number;
}

function visibleNodes(nodes: TLocationTreeNode[], collapsed: Set<string>): VisibleNode[] {
  const result: VisibleNode[] = [];
  const walk = (list: TLocationTreeNode[], level: number, parentId: string | null) => {
    list.forEach((node, index) => {
      result.push({ node, level, parentId, setSize: list.length, position: index + 1 });
      if (node.children.length > 0 && !collapsed.has(node.id))
        walk(node.children, level + 1, node.id);
    });
  };
  walk(nodes, 1, null);
  return result;
}

export interface LocationTreeProps {
  label: string;
  nodes: TLocationTreeNode[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  onOpen: (id: string) => void;
}

export function LocationTree({ label, nodes, selectedId, onSelect, onOpen }: LocationTreeProps) {
  const { t } = useTranslation('places');
  const [collapsed, setCollapsed] = useState<Set<string>>(() => new Set());
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const items = useRef(new Map<string, HTMLElement>());
  const visible = useMemo(() => visibleNodes(nodes, collapsed), [nodes, collapsed]);
  const activeId =
    (focusedId && visible.some((item) => item.node.id === focusedId) ? focusedId : null) ??
    (selectedId && visible.some((item) => item.node.id === selectedId) ? selectedId : null) ??
    visible[0]?.node.id ??
    null;

  function focus(id: string | undefined) {
    if (!id) return;
    setFocusedId(id);
    items.current.get(id)?.focus();
  }

  function toggle(id: string, open?: boolean) {
    setCollapsed((previous) => {
      const next = new Set(previous);
      const shouldOpen = open ?? next.has(id);
      if (shouldOpen) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  function handleKeyDown(event: KeyboardEvent, item: VisibleNode, index: number) {
    const { node } = item;
    const hasChildren = node.children.length > 0;
    const open = hasChildren && !collapsed.has(node.id);
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const key =
      rtl && event.key === 'ArrowRight'
        ? 'ArrowLeft'
        : rtl && event.key === 'ArrowLeft'
          ? 'ArrowRight'
          : event.key;
    switch (key) {
      case 'ArrowDown':
        focus(visible[index + 1]?.node.id);
        break;
      case 'ArrowUp':
        focus(visible[index - 1]?.node.id);
        break;
      case 'Home':
        focus(visible[0]?.node.id);
        break;
      case 'End':
        focus(visible.at(-1)?.node.id);
        break;
      case 'ArrowRight':
        if (hasChildren && !open) toggle(node.id, true);
        else if (open) focus(node.children[0]?.id);
        break;
      case 'ArrowLeft':
        if (open) toggle(node.id, false);
        else focus(item.parentId ?? undefined);
        break;
      case 'Enter':
        onOpen(node.id);
        break;
      case ' ':
        onSelect(node.id);
        break;
      default:
        return;
    }
    event.preventDefault();
  }

  return (
    <Box component="ul" role="tree" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {visible.map((item, index) => {
        const { node } = item;
        const hasChildren = node.children.length > 0;
        const open = hasChildren && !collapsed.has(node.id);
        const selected = node.id === selectedId;
        return (
          <Box
            component="li"
            key={node.id}
            ref={(element: HTMLElement | null) => {
              if (element) items.current.set(node.id, element);
              else items.current.delete(node.id);
            }}
            role="treeitem"
            aria-level={item.level}
            aria-setsize={item.setSize}
            aria-posinset={item.position}
            aria-expanded={hasChildren ? open : undefined}
            aria-selected={selected}
            tabIndex={node.id === activeId ? 0 : -1}
            onKeyDown={(event) => handleKeyDown(event, item, index)}
            onFocus={() => setFocusedId(node.id)}
            onClick={() => onSelect(node.id)}
            onDoubleClick={() => onOpen(node.id)}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 0.5,
              minHeight: 40,
              paddingInlineStart: (item.level - 1) * 2.5,
              paddingInlineEnd: 1,
              borderRadius: 1,
              cursor: 'pointer',
              bgcolor: selected ? 'action.selected' : undefined,
              '&:hover': { bgcolor: selected ? 'action.selected' : 'action.hover' },
              '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
            }}
          >
            <Box
              aria-hidden
              onClick={(event) => {
                if (!hasChildren) return;
                event.stopPropagation();
                toggle(node.id);
              }}
              sx={{
                display: 'inline-flex',
                width: 24,
                justifyContent: 'center',
                color: 'text.secondary',
              }}
            >
              {hasChildren &&
                (open ? (
                  <ExpandMore fontSize="small" />
                ) : (
                  <DirectionalIcon icon={ChevronRight} fontSize="small" />
                ))}
            </Box>
            <Typography
              component="span"
              variant="body2"
              sx={{ fontWeight: selected ? 600 : 400, minWidth: 0, overflowWrap: 'anywhere' }}
            >
              {node.name}
            </Typography>
            <Typography
              component="span"
              variant="caption"
              color="text.secondary"
              sx={{ marginInlineStart: 1 }}
            >
              {t(`locationTypes.${node.type}`)}
              {node.code ? ` · ${node.code}` : ''}
              {node.assets_count > 0
                ? ` · ${t('tree.assetsCount', { count: node.assets_count })}`
                : ''}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
