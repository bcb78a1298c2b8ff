/**
 * Saving as the technician goes, safe offline. Each change goes into the form's local queue
 * (answer-queue.ts) and is shown at once; the queue is sent in one batch (a typed text waits
 * ~500 ms for the next key). A batch that fails for want of a connection or a working server
 * stays queued and goes again when the browser is back online (or after a pause); one refused
 * for some answers (422) shows each message at its field, keeps the typed value and sends the
 * rest. A reload finds the queue and sends it. The server's answer is the form as it now is.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TAnswerMap, TFormAnswerValue, TFormDetail } from '@mainstay/contracts';
import { errorMessage } from '@/lib/form-errors.ts';
import { useNotify } from '@/lib/notifications.tsx';
import { saveFormAnswers } from '../api/form-files.ts';
import { formsKeys } from '../api/keys.ts';
import { fieldMessages, isTransient } from '../lib/answer-errors.ts';
import { readPendingAnswers, writePendingAnswers } from '../lib/answer-queue.ts';
import { useOnline } from '../lib/use-online.ts';

export const TEXT_DEBOUNCE_MS = 500;
const RETRY_DELAYS_MS = [5_000, 15_000, 30_000, 60_000];

export type SaveStatus = 'saved' | 'saving' | 'offline';
export interface AnswerOptions {
  /** A typed text: wait for the next key before sending. */
  debounce?: boolean;
}

export interface AnswerSync {
  /** The server's answers with the ones given here over them. */
  values: TAnswerMap;
  /** The field shows a value given here that the server does not have (yet). */
  isLocal: (key: string) => boolean;
  setAnswer: (key: string, value: TFormAnswerValue, options?: AnswerOptions) => void;
  status: SaveStatus;
  /** Answers waiting to be sent. */
  pending: number;
  /** The server's refusal of an answer, at its field. */
  errors: ReadonlyMap<string, string>;
  /** Sends what is queued now; true when the server has everything. */
  flush: () => Promise<boolean>;
}

export function useAnswerSync(form: TFormDetail): AnswerSync {
  const { t } = useTranslation('forms');
  const notify = useNotify();
  const queryClient = useQueryClient();
  const online = useOnline();
  const formId = form.id;
  const fieldKeys = useMemo(
    () => new Set(form.definition.fields.map((field) => field.key)),
    [form.definition.fields],
  );
  const [restored] = useState(() => readPendingAnswers(formId));
  const queue = useRef(restored);
  const [local, setLocal] = useState(() => new Map(restored));
  const [pending, setPending] = useState(restored.size);
  const [errors, setErrors] = useState<ReadonlyMap<string, string>>(new Map());
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const run = useRef({
    inflight: null as Promise<void> | null,
    again: false,
    timer: undefined as ReturnType<typeof setTimeout> | undefined,
    failures: 0,
    /** The latest `send`, for the timers it sets itself. */
    resend: (): Promise<void> => Promise.resolve(),
  });

  const persist = useCallback(() => {
    writePendingAnswers(formId, queue.current);
    setPending(queue.current.size);
  }, [formId]);

  const send = useCallback((): Promise<void> => {
    const state = run.current;
    clearTimeout(state.timer);
    state.timer = undefined;
    if (state.inflight) {
      state.again = true;
      return state.inflight;
    }
    if (queue.current.size === 0 || !navigator.onLine) return Promise.resolve();
    const batch = [...queue.current];
    const keys = batch.map(([key]) => key);
    setSending(true);
    const attempt = async () => {
      try {
        const detail = await saveFormAnswers(
          formId,
          batch.map(([field_key, value]) => ({ field_key, value })),
        );
        for (const [key, value] of batch) {
          if (queue.current.get(key) === value) queue.current.delete(key);
        }
        persist();
        queryClient.setQueryData(formsKeys.detail(formId), detail);
        setLocal((previous) => {
          const next = new Map(previous);
          for (const key of keys) if (!queue.current.has(key)) next.delete(key);
          return next;
        });
        state.failures = 0;
        setFailed(false);
      } catch (error) {
        if (isTransient(error)) {
          const delay = RETRY_DELAYS_MS[Math.min(state.failures, RETRY_DELAYS_MS.length - 1)];
          state.failures += 1;
          setFailed(true);
          state.timer = setTimeout(() => void state.resend(), delay);
          return;
        }
        const refused = fieldMessages(error, fieldKeys, keys);
        if (refused.size > 0) {
          // The rest of the batch goes again; the refused values stay on screen, unsent.
          for (const key of refused.keys()) queue.current.delete(key);
          setErrors((previous) => new Map([...previous, ...refused]));
        } else {
          // Refused as a whole (the form was locked or removed meanwhile): nothing can be saved.
          queue.current.clear();
          setLocal(new Map());
          notify.error(errorMessage(error, t('save.failed')));
          void queryClient.invalidateQueries({ queryKey: formsKeys.detail(formId) });
        }
        persist();
      }
    };
    state.inflight = attempt().finally(() => {
      state.inflight = null;
      setSending(false);
      const again = state.again;
      state.again = false;
      if (state.timer === undefined && queue.current.size > 0 && (again || state.failures === 0)) {
        void state.resend();
      }
    });
    return state.inflight;
  }, [fieldKeys, formId, notify, persist, queryClient, t]);

  useLayoutEffect(() => {
    run.current.resend = send;
  }, [send]);

  const schedule = useCallback(
    (delay: number) => {
      const state = run.current;
      clearTimeout(state.timer);
      state.timer = setTimeout(() => void send(), delay);
    },
    [send],
  );

  const setAnswer = useCallback(
    (key: string, value: TFormAnswerValue, options: AnswerOptions = {}) => {
      queue.current.set(key, value);
      persist();
      setLocal((previous) => new Map(previous).set(key, value));
      setErrors((previous) => {
        if (!previous.has(key)) return previous;
        const next = new Map(previous);
        next.delete(key);
        return next;
      });
      schedule(options.debounce ? TEXT_DEBOUNCE_MS : 0);
    },
    [persist, schedule],
  );

  // On opening (what a reload restored) and whenever the browser is back online: send what waits.
  useEffect(() => {
    const resend = () => {
      if (queue.current.size === 0) return;
      run.current.failures = 0;
      schedule(0);
    };
    resend();
    window.addEventListener('online', resend);
    return () => window.removeEventListener('online', resend);
  }, [schedule]);

  // Leaving the page: what waits for the next key goes now (it stays queued if that fails).
  useEffect(() => {
    const state = run.current;
    const waiting = queue.current;
    return () => {
      if (state.timer !== undefined) {
        clearTimeout(state.timer);
        state.timer = undefined;
        if (waiting.size > 0 && navigator.onLine) void state.resend();
      }
    };
  }, []);

  const flush = useCallback(async () => {
    for (let round = 0; round < 3 && queue.current.size > 0; round += 1) {
      await send();
      if (run.current.failures > 0) break;
    }
    return queue.current.size === 0;
  }, [send]);

  const values = useMemo(() => {
    const merged = new Map<string, TFormAnswerValue>(
      form.answers.map((answer) => [answer.field_key, answer.value]),
    );
    for (const [key, value] of local) merged.set(key, value);
    return merged;
  }, [form.answers, local]);

  const status: SaveStatus =
    pending === 0 ? (sending ? 'saving' : 'saved') : !online || failed ? 'offline' : 'saving';

  return {
    values,
    isLocal: useCallback((key: string) => local.has(key), [local]),
    setAnswer,
    status,
    pending,
    errors,
    flush,
  };
}
