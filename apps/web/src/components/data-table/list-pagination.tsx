/**
 * The pager under a list: page sizes every list accepts, "1–10 of 42" and the page buttons. It
 * wraps on narrow phones. Pages are counted from 1, as in the list's state; a page past the
 * end (the list shrank) shows as the last one. While the list's first page loads the count is
 * not known yet, so a placeholder stands where "0–0 of 0" would be.
 */
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import TablePagination from '@mui/material/TablePagination';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '@mainstay/contracts';
import type { ListParamsApi } from './use-list-params.ts';

export interface ListPaginationProps {
  total: number;
  /** 1-based. */
  page: number;
  perPage: number;
  onPageChange: (page: number) => void;
  onPerPageChange: (perPage: number) => void;
  /**
   * Whose words name the pager: the shared table's ("Go to next page"), or those of the team
   * and access areas ("Next page"), whose lists name their buttons so.
   */
  namespace?: 'team' | 'access';
  /** The total is not known yet: show a placeholder instead of the pager. */
  loading?: boolean;
}

/** The pager props of a list's state: `<ListPagination {...paging(list)} total={…} />`. */
export function paging(list: ListParamsApi) {
  return {
    page: list.params.page,
    perPage: list.params.per_page,
    onPageChange: list.setPage,
    onPerPageChange: list.setPerPage,
  };
}

export function ListPagination({
  total,
  page,
  perPage,
  onPageChange,
  onPerPageChange,
  namespace,
  loading = false,
}: ListPaginationProps) {
  const { t } = useTranslation(namespace ?? 'common');
  const prefix = namespace ? 'pagination' : 'dataTable.pagination';
  if (loading) {
    return (
      <Box
        role="status"
        aria-label={t('common:dataTable.pagination.loading')}
        data-testid="pager-skeleton"
        sx={{
          display: 'flex',
          justifyContent: 'flex-end',
          alignItems: 'center',
          gap: 3,
          minHeight: 52,
          px: 2,
        }}
      >
        <Skeleton variant="text" width={120} />
        <Skeleton variant="text" width={72} />
        <Skeleton variant="circular" width={28} height={28} />
        <Skeleton variant="circular" width={28} height={28} />
      </Box>
    );
  }
  const lastPage = Math.max(Math.ceil(total / perPage), 1);
  return (
    <TablePagination
      component="div"
      count={total}
      page={Math.min(Math.max(page, 1), lastPage) - 1}
      rowsPerPage={perPage}
      rowsPerPageOptions={[...PAGE_SIZES]}
      onPageChange={(_, next) => onPageChange(next + 1)}
      onRowsPerPageChange={(event) => onPerPageChange(Number(event.target.value))}
      labelRowsPerPage={t(`${prefix}.rowsPerPage`)}
      labelDisplayedRows={({ from, to, count }) => t(`${prefix}.displayed`, { from, to, count })}
      getItemAriaLabel={(type) => t(`${prefix}.${type}`)}
      sx={{ overflowX: 'auto', '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', rowGap: 0.5 } }}
    />
  );
}
