/**
 * Uploading a field's photos or file as they are chosen. An upload that fails for want of a
 * connection waits in the page and goes again when the browser is back online; the answer names
 * a file only once the server holds it. Other refusals (too large, not an image) are shown.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFileLink } from '@mainstay/contracts';
import { errorMessage } from '@/lib/form-errors.ts';
import { isTransient } from '../../lib/answer-errors.ts';
import { useFieldContext } from '../field-context.tsx';

export function useFieldUpload(fieldKey: string, onUploaded: (files: TFileLink[]) => void) {
  const { t } = useTranslation('forms');
  const { upload } = useFieldContext();
  const [waiting, setWaiting] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const done = useRef(onUploaded);
  useLayoutEffect(() => {
    done.current = onUploaded;
  });

  const send = useCallback(
    async (files: File[]) => {
      setBusy(true);
      setFailure(null);
      const uploaded: TFileLink[] = [];
      const later: File[] = [];
      for (const file of files) {
        try {
          uploaded.push(await upload(fieldKey, file, file.name));
        } catch (error) {
          if (isTransient(error)) later.push(file);
          else setFailure(errorMessage(error, t('upload.failed')));
        }
      }
      setBusy(false);
      setWaiting((previous) => [...previous.filter((file) => !files.includes(file)), ...later]);
      if (uploaded.length > 0) done.current(uploaded);
    },
    [fieldKey, t, upload],
  );

  useEffect(() => {
    if (waiting.length === 0) return;
    const retry = () => void send(waiting);
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [send, waiting]);

  return { send, waiting: waiting.length, busy, failure };
}
