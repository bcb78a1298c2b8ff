/** The category list of the settings dialog: add, rename, delete (refusals explained). */
import { useTranslation } from 'react-i18next';
import { NamedListPanel, type NamedListText } from '@/components/data-table';
import {
  useAssetCategoriesQuery,
  useDeleteCategoryMutation,
  useSaveCategoryMutation,
} from '../../api/asset-settings.ts';
import { translateServerMessage, useServerMessage } from '../form/form-helpers.ts';
import { categoryLabel } from '../labels.tsx';

const TEXT: Record<NamedListText, string> = {
  newField: 'settings.newCategory',
  renameField: 'settings.renameLabel',
  add: 'actions.add',
  save: 'actions.save',
  cancel: 'actions.cancel',
  nameRequired: 'validation.nameRequired',
  added: 'settings.categoryAdded',
  renamed: 'settings.categoryRenamed',
  saveFailed: 'errors.saveFailed',
  renameButton: 'settings.renameCategory',
  deleteButton: 'settings.deleteCategory',
};

export function CategoriesPanel() {
  const { t } = useTranslation('assets');
  const errorMessage = useServerMessage();
  const query = useAssetCategoriesQuery();
  return (
    <NamedListPanel
      query={query}
      loadingLabel={t('settings.loading')}
      errorMessage={errorMessage(query.error, t('errors.loadFailed'))}
      listLabel={t('settings.categoriesTab')}
      text={(key, name) => t(TEXT[key], { name })}
      shownName={(category) => categoryLabel(t, category)}
      usage={(category) => t('settings.assetsCount', { count: category.assets_count })}
      save={useSaveCategoryMutation()}
      remove={useDeleteCategoryMutation()}
      removeFailed={(error) => errorMessage(error, t('errors.deleteFailed'))}
      translate={(message) => translateServerMessage(t, message)}
    />
  );
}
