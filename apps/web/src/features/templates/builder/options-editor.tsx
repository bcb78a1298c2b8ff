/**
 * The choices of a single or multiple choice field: each with its label and its key (what
 * answers, conditions and exports name it by), the key following the label until it is
 * changed by hand. At least one, at most TEMPLATE_LIMITS.options.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { TEMPLATE_LIMITS } from '@mainstay/contracts';
import { useTranslation } from 'react-i18next';
import type { DraftOption } from '../lib/draft-field.ts';
import { suggestKey } from '../lib/field-key.ts';
import type { FieldProblem } from '../lib/problems.ts';
import { TextSetting } from './setting-inputs.tsx';

export interface OptionsEditorProps {
  options: readonly DraftOption[];
  onChange: (options: DraftOption[]) => void;
  /** The field's problems with its options. */
  problems: readonly FieldProblem[];
}

const fallbackOf = (index: number) => `option_${index + 1}`;

function problemOf(problems: readonly FieldProblem[], index: number, part: string) {
  return problems.find((problem) => problem.rest[0] === index && problem.rest[1] === part)?.message;
}

export function OptionsEditor({ options, onChange, problems }: OptionsEditorProps) {
  const { t } = useTranslation('templates');
  const whole = problems.find((problem) => problem.rest.length === 0)?.message;
  const takenBesides = (index: number) =>
    new Set(options.filter((_, at) => at !== index).map((option) => option.key));

  function setLabel(index: number, label: string) {
    onChange(
      options.map((option, at) => {
        if (at !== index) return option;
        const taken = takenBesides(index);
        const follows = option.key === suggestKey(option.label, fallbackOf(index), taken);
        return { label, key: follows ? suggestKey(label, fallbackOf(index), taken) : option.key };
      }),
    );
  }

  function add() {
    const taken = new Set(options.map((option) => option.key));
    onChange([...options, { key: suggestKey('', fallbackOf(options.length), taken), label: '' }]);
  }

  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {t('editor.options')}
      </Typography>
      {whole && (
        <Typography variant="body2" color="error" sx={{ mb: 1 }}>
          {whole}
        </Typography>
      )}
      {options.map((option, index) => (
        <Box
          key={index}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}
        >
          <TextSetting
            size="small"
            label={t('editor.optionLabel', { number: index + 1 })}
            value={option.label}
            onChange={(label) => setLabel(index, label)}
            problem={problemOf(problems, index, 'label')}
            sx={{ flex: '2 1 160px' }}
          />
          <TextSetting
            size="small"
            label={t('editor.optionKey', { number: index + 1 })}
            value={option.key}
            onChange={(key) =>
              onChange(options.map((other, at) => (at === index ? { ...other, key } : other)))
            }
            problem={problemOf(problems, index, 'key')}
            slotProps={{ htmlInput: { dir: 'ltr' } }}
            sx={{ flex: '1 1 120px' }}
          />
          <IconButton
            aria-label={t('editor.removeOption', { name: option.label || index + 1 })}
            onClick={() => onChange(options.filter((_, at) => at !== index))}
          >
            <DeleteOutlined />
          </IconButton>
        </Box>
      ))}
      <Button
        startIcon={<Add />}
        onClick={add}
        disabled={options.length >= TEMPLATE_LIMITS.options}
      >
        {t('editor.addOption')}
      </Button>
    </Box>
  );
}
