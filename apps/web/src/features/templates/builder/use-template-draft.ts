/**
 * The draft being built, saved as the author goes: every change is kept in the page and in this
 * browser's storage at once, and sent (PUT …/draft) once typing pauses for AUTOSAVE_DELAY_MS,
 * one save at a time. A failed save loses nothing: the draft stays as typed, the indicator says
 * it is not saved, and the next change or Retry sends it again. A copy the server never got is
 * offered back when the template is opened again. The server's problems are shown for the
 * draft they were found in, and dropped as soon as it changes.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type {
  TTemplateCondition,
  TTemplateDetail,
  TTemplateDraft,
  TTemplateFieldType,
} from '@mainstay/contracts';
import { saveDraft } from '../api/draft.ts';
import { templatesKeys } from '../api/keys.ts';
import { draftBody, readDraftField, type DraftField } from '../lib/draft-field.ts';
import { suggestKey } from '../lib/field-key.ts';
import { newField } from '../lib/field-types.tsx';
import { serverProblems, type FieldProblem } from '../lib/problems.ts';
import { clearDraftCopy, readDraftCopy, storeDraftCopy } from './draft-storage.ts';

export const AUTOSAVE_DELAY_MS = 800;

export type SaveStatus = 'saved' | 'saving' | 'failed';

/** A field with the id the list and drag and drop know it by (its key may change). */
export interface DraftItem {
  uid: string;
  field: DraftField;
}

interface Snapshot {
  items: DraftItem[];
  requiresSignature: boolean;
}

let uidCounter = 0;
const nextUid = () => `field-${(uidCounter += 1)}`;

const bodyOf = (snapshot: Snapshot) =>
  draftBody(
    snapshot.items.map((item) => item.field),
    snapshot.requiresSignature,
  );
const textOf = (snapshot: Snapshot) => JSON.stringify(bodyOf(snapshot));

function snapshotOf(draft: TTemplateDraft): Snapshot {
  return {
    items: draft.fields.map((raw) => ({ uid: nextUid(), field: readDraftField(raw) })),
    requiresSignature: draft.requires_signature,
  };
}

/** What the author works on: the draft, else the latest version, else nothing yet. */
function workingCopy(template: TTemplateDetail): TTemplateDraft {
  return (
    template.draft?.definition ??
    template.definition ?? { fields: [], requires_signature: template.requires_signature }
  );
}

/**
 * The items with one field changed. A renamed key is renamed in the conditions that name it
 * too (when it was the only field with that key), so typing a label keeps them attached.
 */
function patchField(items: DraftItem[], index: number, patch: Partial<DraftField>): DraftItem[] {
  const before = items[index]?.field.key;
  const renamed =
    patch.key !== undefined &&
    patch.key !== before &&
    items.filter((item) => item.field.key === before).length === 1;
  return items.map((item, at) => {
    if (at === index) return { ...item, field: { ...item.field, ...patch } };
    const { condition } = item.field;
    if (!renamed || condition?.field !== before || patch.key === undefined) return item;
    const renamedCondition = { ...condition, field: patch.key } as TTemplateCondition;
    return { ...item, field: { ...item.field, condition: renamedCondition } };
  });
}

function initialState(template: TTemplateDetail) {
  const snapshot = snapshotOf(workingCopy(template));
  const savedText = textOf(snapshot);
  const copy = readDraftCopy(template.id);
  const restorable = copy && textOf(snapshotOf(copy)) !== savedText ? copy : null;
  if (copy && !restorable) clearDraftCopy(template.id);
  const problems = serverProblems(template.draft?.problems ?? []);
  return { snapshot, savedText, restorable, problems: { text: savedText, list: problems } };
}

