/**
 * The Audit log tab: who changed what and when, newest first, with the values before and
 * after each change; filtered by what was changed.
 */
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AUDIT_ENTITY_TYPES, type TAuditEntityType, type TAuditEntry } from '@mainstay/contracts';
import type { Subject } from '@mainstay/permissions';
import { useTranslation } from 'react-i18next';
import {
  bindFilter,
  FilterSelect,
  ListCardHeader,
  ListPagination,
  noRows,
  optionsOf,
  paging,
  QueryState,
  useLocalListParams,
} from '@/components/data-table';
import { EmptyState } from '@/components/feedback/index.ts';
import { useAuditQuery } from '../api/audit.ts';
import { formatAuditValue, formatDateTime } from '../lib/format.ts';
import { SUBJECT_KEYS } from '../lib/permission-matrix.ts';

function AuditChanges({ entry }: { entry: TAuditEntry }) {
  const { t, i18n } = useTranslation('access');
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  if (fields.length === 0) return null;
  const empty = t('audit.empty');
  // Rules are kept as "<action> <subject>" and statuses as keys: shown in the reader's words.
  const readable = (field: string, raw: unknown): unknown => {
    if (field === 'rules' && Array.isArray(raw)) {
      return raw.map((rule) => {
        const [action = '', ...rest] = String(rule).split(' ');
        const subject = rest.join(' ') as Subject;
        const subjectKey = SUBJECT_KEYS[subject];
        if (!subjectKey) return String(rule);
        return t('matrix.cellLabel', {
          subject: t(`subjects.${subjectKey}`),
          action: t(`actionNames.${action}`, { defaultValue: action }),
        });
      });
    }
    if (field === 'status' && typeof raw === 'string') {
      return t(`users.status.${raw}`, { defaultValue: raw });
    }
    return raw;
  };
  const value = (source: Record<string, unknown>, field: string) =>
    formatAuditValue(readable(field, source[field]), i18n.language, empty);
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        mt: 0.5,
        display: 'grid',
        gridTemplateColumns: 'auto 1fr',
        columnGap: 1.5,
        rowGap: 0.5,
      }}
    >
      {fields.map((field) => (
        <Box key={field} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {t(`audit.fields.${field}`, { defaultValue: field })}
          </Typography>
          <Typography component="dd" variant="caption" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {entry.before === null
              ? value(after, field)
              : entry.after === null
                ? value(before, field)
                : t('audit.change', { before: value(before, field), after: value(after, field) })}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

const AUDIT_FILTERS = ['entity_type'];

export function AuditPanelContent() {
  const { t, i18n } = useTranslation('access');
  const list = useLocalListParams({ filters: AUDIT_FILTERS });
  const { page, per_page, filters } = list.params;
  const audit = useAuditQuery({
    page,
    per_page,
    entity_type: filters.entity_type as TAuditEntityType | undefined,
  });

  return (
    <Card variant="outlined" sx={{ minWidth: 0 }}>
      <ListCardHeader
        title={t('audit.title')}
        intro={t('audit.intro')}
        action={
          <FilterSelect
            label={t('audit.filter')}
            {...bindFilter(list, 'entity_type')}
            emptyLabel={t('audit.allTypes')}
            options={optionsOf(AUDIT_ENTITY_TYPES, (type) => t(`audit.types.${type}`))}
          />
        }
      />
      {audit.isFetching && audit.data ? <LinearProgress aria-label={t('audit.loading')} /> : null}
      <QueryState
        query={audit}
        inset
        loadingLabel={t('audit.loading')}
        errorMessage={t('audit.loadFailed')}
        isEmpty={noRows}
        empty={<EmptyState title={t('audit.none')} />}
      >
        {(data) => (
          <List aria-label={t('audit.listLabel')} disablePadding>
            {data.data.map((entry) => (
              <ListItem key={entry.id} divider sx={{ display: 'block', py: 1.5 }}>
                <Stack
                  direction={{ xs: 'column', sm: 'row' }}
                  spacing={{ xs: 0, sm: 1 }}
                  sx={{ justifyContent: 'space-between' }}
                >
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    {t('audit.sentence', {
                      actor: entry.actor.name,
                      action: t(`audit.actions.${entry.action}`, { defaultValue: entry.action }),
                      label:
                        entry.entity_label ||
                        t(`audit.types.${entry.entity_type}`, { defaultValue: entry.entity_type }),
                    })}
                  </Typography>
                  <Typography
                    component="time"
                    dateTime={entry.created_at}
                    variant="caption"
                    color="text.secondary"
                    sx={{ flexShrink: 0 }}
                  >
                    {formatDateTime(entry.created_at, i18n.language)}
                  </Typography>
                </Stack>
                <AuditChanges entry={entry} />
              </ListItem>
            ))}
          </List>
        )}
      </QueryState>
      {audit.data ? (
        <ListPagination {...paging(list)} total={audit.data.total} namespace="access" />
      ) : null}
    </Card>
  );
}
