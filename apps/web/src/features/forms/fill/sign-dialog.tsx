/**
 * Signing a form: the signer draws their signature (uploaded as the form's signature file;
 * without a drawing the profile's signature is used, so someone on a keyboard can sign too)
 * and confirms who they are with their password or a 6-digit code e-mailed to them. The
 * server's refusal shows at its field; a signed form is locked.
 */
import { useRef, useState } from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  FORM_SIGNATURE_FILE_KEY,
  type TFormDetail,
  type TSignatureMethod,
  type TSignFormRequest,
} from '@mainstay/contracts';
import {
  BoundField,
  BoundTextField,
  FormDialog,
  SignatureField,
  useFieldMessageIn,
  useServerForm,
  type SignaturePadHandle,
} from '@/components/form';
import { isApiError } from '@/lib/api-client.ts';
import { ltrText } from '@/lib/bidi.tsx';
import { errorMessage } from '@/lib/form-errors.ts';
import { useNotify } from '@/lib/notifications.tsx';
import { useSignatureCodeMutation, useSignFormMutation } from '../api/form-actions.ts';
import { uploadFormFile } from '../api/form-files.ts';
import { formatDateTime } from '../lib/format.ts';

const ZSignForm = z
  .object({
    method: z.enum(['password', 'email_code']),
    password: z.string(),
    code: z.string().trim(),
    ink: z.boolean(),
  })
  .refine((form) => form.method !== 'password' || form.password.length > 0, {
    path: ['password'],
    message: 'sign.passwordRequired',
  })
  .refine((form) => form.method !== 'email_code' || /^\d{6}$/.test(form.code), {
    path: ['code'],
    message: 'sign.codeInvalid',
  });
type SignForm = z.infer<typeof ZSignForm>;

const SERVER_FIELDS = { password: 'password', code: 'code', signature_file_id: 'ink' } as const;
/** Refusals about who is signing: shown at the password or the code. */
const SIGNER_CODES = new Set(['FORM_SIGNER_NOT_CONFIRMED', 'FORM_SIGNATURE_CODE_EXPIRED']);

export interface SignDialogProps {
  form: TFormDetail;
  onClose: () => void;
  /** A refusal that is about the answers (some required ones missing), not the signature. */
  onRefused: (error: unknown) => boolean;
}

export function SignDialog({ form: record, onClose, onRefused }: SignDialogProps) {
  const { t, i18n } = useTranslation('forms');
  const notify = useNotify();
  const message = useFieldMessageIn('forms');
  const sign = useSignFormMutation(record.id);
  const requestCode = useSignatureCodeMutation(record.id);
  const pad = useRef<SignaturePadHandle>(null);
  const [sent, setSent] = useState<{ to: string; until: string } | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const form = useServerForm<SignForm>({
    schema: ZSignForm,
    defaultValues: { method: 'password', password: '', code: '', ink: false },
    serverFields: (key) => SERVER_FIELDS[key as keyof typeof SERVER_FIELDS],
    failure: t('sign.failed'),
    onValid: async (values, outcome) => {
      let signatureFileId: string | null = null;
      if (values.ink && pad.current) {
        const blob = await pad.current.toBlob();
        const file = await uploadFormFile(
          record.id,
          FORM_SIGNATURE_FILE_KEY,
          blob,
          'signature.png',
        );
        signatureFileId = file.id;
      }
      const body: TSignFormRequest =
        values.method === 'password'
          ? { method: 'password', password: values.password, signature_file_id: signatureFileId }
          : { method: 'email_code', code: values.code, signature_file_id: signatureFileId };
      try {
        await sign.mutateAsync(body);
      } catch (error) {
        if (onRefused(error)) return onClose();
        if (isApiError(error) && SIGNER_CODES.has(error.code) && !error.errors) {
          const field = values.method === 'password' ? 'password' : 'code';
          outcome.setError(field, { type: 'server', message: errorMessage(error, '') });
          return;
        }
        throw error;
      }
      notify.success(t('sign.done'));
      onClose();
    },
  });
  const { control, setValue } = form;
  const method = useWatch({ control, name: 'method' });

  const handleRequestCode = async () => {
    setCodeError(null);
    try {
      const answer = await requestCode.mutateAsync();
      setSent({ to: answer.sent_to, until: formatDateTime(answer.expires_at, i18n.language) });
    } catch (error) {
      setCodeError(errorMessage(error, t('sign.codeFailed')));
    }
  };

  return (
    <FormDialog
      {...form.dialog}
      onClose={onClose}
      title={t('sign.title')}
      submitLabel={t('sign.submit')}
      submitColor="success"
    >
      <BoundField
        control={control}
        name="ink"
        message={message}
        render={(field) => (
          <SignatureField
            ref={pad}
            title={t('sign.signature')}
            padLabel={t('sign.pad')}
            help={t('sign.padHelp')}
            clearLabel={t('signature.clear')}
            hasInk={field.value}
            onInkChange={field.onChange}
            clear={() => pad.current?.clear()}
            error={field.error ? field.helperText : null}
          />
        )}
      />
      <RadioGroup
        aria-label={t('sign.method')}
        value={method}
        onChange={(event) => setValue('method', event.target.value as TSignatureMethod)}
      >
        <FormControlLabel value="password" control={<Radio />} label={t('sign.byPassword')} />
        <FormControlLabel value="email_code" control={<Radio />} label={t('sign.byCode')} />
      </RadioGroup>
      {method === 'password' ? (
        <BoundTextField
          control={control}
          name="password"
          type="password"
          label={t('sign.password')}
          autoComplete="current-password"
          message={message}
          required
        />
      ) : (
        <>
          <Button
            variant="outlined"
            onClick={() => void handleRequestCode()}
            loading={requestCode.isPending}
          >
            {sent ? t('sign.sendAgain') : t('sign.sendCode')}
          </Button>
          {sent ? (
            <Typography variant="body2" role="status">
              {t('sign.codeSent', { to: ltrText(sent.to), until: sent.until })}
            </Typography>
          ) : null}
          {codeError ? (
            <Typography variant="body2" color="error" role="alert">
              {codeError}
            </Typography>
          ) : null}
          <BoundTextField
            control={control}
            name="code"
            label={t('sign.code')}
            autoComplete="one-time-code"
            message={message}
            required
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6, dir: 'ltr' } }}
          />
        </>
      )}
    </FormDialog>
  );
}
