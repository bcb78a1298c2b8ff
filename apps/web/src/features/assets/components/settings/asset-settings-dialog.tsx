/** "Manage categories and fields": the organisation's asset categories and custom fields. */
import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { CategoriesPanel } from './categories-panel.tsx';
import { CustomFieldsPanel } from './custom-fields-panel.tsx';

export function AssetSettingsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('assets');
  const titleId = useId();
  const tabsId = useId();
  const [tab, setTab] = useState<'categories' | 'fields'>('categories');
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>{t('settings.title')}</DialogTitle>
      <Tabs
        value={tab}
        onChange={(_, value: 'categories' | 'fields') => setTab(value)}
        variant="fullWidth"
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab
          value="categories"
          label={t('settings.categoriesTab')}
          id={`${tabsId}-categories`}
          aria-controls={`${tabsId}-categories-panel`}
        />
        <Tab
          value="fields"
          label={t('settings.fieldsTab')}
          id={`${tabsId}-fields`}
          aria-controls={`${tabsId}-fields-panel`}
        />
      </Tabs>
      <DialogContent
        role="tabpanel"
        id={`${tabsId}-${tab}-panel`}
        aria-labelledby={`${tabsId}-${tab}`}
        sx={{ minHeight: 320 }}
      >
        {open && (tab === 'categories' ? <CategoriesPanel /> : <CustomFieldsPanel />)}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
