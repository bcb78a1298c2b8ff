/**
 * What the author should know above the fields: a copy of the draft kept in this browser that
 * the server never got (restore or dismiss), why the last publish was refused, and how many
 * problems stand in the way of publishing, with those about the template as a whole.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { FieldProblem } from '../lib/problems.ts';
import type { TemplateDraftApi } from './use-template-draft.ts';

export interface BuilderNoticesProps {
  draft: TemplateDraftApi;
  problems: Map<number | null, FieldProblem[]>;
  problemCount: number;
  publishRefusal: string | null;
}

export function BuilderNotices({
  draft,
  problems,
  problemCount,
  publishRefusal,
}: BuilderNoticesProps) {
  const { t } = useTranslation('templates');
  // An empty draft says so in its own place; "add at least one field" would repeat it.
  const general = draft.fields.length === 0 ? [] : (problems.get(null) ?? []);
  const count = draft.fields.length === 0 ? 0 : problemCount;
  if (!draft.restorable && !publishRefusal && count === 0) return null;
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      {draft.restorable && (
        <Alert
          severity="info"
          action={
            <Stack direction="row" spacing={1}>
              <Button color="inherit" size="small" onClick={draft.restore}>
                {t('restore.restore')}
              </Button>
              <Button color="inherit" size="small" onClick={draft.dismissRestore}>
                {t('restore.dismiss')}
              </Button>
            </Stack>
          }
          sx={{ flexWrap: 'wrap', '& .MuiAlert-action': { ml: 0, pl: 0 } }}
        >
          {t('restore.message')}
        </Alert>
      )}
      {publishRefusal && <Alert severity="error">{publishRefusal}</Alert>}
      {count > 0 && (
        <Alert severity="warning">
          {t('builder.problemCount', { count })}
          {general.map((problem, at) => (
            <div key={at}>{problem.message}</div>
          ))}
        </Alert>
      )}
    </Stack>
  );
}
