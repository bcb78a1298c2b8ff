/** Styles that keep navbar, content and footer to the chosen content width. */
import { useSettings } from '@/lib/settings/index.ts';
import { CONTENT_MAX_WIDTH } from './constants.ts';

export interface ContentWidthStyle {
  width: '100%';
  maxWidth?: number;
  marginInline?: 'auto';
}

export function useContentWidthSx(): ContentWidthStyle {
  const { settings } = useSettings();
  return settings.contentWidth === 'boxed'
    ? { width: '100%', maxWidth: CONTENT_MAX_WIDTH, marginInline: 'auto' }
    : { width: '100%' };
}
