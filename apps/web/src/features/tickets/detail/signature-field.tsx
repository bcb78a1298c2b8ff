/**
 * One signature on the completion form: the profile's signature pad (finger, pen or mouse) with
 * its title, how to sign, a Clear button and the field's error. The drawing becomes the PNG data
 * URL the status request carries.
 */
import { useId, type Ref } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
// The profile feature owns the pad; its public index does not export it yet (see the report).
import { SignaturePad, type SignaturePadHandle } from '@/components/form';
import { TitleRow } from '@/components/layout';

export type { SignaturePadHandle };

export interface SignatureFieldProps {
  title: string;
  padLabel: string;
  hasInk: boolean;
  onInkChange: (hasInk: boolean) => void;
  error?: string | null;
  disabled?: boolean;
  ref: Ref<SignaturePadHandle>;
  clear: () => void;
}

export function SignatureField(props: SignatureFieldProps) {
  const { title, padLabel, hasInk, onInkChange, error, disabled = false, ref, clear } = props;
  const { t } = useTranslation('ticketDetail');
  const helpId = useId();
  const errorId = useId();
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <TitleRow sx={{ mb: 0.5, flexWrap: 'nowrap' }}>
        <Typography component="legend" variant="subtitle2" sx={{ float: 'inline-start' }}>
          {title}
        </Typography>
        <Button size="small" onClick={clear} disabled={!hasInk || disabled}>
          {t('completion.clear')}
        </Button>
      </TitleRow>
      <Typography id={helpId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('completion.signHelp')}
      </Typography>
      <SignaturePad
        ref={ref}
        label={padLabel}
        describedBy={error ? `${helpId} ${errorId}` : helpId}
        onInkChange={onInkChange}
      />
      {error ? (
        <FormHelperText id={errorId} error>
          {error}
        </FormHelperText>
      ) : null}
    </Box>
  );
}
