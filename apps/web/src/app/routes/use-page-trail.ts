/**
 * The current page's title and breadcrumbs, from the matched routes' meta: each route with a
 * `titleKey` adds a crumb, and a detail page's `parent` adds its list page before it. A title
 * may name its parent (`{{parent}}`), e.g. a feature page's sections.
 */
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import type { PageHandle } from './route-meta-helpers.ts';

export interface Crumb {
  label: string;
  to?: string;
}

export interface PageTrail {
  title: string | null;
  breadcrumbs: Crumb[];
}

export function usePageTrail(): PageTrail {
  const matches = useMatches();
  const { t } = useTranslation('pages');

  const steps: { titleKey: string; to: string }[] = [];
  for (const match of matches) {
    const meta = (match.handle as PageHandle | undefined)?.meta;
    if (!meta?.titleKey) continue;
    if (meta.parent && !steps.some((s) => s.titleKey === meta.parent?.titleKey))
      steps.push(meta.parent);
    if (steps.at(-1)?.titleKey !== meta.titleKey)
      steps.push({ titleKey: meta.titleKey, to: match.pathname });
  }

  const labels: string[] = [];
  for (const step of steps) labels.push(t(step.titleKey, { parent: labels.at(-1) ?? '' }));

  // The page header adds "Home" itself; the last crumb (the page) has no link.
  const breadcrumbs: Crumb[] = steps.map((step, index) =>
    index === steps.length - 1
      ? { label: labels[index] ?? '' }
      : { label: labels[index] ?? '', to: step.to },
  );
  return { title: labels.at(-1) ?? null, breadcrumbs };
}
