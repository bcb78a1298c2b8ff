/**
 * The dialog that edits one field, applying each change to the draft as it is typed (the draft
 * saves itself): label, key (following the label until changed by hand), help, required, the
 * settings of its type and the condition that shows it. Problems show at their settings.
 */
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TEMPLATE_LIMITS } from '@mainstay/contracts';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from '@/components/form';
import type { DraftField } from '../lib/draft-field.ts';
import { suggestKey } from '../lib/field-key.ts';
import type { FieldProblem } from '../lib/problems.ts';
import { ConditionEditor } from './condition-editor.tsx';
import { FieldSettings } from './field-settings.tsx';
import { SwitchSetting, TextSetting } from './setting-inputs.tsx';

export interface FieldEditorProps {
  fields: readonly DraftField[];
  index: number;
  problems: readonly FieldProblem[];
  onChange: (patch: Partial<DraftField>) => void;
  onClose: () => void;
}

export function FieldEditor({ fields, index, problems, onChange, onClose }: FieldEditorProps) {
  const { t } = useTranslation('templates');
  const field = fields[index];
  if (!field) return null;
  const problemOf = (setting: string) =>
    problems.find((problem) => problem.setting === setting)?.message;
  const taken = new Set(fields.filter((_, at) => at !== index).map((other) => other.key));
  const keyFollowsLabel = field.key === suggestKey(field.label, field.type, taken);
  const general = problems.find((problem) => problem.setting === '')?.message;

  return (
    <DialogFrame
      onClose={onClose}
      title={t('editor.title', { type: t(`types.${field.type}`) })}
      maxWidth="sm"
    >
      <DialogContent dividers>
        <Stack spacing={1}>
          {general && (
            <Typography variant="body2" color="error">
              {general}
            </Typography>
          )}
          <TextSetting
            label={t(field.type === 'section' ? 'editor.sectionTitle' : 'editor.label')}
            value={field.label}
            onChange={(label) =>
              onChange(
                keyFollowsLabel ? { label, key: suggestKey(label, field.type, taken) } : { label },
              )
            }
            problem={problemOf('label')}
            required
            autoFocus
            slotProps={{ htmlInput: { maxLength: TEMPLATE_LIMITS.labelLength } }}
          />
          <TextSetting
            label={t('editor.key')}
            hint={t('editor.keyHint')}
            value={field.key}
            onChange={(key) => onChange({ key })}
            problem={problemOf('key')}
            slotProps={{ htmlInput: { dir: 'ltr', maxLength: TEMPLATE_LIMITS.keyLength } }}
          />
          <TextSetting
            label={t('editor.help')}
            value={field.help ?? ''}
            onChange={(help) => onChange({ help })}
            problem={problemOf('help')}
            multiline
            minRows={2}
          />
          {field.type !== 'section' && (
            <SwitchSetting
              label={t('editor.required')}
              checked={field.required === true}
              onChange={(required) => onChange({ required })}
            />
          )}
          <FieldSettings field={field} onChange={onChange} problems={problems} />
          <Divider />
          <Typography component="h3" variant="subtitle1">
            {t('condition.title')}
          </Typography>
          <ConditionEditor
            fields={fields}
            index={index}
            condition={field.condition ?? null}
            onChange={(condition) => onChange({ condition })}
            problems={problems.filter((problem) => problem.setting === 'condition')}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t('editor.done')}
        </Button>
      </DialogActions>
    </DialogFrame>
  );
}
