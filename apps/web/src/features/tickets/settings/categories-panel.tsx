/**
 * A kind's categories with how many tickets use each: add, rename and delete for editors (a
 * category still in use is refused by the server, whose message is shown). Default categories
 * read in the user's language.
 */
import { useTranslation } from 'react-i18next';
import type { TTicketKind } from '@mainstay/contracts';
import { NamedListPanel, type NamedListText } from '@/components/data-table';
import { EmptyState } from '@/components/feedback';
import { errorMessage } from '@/lib/form-errors.ts';
import { useNotify } from '@/lib/notifications.tsx';
import { categoryLabel } from '../list/category-label.ts';
import {
  useDeleteTicketCategoryMutation,
  useSaveTicketCategoryMutation,
  useTicketCategoriesAdminQuery,
} from '../api/ticket-categories-admin.ts';
import { useSettingsStates } from './settings-states.ts';

const TEXT: Record<NamedListText, string> = {
  newField: 'categories.new',
  renameField: 'categories.renameField',
  add: 'categories.add',
  save: 'categories.save',
  cancel: 'categories.cancel',
  nameRequired: 'validation.nameRequired',
  added: 'categories.added',
  renamed: 'categories.renamed',
  saveFailed: 'settings.saveFailed',
  renameButton: 'categories.renameLabel',
  deleteButton: 'categories.deleteLabel',
};

export function CategoriesPanel({ kind, canEdit }: { kind: TTicketKind; canEdit: boolean }) {
  const { t } = useTranslation(['sla', 'tickets']);
  const { t: ticketsT } = useTranslation('tickets');
  const notify = useNotify();
  const query = useTicketCategoriesAdminQuery(kind);
  const states = useSettingsStates(query);
  return (
    <NamedListPanel
      query={query}
      {...states}
      listLabel={t('categories.listLabel', { kind: t(`tickets:kinds.${kind}`) })}
      text={(key, name) => t(TEXT[key], { name })}
      shownName={(category) => categoryLabel(ticketsT, category)}
      usage={(category) => t('categories.ticketCount', { count: category.ticket_count })}
      canEdit={canEdit}
      save={useSaveTicketCategoryMutation(kind)}
      remove={useDeleteTicketCategoryMutation(kind)}
      // 409: still used by tickets; the server says how many.
      removeFailed={(error) => errorMessage(error, t('settings.deleteFailed'))}
      onRemoved={() => notify.success(t('categories.deleted'))}
      maxLength={80}
      empty={<EmptyState title={t('categories.empty')} />}
    />
  );
}
