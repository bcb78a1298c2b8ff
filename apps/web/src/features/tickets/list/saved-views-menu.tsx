/**
 * Saved views of a ticket list: apply one (its query replaces the URL's), save the current
 * filters, sort and search under a name (for me or shared with the organisation), and delete
 * my own views.
 */
import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import BookmarksOutlined from '@mui/icons-material/BookmarksOutlined';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TSavedView } from '@mainstay/contracts';
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
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<'save' | 'delete' | null>(null);
  const [searchParams, setSearchParams] = useSearchParams();
  const views = useSavedViewsQuery(page);
  const rows = views.data?.data ?? [];
  const current = viewQueryOf(searchParams);
  const mine = rows.filter((view) => view.mine);

  function apply(view: TSavedView) {
    setAnchor(null);
    setSearchParams(new URLSearchParams(view.query), { replace: true });
  }

  function open(next: 'save' | 'delete') {
    setAnchor(null);
    setDialog(next);
  }

  return (
    <>
      <Button
        variant="outlined"
        color="secondary"
        startIcon={<BookmarksOutlined />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('views.button')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {views.isError && <MenuItem disabled>{t('views.loadFailed')}</MenuItem>}
        {!views.isError && rows.length === 0 && (
          <MenuItem disabled>{views.isPending ? t('views.loading') : t('views.none')}</MenuItem>
        )}
        {rows.map((view) => (
          <MenuItem
            key={view.id}
            selected={viewQueryOf(new URLSearchParams(view.query)) === current}
            onClick={() => apply(view)}
          >
            <ListItemText
              primary={view.name}
              secondary={
                view.shared ? (view.mine ? t('views.sharedByMe') : t('views.shared')) : undefined
              }
            />
          </MenuItem>
        ))}
        <Divider />
        <MenuItem onClick={() => open('save')}>{t('views.save')}</MenuItem>
        {mine.length > 0 && <MenuItem onClick={() => open('delete')}>{t('views.delete')}</MenuItem>}
      </Menu>
      {dialog === 'save' && (
        <SaveViewDialog page={page} query={current} onClose={() => setDialog(null)} />
      )}
      {dialog === 'delete' && (
        <DeleteViewsDialog page={page} views={mine} onClose={() => setDialog(null)} />
      )}
    </>
  );
}
