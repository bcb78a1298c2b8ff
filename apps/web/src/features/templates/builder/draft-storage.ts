/**
 * The builder's copy of a draft in this browser, kept until the server has saved it: after a
 * failed save, a closed tab or a lost connection, opening the template again offers it back.
 */
import type { TTemplateDraft } from '@mainstay/contracts';
import { STORAGE_KEYS } from '@/lib/storage-keys.ts';

const keyOf = (templateId: string) => `${STORAGE_KEYS.templateDraft}:${templateId}`;

export function storeDraftCopy(templateId: string, draft: TTemplateDraft): void {
  try {
    localStorage.setItem(keyOf(templateId), JSON.stringify(draft));
  } catch {
    // Storage full or unavailable: the draft is still in the page and sent to the server.
  }
}

export function readDraftCopy(templateId: string): TTemplateDraft | null {
  try {
    const text = localStorage.getItem(keyOf(templateId));
    if (!text) return null;
    const copy = JSON.parse(text) as Partial<TTemplateDraft>;
    return Array.isArray(copy.fields)
      ? { fields: copy.fields, requires_signature: copy.requires_signature === true }
      : null;
  } catch {
    return null;
  }
}

export function clearDraftCopy(templateId: string): void {
  try {
    localStorage.removeItem(keyOf(templateId));
  } catch {
    // Nothing to clear.
  }
}
