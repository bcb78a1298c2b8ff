/**
 * The attached file: the current one (opens in a new tab), and a file chosen to replace it or
 * a removal, both applied when the document is saved.
 */
import { useId, useRef } from 'react';
import type { TFileLink } from '@mainstay/contracts';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** undefined: unchanged; a File: upload it; null: remove the current file. */
export type PendingFile = File | null | undefined;

export interface DocumentFileFieldProps {
  current: TFileLink | null;
  pending: PendingFile;
  onChange: (pending: PendingFile) => void;
  disabled?: boolean;
}

export function DocumentFileField({
  current,
  pending,
  onChange,
  disabled = false,
}: DocumentFileFieldProps) {
  const { t } = useTranslation('procurement');
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const showCurrent = current && pending === undefined;

  return (
    <Stack spacing={1} component="section" aria-labelledby={`${inputId}-title`}>
      <Typography id={`${inputId}-title`} component="h3" variant="subtitle1">
        {t('fields.file')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        {showCurrent ? (
          <Link href={current.url} target="_blank" rel="noopener" sx={{ wordBreak: 'break-all' }}>
            {t('file.open', { name: current.name })}
          </Link>
        ) : null}
        {pending ? (
          <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
            {t('file.chosen', { name: pending.name })}
          </Typography>
        ) : null}
        {pending === null ? (
          <Typography variant="body2" color="text.secondary">
            {t('file.removing')}
          </Typography>
        ) : null}
        {!current && pending === undefined ? (
          <Typography variant="body2" color="text.secondary">
            {t('file.none')}
          </Typography>
        ) : null}
      </Box>
      {disabled ? null : (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <input
            ref={input}
            id={inputId}
            type="file"
            hidden
            aria-label={t('file.attach')}
            accept=".pdf,.png,.jpg,.jpeg,.webp,.gif,.doc,.docx,.xls,.xlsx,.csv,.txt"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) onChange(file);
              event.target.value = '';
            }}
          />
          <Button
            variant="outlined"
            size="small"
            startIcon={<AttachFileIcon />}
            onClick={() => input.current?.click()}
          >
            {current || pending ? t('file.replace') : t('file.attach')}
          </Button>
          {pending !== undefined ? (
            <Button size="small" onClick={() => onChange(undefined)}>
              {t('file.undo')}
            </Button>
          ) : current ? (
            <Button size="small" color="error" onClick={() => onChange(null)}>
              {t('file.remove')}
            </Button>
          ) : null}
        </Box>
      )}
    </Stack>
  );
}
