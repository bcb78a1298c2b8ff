/**
 * Rows of people to invite, each an e-mail address and a role, in a react-hook-form form whose
 * `invitations` field is a list of them: the sign-up wizard's last step and the users page's
 * invite dialog. The texts come from the form's own namespace (`number` counts from 1).
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { useFieldArray, type Control } from 'react-hook-form';
import { BoundSelect } from './bound-select.tsx';
import { BoundTextField, type FieldMessage } from './bound-text-field.tsx';

export interface Invitation {
  email: string;
  role: string;
}

interface InvitationsForm {
  invitations: Invitation[];
}

export type InvitationText = (key: 'email' | 'role' | 'remove' | 'add', number?: number) => string;

export interface InvitationRowsProps<T extends InvitationsForm> {
  control: Control<T>;
  message: FieldMessage;
  text: InvitationText;
  /** The roles offered: the value sent and its name. */
  roles: readonly { id: string; name: string }[];
  /** The role a new row starts with. */
  defaultRole: string;
  max: number;
}

export function InvitationRows<T extends InvitationsForm>({
  control: formControl,
  message,
  text,
  roles,
  defaultRole,
  max,
}: InvitationRowsProps<T>) {
  // Only the `invitations` field is touched; its type is the same in every form using this.
  const control = formControl as unknown as Control<InvitationsForm>;
  const rows = useFieldArray({ control, name: 'invitations' });
  return (
    <>
      <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {rows.fields.map((row, index) => (
          <Box
            component="li"
            key={row.id}
            sx={{
              display: 'grid',
              gap: 1.5,
              alignItems: 'start',
              gridTemplateColumns: { xs: 'minmax(0, 1fr) auto', sm: '2fr 1.3fr auto' },
            }}
          >
            <BoundTextField
              control={control}
              message={message}
              name={`invitations.${index}.email`}
              type="email"
              label={text('email', index + 1)}
            />
            <BoundSelect
              control={control}
              message={message}
              name={`invitations.${index}.role`}
              label={text('role', index + 1)}
              options={roles}
              sx={{ gridRow: { xs: 2, sm: 'auto' } }}
            />
            <IconButton
              onClick={() => rows.remove(index)}
              disabled={rows.fields.length === 1}
              aria-label={text('remove', index + 1)}
              sx={{ mt: 1, gridRow: { xs: '1 / 3', sm: 'auto' } }}
            >
              <DeleteOutlineIcon />
            </IconButton>
          </Box>
        ))}
      </Stack>
      <Button
        startIcon={<AddIcon />}
        onClick={() => rows.append({ email: '', role: defaultRole })}
        disabled={rows.fields.length >= max}
        sx={{ alignSelf: 'flex-start' }}
      >
        {text('add')}
      </Button>
    </>
  );
}
