/**
 * One field of the builder's list: its type's icon and name, label, key, whether it is required,
 * the condition that shows it, and what is wrong with it. Editors get the drag handle (a button:
 * Space picks the field up, the arrows move it, Space drops it), Move up and Move down, Edit and
 * Delete, each named for the field.
 */
import { useId, type HTMLAttributes } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DragIndicator from '@mui/icons-material/DragIndicator';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import { Ltr } from '@/lib/bidi.tsx';
import { conditionSummary } from '../lib/conditions.ts';
import type { DraftField } from '../lib/draft-field.ts';
import { FieldTypeIcon } from '../lib/field-types.tsx';
import type { FieldProblem } from '../lib/problems.ts';

export interface FieldCardProps {
  field: DraftField;
  index: number;
  count: number;
  /** Every field of the draft, for the condition's wording. */
  fields: readonly DraftField[];
  problems: readonly FieldProblem[];
  /** Editors' controls; none when read-only. */
  actions?: {
    onEdit: () => void;
    onRemove: () => void;
    onMove: (to: number) => void;
    /** What the drag handle needs from drag and drop (its listeners and attributes). */
    handle: Omit<HTMLAttributes<HTMLButtonElement>, 'color'>;
  };
}

/** A control that stays focusable at the end of the list, so focus never falls to the page. */
function CardButton(props: {
  label: string;
  icon: React.ReactNode;
  onClick: () => void;
  unavailable?: boolean;
  color?: 'error';
}) {
  return (
    <Tooltip title={props.label}>
      <IconButton
        size="small"
        aria-label={props.label}
        aria-disabled={props.unavailable || undefined}
        color={props.color}
        onClick={() => !props.unavailable && props.onClick()}
        sx={props.unavailable ? { opacity: 0.4 } : undefined}
      >
        {props.icon}
      </IconButton>
    </Tooltip>
  );
}

export function FieldCard({ field, index, count, fields, problems, actions }: FieldCardProps) {
  const { t, i18n } = useTranslation('templates');
  const titleId = useId();
  const name = field.label.trim() || t('builder.untitled', { number: index + 1 });
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'flex-start',
        gap: 1,
        p: 1.5,
        borderColor: problems.length > 0 ? 'error.main' : undefined,
      }}
    >
      {actions && (
        <Tooltip title={t('builder.drag', { name })}>
          <IconButton
            size="small"
            {...actions.handle}
            aria-label={t('builder.drag', { name })}
            sx={{ cursor: 'grab', touchAction: 'none' }}
          >
            <DragIndicator fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      <Box sx={{ display: 'flex', gap: 1, flex: '1 1 200px', minWidth: 0 }}>
        <FieldTypeIcon
          type={field.type}
          fontSize="small"
          sx={{ mt: 0.25, color: 'text.secondary' }}
        />
        <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          <Typography id={titleId} component="h3" variant="subtitle2">
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t(`types.${field.type}`)} · <Ltr>{field.key}</Ltr>
          </Typography>
          {field.required && <Chip size="small" label={t('builder.required')} sx={{ mt: 0.5 }} />}
          {field.condition && (
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {conditionSummary(field.condition, fields, t, i18n.language)}
            </Typography>
          )}
          {problems.length > 0 && (
            <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2 }}>
              {problems.map((problem, at) => (
                <Typography key={at} component="li" variant="body2" color="error">
                  {problem.message}
                </Typography>
              ))}
            </Box>
          )}
        </Box>
      </Box>
      {actions && (
        <Box sx={{ display: 'flex', gap: 0.5, marginInlineStart: 'auto' }}>
          <CardButton
            label={t('builder.moveUp', { name })}
            icon={<ArrowUpward fontSize="small" />}
            unavailable={index === 0}
            onClick={() => actions.onMove(index - 1)}
          />
          <CardButton
            label={t('builder.moveDown', { name })}
            icon={<ArrowDownward fontSize="small" />}
            unavailable={index === count - 1}
            onClick={() => actions.onMove(index + 1)}
          />
          <CardButton
            label={t('builder.edit', { name })}
            icon={<EditOutlined fontSize="small" />}
            onClick={actions.onEdit}
          />
          <CardButton
            label={t('builder.remove', { name })}
            icon={<DeleteOutlined fontSize="small" />}
            color="error"
            onClick={actions.onRemove}
          />
        </Box>
      )}
    </Paper>
  );
}
