/**
 * A kind's categories with how many tickets use each: add, rename and delete for editors (a
 * category still in use is refused by the server, whose message is shown). Default categories
 * read in the user's language.
 */
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import type { TTicketKind } from '@mainstay/contracts';
import { EmptyState, ErrorState, LoadingState } from '@/components/feedback';
import { isApiError } from '@/lib/api-client.ts';
import { errorMessage } from '@/lib/form-errors.ts';
import { useNotify } from '@/lib/notifications.tsx';
import { categoryLabel } from '../list/category-label.ts';
import {
  useDeleteTicketCategoryMutation,
  useSaveTicketCategoryMutation,
  useTicketCategoriesAdminQuery,
  type TicketCategoryRow,
} from '../api/ticket-categories-admin.ts';

function useCategoryLabel() {
  const { t } = useTranslation('tickets');
  return (category: TicketCategoryRow) => categoryLabel(t, category);
}

function CategoryForm({
  kind,
  category,
  onDone,
}: {
  kind: TTicketKind;
  category: TicketCategoryRow | null;
  onDone: () => void;
}) {
  const { t } = useTranslation('sla');
  const notify = useNotify();
  const label = useCategoryLabel();
  const save = useSaveTicketCategoryMutation(kind);
  const [name, setName] = useState(category ? label(category) : '');
  const [error, setError] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return setError(t('validation.nameRequired'));
    try {
      await save.mutateAsync({ id: category?.id ?? null, name: name.trim() });
      notify.success(t(category ? 'categories.renamed' : 'categories.added'));
      setName('');
      setError(null);
      onDone();
    } catch (caught) {
      const message = isApiError(caught) ? (caught.errors?.name?.[0] ?? caught.message) : '';
      setError(message || t('settings.saveFailed'));
    }
  }

  return (
    <Box
      component="form"
      onSubmit={handleSubmit}
      noValidate
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start', mb: 2 }}
    >
      <TextField
        size="small"
        label={
          category ? t('categories.renameField', { name: label(category) }) : t('categories.new')
        }
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={Boolean(error)}
        helperText={error ?? ' '}
        autoFocus={Boolean(category)}
        slotProps={{ htmlInput: { maxLength: 80 } }}
        sx={{ flex: '1 1 200px' }}
      />
      <Button type="submit" variant="contained" loading={save.isPending}>
        {category ? t('categories.save') : t('categories.add')}
      </Button>
      {category && (
        <Button color="inherit" onClick={onDone}>
          {t('categories.cancel')}
        </Button>
      )}
    </Box>
  );
}

export function CategoriesPanel({ kind, canEdit }: { kind: TTicketKind; canEdit: boolean }) {
  const { t } = useTranslation(['sla', 'tickets']);
  const notify = useNotify();
  const label = useCategoryLabel();
  const query = useTicketCategoriesAdminQuery(kind);
  const remove = useDeleteTicketCategoryMutation(kind);
  const [editing, setEditing] = useState<TicketCategoryRow | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  if (query.isPending) return <LoadingState label={t('settings.loading')} />;
  if (query.isError) {
    return (
      <ErrorState
        message={errorMessage(query.error, t('settings.loadFailed'))}
        onRetry={() => void query.refetch()}
      />
    );
  }

  async function handleDelete(category: TicketCategoryRow) {
    setProblem(null);
    try {
      await remove.mutateAsync(category.id);
      notify.success(t('categories.deleted'));
    } catch (error) {
      // 409: still used by tickets; the server says how many.
      setProblem(errorMessage(error, t('settings.deleteFailed')));
    }
  }

  const rows = query.data.data;
  return (
    <>
      {canEdit && (
        <CategoryForm
          key={editing?.id ?? 'new'}
          kind={kind}
          category={editing}
          onDone={() => setEditing(null)}
        />
      )}
      {problem && (
        <Alert severity="warning" sx={{ mb: 1 }} onClose={() => setProblem(null)}>
          {problem}
        </Alert>
      )}
      {rows.length === 0 ? (
        <EmptyState title={t('categories.empty')} />
      ) : (
        <List dense aria-label={t('categories.listLabel', { kind: t(`tickets:kinds.${kind}`) })}>
          {rows.map((category) => {
            const name = label(category);
            return (
              <ListItem
                key={category.id}
                divider
                secondaryAction={
                  canEdit && (
                    <>
                      <IconButton
                        aria-label={t('categories.renameLabel', { name })}
                        onClick={() => setEditing(category)}
                      >
                        <EditOutlined fontSize="small" />
                      </IconButton>
                      <IconButton
                        aria-label={t('categories.deleteLabel', { name })}
                        onClick={() => void handleDelete(category)}
                        disabled={remove.isPending}
                      >
                        <DeleteOutlined fontSize="small" />
                      </IconButton>
                    </>
                  )
                }
              >
                <ListItemText
                  primary={name}
                  secondary={t('categories.ticketCount', { count: category.ticket_count })}
                />
              </ListItem>
            );
          })}
        </List>
      )}
    </>
  );
}
