/**
 * Emotion caches: right-to-left pages use a cache whose stylis plugins mirror every physical
 * property (left/right, margins, paddings), so MUI and our styles flip with the language.
 */
import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

let ltrCache: EmotionCache | undefined;
let rtlCache: EmotionCache | undefined;

export function getEmotionCache(direction: 'ltr' | 'rtl'): EmotionCache {
  if (direction === 'rtl') {
    rtlCache ??= createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] });
    return rtlCache;
  }
  ltrCache ??= createCache({ key: 'mui' });
  return ltrCache;
}
