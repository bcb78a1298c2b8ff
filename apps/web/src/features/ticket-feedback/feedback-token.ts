/**
 * The signed token of a feedback or reopen link (`?t=`). It is kept in sessionStorage as well,
 * so a reload or the link between the two pages still works if the query string is lost, and
 * it goes when the tab closes.
 */
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { STORAGE_KEYS } from '@/lib/storage-keys.ts';

export const FEEDBACK_TOKEN_KEY = STORAGE_KEYS.feedbackToken;

function readStored(): string | null {
  try {
    return sessionStorage.getItem(FEEDBACK_TOKEN_KEY);
  } catch {
    return null;
  }
}

function store(token: string): void {
  try {
    sessionStorage.setItem(FEEDBACK_TOKEN_KEY, token);
  } catch {
    // Storage can be unavailable (private mode); the token in the URL is then the only copy.
  }
}

export function useFeedbackToken(): string | null {
  const [searchParams] = useSearchParams();
  const fromUrl = searchParams.get('t');
  useEffect(() => {
    if (fromUrl) store(fromUrl);
  }, [fromUrl]);
  return fromUrl ?? readStored();
}
