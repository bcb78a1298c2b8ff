/**
 * A repeatable group of contacts (name, role, phone, e-mail) in a react-hook-form form whose
 * `contacts` field is a list of them: the building and contractor dialogs. The texts come from
 * the form's own namespace, under the keys named in `ContactsText`.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { useFieldArray, type Control } from 'react-hook-form';
import { BoundTextField, type FieldMessage } from './bound-text-field.tsx';

export interface Contact {
  name: string;
  role: string;
  phone: string;
  email: string;
}

interface ContactsForm {
  contacts: Contact[];
}

type ContactsTextKey =
  | 'contacts'
  | 'noContacts'
  | 'contactGroup'
  | 'contactName'
  | 'contactRole'
  | 'contactPhone'
  | 'contactEmail'
  | 'removeContact'
  | 'addContact';

/** The form's translation of each text; `number` is the contact's position (from 1). */
export type ContactsText = (key: ContactsTextKey, number?: number) => string;

const MAX_CONTACTS = 20;

export interface ContactsFieldsProps<T extends ContactsForm> {
  control: Control<T>;
  text: ContactsText;
  message: FieldMessage;
}

export function ContactsFields<T extends ContactsForm>({
  control: formControl,
  text,
  message,
}: ContactsFieldsProps<T>) {
  // Only the `contacts` field is touched; its type is the same in every form using this.
  const control = formControl as unknown as Control<ContactsForm>;
  const { fields, append, remove } = useFieldArray({ control, name: 'contacts' });
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {text('contacts')}
      </Typography>
      {fields.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {text('noContacts')}
        </Typography>
      ) : null}
      {fields.map((field, index) => {
        const number = index + 1;
        const bound = { control, message, size: 'small' as const };
        return (
          <Box
            key={field.id}
            role="group"
            aria-label={text('contactGroup', number)}
            sx={{
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr)) auto' },
              alignItems: 'start',
              mb: 1.5,
              pb: 1.5,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <BoundTextField
              {...bound}
              name={`contacts.${index}.name`}
              label={text('contactName', number)}
              required
            />
            <BoundTextField
              {...bound}
              name={`contacts.${index}.role`}
              label={text('contactRole', number)}
            />
            <Tooltip title={text('removeContact', number)}>
              <IconButton
                aria-label={text('removeContact', number)}
                onClick={() => remove(index)}
                sx={{ gridRow: { sm: 'span 2' }, justifySelf: 'end' }}
              >
                <DeleteOutlined />
              </IconButton>
            </Tooltip>
            <BoundTextField
              {...bound}
              name={`contacts.${index}.phone`}
              label={text('contactPhone', number)}
              type="tel"
            />
            <BoundTextField
              {...bound}
              name={`contacts.${index}.email`}
              label={text('contactEmail', number)}
              type="email"
            />
          </Box>
        );
      })}
      <Button
        startIcon={<Add />}
        onClick={() => append({ name: '', role: '', phone: '', email: '' })}
        disabled={fields.length >= MAX_CONTACTS}
      >
        {text('addContact')}
      </Button>
    </Box>
  );
}