export function useTemplateDraft(template: TTemplateDetail) {
  const { id } = template;
  const queryClient = useQueryClient();
  const [initial] = useState(() => initialState(template));
  const [snapshot, setSnapshot] = useState(initial.snapshot);
  const [status, setStatus] = useState<SaveStatus>('saved');
  const [saveError, setSaveError] = useState<unknown>(null);
  const [problems, setProblems] = useState(initial.problems);
  const [restorable, setRestorable] = useState(initial.restorable);
  const latest = useRef(initial.snapshot);
  const savedText = useRef(initial.savedText);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const running = useRef<Promise<boolean> | null>(null);
  const sendRef = useRef<() => Promise<boolean>>(() => Promise.resolve(true));

  const schedule = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void sendRef.current(), AUTOSAVE_DELAY_MS);
  }, []);

  const send = useCallback(async (): Promise<boolean> => {
    clearTimeout(timer.current);
    timer.current = undefined;
    while (running.current) await running.current;
    const body = bodyOf(latest.current);
    const text = JSON.stringify(body);
    if (text === savedText.current) {
      setStatus('saved');
      clearDraftCopy(id);
      return true;
    }
    setStatus('saving');
    const attempt = saveDraft(id, body).then(
      (detail) => {
        savedText.current = text;
        setProblems({ text, list: serverProblems(detail.draft?.problems ?? []) });
        setSaveError(null);
        queryClient.setQueryData(templatesKeys.detail(id), detail);
        void queryClient.invalidateQueries({ queryKey: templatesKeys.lists() });
        if (textOf(latest.current) === text) {
          setStatus('saved');
          clearDraftCopy(id);
        }
        return true;
      },
      (error: unknown) => {
        setSaveError(error);
        setStatus('failed');
        return false;
      },
    );
    running.current = attempt;
    const saved = await attempt;
    running.current = null;
    if (saved && textOf(latest.current) !== savedText.current) schedule();
    return saved;
  }, [id, queryClient, schedule]);
  useEffect(() => {
    sendRef.current = send;
  }, [send]);

  const change = useCallback(
    (update: (previous: Snapshot) => Snapshot) => {
      const next = update(latest.current);
      latest.current = next;
      setSnapshot(next);
      setRestorable(null);
      storeDraftCopy(id, bodyOf(next));
      setStatus('saving');
      schedule();
    },
    [id, schedule],
  );

  /** Back to what the server holds now (after discarding or publishing). */
  const reset = useCallback(
    (detail: TTemplateDetail) => {
      clearTimeout(timer.current);
      const next = snapshotOf(workingCopy(detail));
      latest.current = next;
      savedText.current = textOf(next);
      setSnapshot(next);
      setProblems({ text: savedText.current, list: serverProblems(detail.draft?.problems ?? []) });
      setStatus('saved');
      setSaveError(null);
      clearDraftCopy(id);
    },
    [id],
  );

  // Leaving the page within the pause still sends the last change; a tab closed before it
  // keeps the browser's copy.
  useEffect(
    () => () => {
      if (timer.current === undefined) return;
      clearTimeout(timer.current);
      const body = bodyOf(latest.current);
      saveDraft(id, body).then(
        () => clearDraftCopy(id),
        () => undefined,
      );
    },
    [id],
  );

  useEffect(() => {
    if (status === 'saved') return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [status]);

  const fields = snapshot.items.map((item) => item.field);
  const currentText = textOf(snapshot);

  return {
    items: snapshot.items,
    fields,
    requiresSignature: snapshot.requiresSignature,
    status,
    saveError,
    /** The server's problems, while the draft is still the one they were found in. */
    serverProblems: problems.text === currentText ? problems.list : [],
    /** A copy kept in this browser that the server does not have. */
    restorable,
    /** Sends the draft now (Retry, and before publishing); false when the save failed. */
    save: send,
    reset,
    /** Problems the server found in the draft as it is now (a refused publish). */
    showProblems: (list: FieldProblem[]) => setProblems({ text: textOf(latest.current), list }),
    restore: () => {
      if (restorable) change(() => snapshotOf(restorable));
    },
    dismissRestore: () => {
      setRestorable(null);
      clearDraftCopy(id);
    },
    addField: (type: TTemplateFieldType): number => {
      const taken = new Set(latest.current.items.map((item) => item.field.key));
      const field = newField(type, suggestKey('', type, taken));
      change((previous) => ({
        ...previous,
        items: [...previous.items, { uid: nextUid(), field }],
      }));
      return latest.current.items.length - 1;
    },
    updateField: (index: number, patch: Partial<DraftField>) =>
      change((previous) => ({ ...previous, items: patchField(previous.items, index, patch) })),
    removeField: (index: number) =>
      change((previous) => ({
        ...previous,
        items: previous.items.filter((_, at) => at !== index),
      })),
    moveField: (from: number, to: number) =>
      change((previous) => {
        const items = [...previous.items];
        const [moved] = items.splice(from, 1);
        if (moved) items.splice(to, 0, moved);
        return { ...previous, items };
      }),
    setRequiresSignature: (value: boolean) =>
      change((previous) => ({ ...previous, requiresSignature: value })),
  };
}

export type TemplateDraftApi = ReturnType<typeof useTemplateDraft>;
