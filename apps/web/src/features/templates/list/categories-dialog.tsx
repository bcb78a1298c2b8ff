/**
 * The template categories: add, rename and delete (a deleted category's templates keep no
 * category), with how many templates each holds.
 */
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import { TEMPLATE_TEXT_LIMITS } from '@mainstay/contracts';
import { useTranslation } from 'react-i18next';
import { NamedListPanel, type NamedListText } from '@/components/data-table';
import { EmptyState } from '@/components/feedback';
import { DialogFrame } from '@/components/form';
import { errorMessage } from '@/lib/form-errors.ts';
import { useNotify } from '@/lib/notifications.tsx';
import {
  useDeleteTemplateCategoryMutation,
  useSaveTemplateCategoryMutation,
  useTemplateCategoriesQuery,
} from '../api/template-categories.ts';

const TEXT: Record<NamedListText, string> = {
  newField: 'categories.new',
  renameField: 'categories.renameField',
  add: 'categories.add',
  save: 'categories.save',
  cancel: 'categories.cancel',
  nameRequired: 'categories.nameRequired',
  added: 'categories.added',
  renamed: 'categories.renamed',
  saveFailed: 'categories.saveFailed',
  renameButton: 'categories.renameLabel',
  deleteButton: 'categories.deleteLabel',
};

export function CategoriesDialog({ canEdit, onClose }: { canEdit: boolean; onClose: () => void }) {
  const { t } = useTranslation('templates');
  const notify = useNotify();
  const query = useTemplateCategoriesQuery();
  return (
    <DialogFrame onClose={onClose} title={t('categories.title')} maxWidth="sm">
      <DialogContent dividers>
        <NamedListPanel
          query={query}
          loadingLabel={t('categories.loading')}
          errorMessage={errorMessage(query.error, t('categories.loadFailed'))}
          listLabel={t('categories.title')}
          text={(key, name) => t(TEXT[key], { name })}
          shownName={(category) => category.name}
          usage={(category) => t('categories.templateCount', { count: category.template_count })}
          canEdit={canEdit}
          save={useSaveTemplateCategoryMutation()}
          remove={useDeleteTemplateCategoryMutation()}
          removeFailed={(error) => errorMessage(error, t('categories.deleteFailed'))}
          onRemoved={() => notify.success(t('categories.deleted'))}
          maxLength={TEMPLATE_TEXT_LIMITS.categoryName}
          empty={<EmptyState title={t('categories.empty')} />}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.close')}</Button>
      </DialogActions>
    </DialogFrame>
  );
}
