/**
 * Emotion caches: right-to-left pages use a cache whose stylis plugins mirror every physical
 * property (left/right, margins, paddings), so MUI and our styles flip with the language.
 * The mirroring plugin is loaded only when a right-to-left language is used, keeping it out of
 * the first download for everyone else.
 */
import createCache, { type EmotionCache } from '@emotion/cache';

let ltrCache: EmotionCache | undefined;
let rtlCache: EmotionCache | undefined;
let rtlCacheLoading: Promise<EmotionCache> | undefined;

export function getLtrCache(): EmotionCache {
  ltrCache ??= createCache({ key: 'mui' });
  return ltrCache;
}

/** The right-to-left cache if it has been loaded already. */
export function getLoadedRtlCache(): EmotionCache | undefined {
  return rtlCache;
}

/** Loads (once) the mirroring plugins and returns the right-to-left cache. */
export function loadRtlCache(): Promise<EmotionCache> {
  rtlCacheLoading ??= Promise.all([import('stylis'), import('stylis-plugin-rtl')]).then(
    ([stylis, rtl]) => {
      rtlCache = createCache({ key: 'muirtl', stylisPlugins: [stylis.prefixer, rtl.default] });
      return rtlCache;
    },
    (error: unknown) => {
      // A failed download is tried again by the next call rather than remembered.
      rtlCacheLoading = undefined;
      throw error;
    },
  );
  return rtlCacheLoading;
}

/** Call before switching to a language: a right-to-left one gets its cache ready first. */
export async function prepareDirection(direction: 'ltr' | 'rtl'): Promise<void> {
  if (direction === 'rtl') await loadRtlCache();
}
