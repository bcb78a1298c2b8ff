/** The Members tab: a paginated, searchable table of members, filtered by team. */
import { useDeferredValue, useState } from 'react';
import { PAGE_SIZES } from '@mainstay/contracts';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import Search from '@mui/icons-material/Search';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '@/components/feedback/index.ts';
import { useMembersQuery } from '../../api/list-members.ts';
import { useTeamsQuery } from '../../api/list-teams.ts';
import { MembersTable } from './members-table.tsx';

export function MembersTab() {
  const { t } = useTranslation('team');
  const [search, setSearch] = useState('');
  const [teamId, setTeamId] = useState('');
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(10);
  const deferredSearch = useDeferredValue(search.trim());
  const teams = useTeamsQuery();
  const query = useMembersQuery({
    page: page + 1,
    per_page: perPage,
    ...(deferredSearch ? { search: deferredSearch } : {}),
    ...(teamId ? { team_id: teamId } : {}),
  });

  return (
    <Card variant="outlined">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, p: 2 }}>
        <TextField
          size="small"
          label={t('members.search')}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(0);
          }}
          sx={{ flex: '1 1 220px' }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Search fontSize="small" />
                </InputAdornment>
              ),
            },
            htmlInput: { type: 'search' },
          }}
        />
        <TextField
          size="small"
          select
          label={t('members.filterTeam')}
          value={teamId}
          onChange={(event) => {
            setTeamId(event.target.value);
            setPage(0);
          }}
          sx={{ flex: '0 1 220px', minWidth: 160 }}
        >
          <MenuItem value="">{t('members.allTeams')}</MenuItem>
          {(teams.data?.data ?? []).map((team) => (
            <MenuItem key={team.id} value={team.id}>
              {team.name}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {query.isPending ? (
        <LoadingState label={t('members.loading')} />
      ) : query.isError ? (
        <Box sx={{ px: 2 }}>
          <ErrorState message={t('errors.loadFailed')} onRetry={() => void query.refetch()} />
        </Box>
      ) : query.data.total === 0 ? (
        <EmptyState title={t('members.emptyTitle')} description={t('members.emptyDescription')} />
      ) : (
        <>
          <MembersTable rows={query.data.data} />
          <TablePagination
            component="div"
            count={query.data.total}
            page={page}
            onPageChange={(_event, next) => setPage(next)}
            rowsPerPage={perPage}
            onRowsPerPageChange={(event) => {
              setPerPage(Number(event.target.value));
              setPage(0);
            }}
            rowsPerPageOptions={[...PAGE_SIZES]}
            labelRowsPerPage={t('pagination.rowsPerPage')}
            labelDisplayedRows={({ from, to, count }) =>
              t('pagination.displayed', { from, to, count })
            }
            getItemAriaLabel={(type) => t(`pagination.${type}`)}
          />
        </>
      )}
    </Card>
  );
}
