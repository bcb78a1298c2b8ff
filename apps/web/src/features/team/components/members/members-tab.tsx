/** The Members tab: a paginated, searchable table of members, filtered by team. */
import Card from '@mui/material/Card';
import { useTranslation } from 'react-i18next';
import {
  bindFilter,
  bindSearch,
  FilterSelect,
  ListPagination,
  ListToolbar,
  namedOptions,
  paging,
  QueryState,
  useLocalListParams,
} from '@/components/data-table';
import { EmptyState } from '@/components/feedback/index.ts';
import { useMembersQuery } from '../../api/list-members.ts';
import { useTeamsQuery } from '../../api/list-teams.ts';
import { MembersTable } from './members-table.tsx';

const FILTERS = ['team_id'];

export function MembersTab() {
  const { t } = useTranslation('team');
  const list = useLocalListParams({ filters: FILTERS });
  const { page, per_page, search, filters } = list.params;
  const teams = useTeamsQuery();
  const query = useMembersQuery({ page, per_page, search, team_id: filters.team_id });

  return (
    <Card variant="outlined">
      <ListToolbar
        inset
        {...bindSearch(list)}
        searchLabel={t('members.search')}
        filters={
          <FilterSelect
            label={t('members.filterTeam')}
            {...bindFilter(list, 'team_id')}
            emptyLabel={t('members.allTeams')}
            options={namedOptions(teams.data?.data)}
          />
        }
      />
      <QueryState
        query={query}
        inset
        loadingLabel={t('members.loading')}
        errorMessage={t('errors.loadFailed')}
        isEmpty={(data) => data.total === 0}
        empty={
          <EmptyState title={t('members.emptyTitle')} description={t('members.emptyDescription')} />
        }
      >
        {(data) => (
          <>
            <MembersTable rows={data.data} />
            <ListPagination {...paging(list)} total={data.total} namespace="team" />
          </>
        )}
      </QueryState>
    </Card>
  );
}
