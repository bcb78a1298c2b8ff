/**
 * The forms whose failing answer opened this ticket: "Opened from failed item Pump pressure of
 * FRM-000012", the item named from the form's definition.
 */
import Link from '@mui/material/Link';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFormSummary } from '@mainstay/contracts';
import { paths } from '@/config/paths.ts';
import { isolatedText, ltrText } from '@/lib/bidi.tsx';
import { useFormQuery } from '../api/get-form.ts';
import { ResultChip } from '../components/form-chips.tsx';

export function OpenedByForm({ form, ticketId }: { form: TFormSummary; ticketId: string }) {
  const { t } = useTranslation('forms');
  const detail = useFormQuery(form.id);
  const answer = detail.data?.answers.find((item) => item.ticket?.id === ticketId);
  const field = detail.data?.definition.fields.find((item) => item.key === answer?.field_key);
  const number = ltrText(form.number);
  return (
    <ListItem
      disableGutters
      secondaryAction={<ResultChip result={answer?.outcome ?? form.result} />}
    >
      <ListItemText
        primary={
          <Link component={RouterLink} to={paths.forms.detail(form.id)}>
            {field
              ? t('ticket.openedFrom', { item: isolatedText(field.label), number })
              : t('ticket.openedFromForm', { number })}
          </Link>
        }
        secondary={t('list.templateVersion', {
          name: form.template.name,
          version: form.template.version,
        })}
      />
    </ListItem>
  );
}
