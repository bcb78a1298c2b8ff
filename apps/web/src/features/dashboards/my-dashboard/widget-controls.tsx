/**
 * A widget's controls in edit mode: a handle to drag with the mouse (or move with the arrow
 * keys, and resize with Shift and the arrows), buttons to move it earlier, later, up and down,
 * to make it wider, narrower, taller and shorter, its filters, and to remove it. Every action
 * has a button, so the keyboard and a screen reader can do everything the mouse does.
 */
import type { KeyboardEvent, PointerEventHandler, ReactElement } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DragIndicator from '@mui/icons-material/DragIndicator';
import FilterList from '@mui/icons-material/FilterList';
import NavigateBefore from '@mui/icons-material/NavigateBefore';
import NavigateNext from '@mui/icons-material/NavigateNext';
import UnfoldLess from '@mui/icons-material/UnfoldLess';
import UnfoldMore from '@mui/icons-material/UnfoldMore';
import { useTranslation } from 'react-i18next';
import { readsRightToLeft } from './layout-grid.ts';

export type WidgetAction =
  | 'earlier'
  | 'later'
  | 'up'
  | 'down'
  | 'start'
  | 'end'
  | 'wider'
  | 'narrower'
  | 'taller'
  | 'shorter';

export interface WidgetControlsProps {
  title: string;
  hintId: string;
  onAction: (action: WidgetAction) => void;
  onFilters: () => void;
  onRemove: () => void;
  /** The handle's pointer events: down starts a drag, move follows it, up drops. */
  drag: Record<
    'onPointerDown' | 'onPointerMove' | 'onPointerUp' | 'onPointerCancel',
    PointerEventHandler<HTMLElement>
  >;
  filtered: boolean;
}

/** Arrow keys on the handle: move; with Shift: resize. Left and right follow the reading side. */
function keyAction(event: KeyboardEvent, rtl: boolean): WidgetAction | undefined {
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
  const moves: Record<string, WidgetAction> = {
    ArrowUp: 'up',
    ArrowDown: 'down',
    [forward]: 'end',
    [backward]: 'start',
  };
  const sizes: Record<string, WidgetAction> = {
    ArrowUp: 'shorter',
    ArrowDown: 'taller',
    [forward]: 'wider',
    [backward]: 'narrower',
  };
  return (event.shiftKey ? sizes : moves)[event.key];
}

export function WidgetControls(props: WidgetControlsProps) {
  const { title, hintId, onAction, onFilters, onRemove, drag, filtered } = props;
  const { t } = useTranslation('dashboards');
  const rtl = useTheme().direction === 'rtl';
  const flip = rtl ? { transform: 'scaleX(-1)' } : undefined;
  const button = (action: WidgetAction, icon: ReactElement, sx?: object) => (
    <IconButton
      size="small"
      aria-label={t(`custom.actions.${action}`, { title })}
      title={t(`custom.actions.${action}`, { title })}
      onClick={() => onAction(action)}
      sx={sx}
    >
      {icon}
    </IconButton>
  );
  return (
    <Box
      role="toolbar"
      aria-label={t('custom.controls', { title })}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 0.25,
        mb: 0.5,
        p: 0.25,
        borderRadius: 1,
        bgcolor: 'action.hover',
      }}
    >
      <IconButton
        size="small"
        aria-label={t('custom.actions.drag', { title })}
        aria-describedby={hintId}
        {...drag}
        onKeyDown={(event) => {
          const action = keyAction(event, readsRightToLeft(event.currentTarget));
          if (!action) return;
          event.preventDefault();
          onAction(action);
        }}
        sx={{ cursor: 'grab', touchAction: 'none' }}
      >
        <DragIndicator fontSize="small" />
      </IconButton>
      <Typography
        variant="caption"
        sx={{ flex: '1 1 6rem', minWidth: 0, fontWeight: 600, overflowWrap: 'anywhere' }}
      >
        {title}
      </Typography>
      {button('earlier', <NavigateBefore fontSize="small" sx={flip} />)}
      {button('later', <NavigateNext fontSize="small" sx={flip} />)}
      {button('up', <ArrowUpward fontSize="small" />)}
      {button('down', <ArrowDownward fontSize="small" />)}
      {button('narrower', <UnfoldLess fontSize="small" sx={{ transform: 'rotate(90deg)' }} />)}
      {button('wider', <UnfoldMore fontSize="small" sx={{ transform: 'rotate(90deg)' }} />)}
      {button('shorter', <UnfoldLess fontSize="small" />)}
      {button('taller', <UnfoldMore fontSize="small" />)}
      <IconButton
        size="small"
        aria-label={t('custom.actions.filters', { title })}
        title={t('custom.actions.filters', { title })}
        aria-haspopup="dialog"
        color={filtered ? 'primary' : 'default'}
        onClick={onFilters}
      >
        <FilterList fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        aria-label={t('custom.actions.remove', { title })}
        title={t('custom.actions.remove', { title })}
        onClick={onRemove}
      >
        <DeleteOutlined fontSize="small" />
      </IconButton>
    </Box>
  );
}
