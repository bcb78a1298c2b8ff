/**
 * The Audit log tab: who changed what and when, newest first, with the values before and
 * after each change; filtered by what was changed.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  AUDIT_ENTITY_TYPES,
  PAGE_SIZES,
  type TAuditEntityType,
  type TAuditEntry,
} from '@mainstay/contracts';
import type { Subject } from '@mainstay/permissions';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '@/components/feedback/index.ts';
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

export function AuditPanelContent() {
  const { t, i18n } = useTranslation('access');
  const [entityType, setEntityType] = useState<TAuditEntityType | ''>('');
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState<number>(10);
  const audit = useAuditQuery({
    page: page + 1,
    per_page: perPage,
    ...(entityType ? { entity_type: entityType } : {}),
  });

  return (
    <Card variant="outlined" sx={{ minWidth: 0 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ p: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Box>
          <Typography component="h2" variant="h6">
            {t('audit.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('audit.intro')}
          </Typography>
        </Box>
        <TextField
          select
          size="small"
          label={t('audit.filter')}
          value={entityType}
          onChange={(event) => {
            setEntityType(event.target.value as TAuditEntityType | '');
            setPage(0);
          }}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">{t('audit.allTypes')}</MenuItem>
          {AUDIT_ENTITY_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {t(`audit.types.${type}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {audit.isFetching && audit.data ? <LinearProgress aria-label={t('audit.loading')} /> : null}
      {audit.isPending ? (
        <LoadingState label={t('audit.loading')} />
      ) : audit.isError ? (
        <Box sx={{ px: 2 }}>
          <ErrorState message={t('audit.loadFailed')} onRetry={() => void audit.refetch()} />
        </Box>
      ) : audit.data.data.length === 0 ? (
        <EmptyState title={t('audit.none')} />
      ) : (
        <List aria-label={t('audit.listLabel')} disablePadding>
          {audit.data.data.map((entry) => (
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
      {audit.data ? (
        <TablePagination
          component="div"
          count={audit.data.total}
          page={Math.min(page, Math.max(0, Math.ceil(audit.data.total / perPage) - 1))}
          rowsPerPage={perPage}
          rowsPerPageOptions={[...PAGE_SIZES]}
          onPageChange={(_event, next) => setPage(next)}
          onRowsPerPageChange={(event) => {
            setPerPage(Number(event.target.value));
            setPage(0);
          }}
          labelRowsPerPage={t('pagination.rowsPerPage')}
          labelDisplayedRows={({ from, to, count }) =>
            t('pagination.displayed', { from, to, count })
          }
          getItemAriaLabel={(type) => t(`pagination.${type}`)}
          sx={{ overflowX: 'auto' }}
        />
      ) : null}
    </Card>
  );
}
