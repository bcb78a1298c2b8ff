/**
 * One signature to draw: the signature pad (finger, pen or mouse) with its title, how to sign, a
 * Clear button and the field's error. A ticket's completion sends the drawing as a PNG data URL;
 * a form uploads it as a file.
 */
import { useId, type Ref } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { TitleRow } from '@/components/layout';
import { SignaturePad, type SignaturePadHandle } from './signature-pad.tsx';

export type { SignaturePadHandle };

export interface SignatureFieldProps {
  title: string;
  padLabel: string;
  /** How to sign ("Sign in the box with a finger, a pen or the mouse"). */
  help: string;
  clearLabel: string;
  hasInk: boolean;
  onInkChange: (hasInk: boolean) => void;
  error?: string | null;
  disabled?: boolean;
  ref: Ref<SignaturePadHandle>;
  clear: () => void;
}

export function SignatureField(props: SignatureFieldProps) {
  const { title, padLabel, help, clearLabel, hasInk, onInkChange, error, ref, clear } = props;
  const disabled = props.disabled ?? false;
  const helpId = useId();
  const errorId = useId();
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <TitleRow sx={{ mb: 0.5, flexWrap: 'nowrap' }}>
        <Typography component="legend" variant="subtitle2" sx={{ float: 'inline-start' }}>
          {title}
        </Typography>
        <Button size="small" onClick={clear} disabled={!hasInk || disabled}>
          {clearLabel}
        </Button>
      </TitleRow>
      <Typography id={helpId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {help}
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
