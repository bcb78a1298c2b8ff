/**
 * A signature field of the template (a customer's, a witness's): drawn on the pad, then saved
 * as an image uploaded for the field. A saved signature shows as its image, with "Sign again".
 */
import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { SignatureField, type SignaturePadHandle } from '@/components/form';
import { useFieldContext } from '../field-context.tsx';
import type { FieldOf, FieldProps } from './field-props.ts';
import { GroupFrame } from './group-frame.tsx';
import { UploadState } from './upload-state.tsx';
import { useFieldUpload } from './use-field-upload.ts';

export function SignatureAnswerField({
  field,
  value,
  onChange,
  error,
}: FieldProps<FieldOf<'signature'>>) {
  const { t } = useTranslation('forms');
  const { readOnly, fileOf } = useFieldContext();
  const pad = useRef<SignaturePadHandle>(null);
  const [ink, setInk] = useState(false);
  const saved = typeof value === 'string' ? fileOf(value) : undefined;
  const upload = useFieldUpload(field.key, ([first]) => first && onChange(first.id));

  if (saved || readOnly) {
    return (
      <GroupFrame field={field} error={error}>
        {saved ? (
          <Box
            component="img"
            src={saved.url}
            alt={t('signature.image', { label: field.label })}
            sx={{ maxWidth: '100%', maxHeight: 120, bgcolor: '#ffffff', borderRadius: 1, p: 1 }}
          />
        ) : (
          <Box sx={{ color: 'text.secondary' }}>{t('signature.none')}</Box>
        )}
        {readOnly ? null : (
          <Box>
            <Button onClick={() => onChange(null)}>{t('signature.again')}</Button>
          </Box>
        )}
      </GroupFrame>
    );
  }

  const handleSave = async () => {
    const blob = await pad.current?.toBlob();
    if (!blob) return;
    await upload.send([new File([blob], `${field.key}.png`, { type: 'image/png' })]);
  };

  return (
    <Box>
      <SignatureField
        ref={pad}
        title={field.label}
        padLabel={t('signature.pad', { label: field.label })}
        help={field.help || t('signature.help')}
        clearLabel={t('signature.clear')}
        hasInk={ink}
        onInkChange={setInk}
        clear={() => pad.current?.clear()}
        error={error ?? null}
      />
      <Button
        variant="outlined"
        sx={{ mt: 1 }}
        disabled={!ink || upload.busy}
        onClick={() => void handleSave()}
      >
        {t('signature.save')}
      </Button>
      <UploadState {...upload} />
    </Box>
  );
}
