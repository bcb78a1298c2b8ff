/**
 * A dialog of settings in tabs (full screen on phones): the title, the tabs, the chosen tab's
 * panel (labelled by its tab) and Close. The panel's content is mounted only while open.
 */
import { useId, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

export interface TabbedDialogProps<V extends string> {
  open: boolean;
  onClose: () => void;
  title: string;
  tabs: readonly { value: V; label: string }[];
  tab: V;
  onTabChange: (tab: V) => void;
  /** Few tabs share the width; many scroll. */
  scrollable?: boolean;
  maxWidth?: DialogProps['maxWidth'];
  /** The height the panel keeps whatever its content (the dialog does not jump between tabs). */
  minHeight: number;
  children: ReactNode;
}

export function TabbedDialog<V extends string>({
  open,
  onClose,
  title,
  tabs,
  tab,
  onTabChange,
  scrollable = false,
  maxWidth = 'sm',
  minHeight,
  children,
}: TabbedDialogProps<V>) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const tabsId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullScreen={fullScreen}
      maxWidth={maxWidth}
      fullWidth
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <Tabs
        value={tab}
        onChange={(_, value: V) => onTabChange(value)}
        {...(scrollable
          ? { variant: 'scrollable', scrollButtons: 'auto', allowScrollButtonsMobile: true }
          : { variant: 'fullWidth' })}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map(({ value, label }) => (
          <Tab
            key={value}
            value={value}
            label={label}
            id={`${tabsId}-${value}`}
            aria-controls={`${tabsId}-${value}-panel`}
          />
        ))}
      </Tabs>
      <DialogContent
        role="tabpanel"
        id={`${tabsId}-${tab}-panel`}
        aria-labelledby={`${tabsId}-${tab}`}
        sx={{ minHeight }}
      >
        {open && children}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
