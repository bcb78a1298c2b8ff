/**
 * Saved views of a ticket list: apply one (its query replaces the URL's), save the current
 * filters, sort and search under a name (for me or shared with the organisation), and delete
 * my own views.
 */
import { useState } from 'react';
import Divider from '@mui/material/Divider';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import BookmarksOutlined from '@mui/icons-material/BookmarksOutlined';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MenuButton } from '@/components/data-table';
import { useSavedViewsQuery, type SavedViewPage } from '../api/saved-views.ts';
import { DeleteViewsDialog, SaveViewDialog } from './saved-view-dialogs.tsx';

/** The list's URL query worth saving: everything but the page number. */
export function viewQueryOf(params: URLSearchParams): string {
  const copy = new URLSearchParams(params);
  copy.delete('page');
  copy.sort();
  return copy.toString();
}

export function SavedViewsMenu({ page }: { page: SavedViewPage }) {
  const { t } = useTranslation('tickets');
  const [dialog, setDialog] = useState<'save' | 'delete' | null>(null);
  const [searchParams, setSearchParams] = useSearchParams();
  const views = useSavedViewsQuery(page);
  const rows = views.data?.data ?? [];
  const current = viewQueryOf(searchParams);
  const mine = rows.filter((view) => view.mine);

  return (
    <>
      <MenuButton label={t('views.button')} icon={<BookmarksOutlined />}>
        {(close) => [
          views.isError && (
            <MenuItem key="failed" disabled>
              {t('views.loadFailed')}
            </MenuItem>
          ),
          !views.isError && rows.length === 0 && (
            <MenuItem key="none" disabled>
              {views.isPending ? t('views.loading') : t('views.none')}
            </MenuItem>
          ),
          ...rows.map((view) => (
            <MenuItem
              key={view.id}
              selected={viewQueryOf(new URLSearchParams(view.query)) === current}
              onClick={() => {
                close();
                // The view's query replaces the list's.
                setSearchParams(new URLSearchParams(view.query), { replace: true });
              }}
            >
              <ListItemText
                primary={view.name}
                secondary={
                  view.shared ? (view.mine ? t('views.sharedByMe') : t('views.shared')) : undefined
                }
              />
            </MenuItem>
          )),
          <Divider key="divider" />,
          ...(['save', 'delete'] as const)
            .filter((next) => next === 'save' || mine.length > 0)
            .map((next) => (
              <MenuItem
                key={next}
                onClick={() => {
                  close();
                  setDialog(next);
                }}
              >
                {t(`views.${next}`)}
              </MenuItem>
            )),
        ]}
      </MenuButton>
      {dialog === 'save' && (
        <SaveViewDialog page={page} query={current} onClose={() => setDialog(null)} />
      )}
      {dialog === 'delete' && (
        <DeleteViewsDialog page={page} views={mine} onClose={() => setDialog(null)} />
      )}
    </>
  );
}
