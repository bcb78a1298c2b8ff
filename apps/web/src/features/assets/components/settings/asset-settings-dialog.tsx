/** "Manage categories and fields": the organisation's asset categories and custom fields. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TabbedDialog } from '@/components/form/index.ts';
import { CategoriesPanel } from './categories-panel.tsx';
import { CustomFieldsPanel } from './custom-fields-panel.tsx';

export function AssetSettingsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('assets');
  const [tab, setTab] = useState<'categories' | 'fields'>('categories');
  return (
    <TabbedDialog
      open={open}
      onClose={onClose}
      title={t('settings.title')}
      tabs={[
        { value: 'categories', label: t('settings.categoriesTab') },
        { value: 'fields', label: t('settings.fieldsTab') },
      ]}
      tab={tab}
      onTabChange={setTab}
      minHeight={320}
    >
      {tab === 'categories' ? <CategoriesPanel /> : <CustomFieldsPanel />}
    </TabbedDialog>
  );
}
