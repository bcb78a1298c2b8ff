/**
 * A page's tabs with the open one kept in the URL (?tab=), so a link or a reload opens the same
 * view; only the open tab's panel is drawn. The first tab is the default: choosing it takes
 * ?tab= away, unless the page keeps every choice in the URL (`keepDefault`).
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSearchParams } from 'react-router';
import { useSelectedTabInView } from './use-selected-tab-in-view.ts';

export interface UrlTabOptions<T extends string> {
  /** Tabs this caller may not open (never the first); asked for by URL, they open the first. */
  hidden?: readonly T[];
  keepDefault?: boolean;
}

/** The open tab (from ?tab=, else the first), the tabs offered and how to open another. */
export function useUrlTab<T extends string>(
  tabs: readonly [T, ...T[]],
  { hidden = [], keepDefault = false }: UrlTabOptions<T> = {},
) {
  const [searchParams, setSearchParams] = useSearchParams();
  const offered = tabs.filter((name) => !hidden.includes(name));
  const wanted = searchParams.get('tab');
  const tab = offered.find((name) => name === wanted) ?? tabs[0];

  function open(next: T) {
    setSearchParams(
      (previous) => {
        const params = new URLSearchParams(previous);
        if (next === tabs[0] && !keepDefault) params.delete('tab');
        else params.set('tab', next);
        return params;
      },
      { replace: true },
    );
  }

  return { tab, offered, open };
}

export interface DetailTabsProps<T extends string> extends UrlTabOptions<T> {
  /** Names the tabs' ids: `${id}-tab-${tab}` and the panel `${id}-tab-panel`. */
  id: string;
  /** The accessible name of the tab list. */
  label: string;
  tabs: readonly [T, ...T[]];
  tabLabel: (tab: T) => string;
  /** The open tab's panel. */
  children: (tab: T) => ReactNode;
}

export function DetailTabs<T extends string>({
  id,
  label,
  tabs,
  tabLabel,
  children,
  ...options
}: DetailTabsProps<T>) {
  const { tab, offered, open } = useUrlTab(tabs, options);
  const tabsRef = useSelectedTabInView(tab);
  return (
    <>
      <Box ref={tabsRef} sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs
          value={tab}
          onChange={(_, value: T) => open(value)}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={label}
        >
          {offered.map((name) => (
            <Tab
              key={name}
              value={name}
              label={tabLabel(name)}
              id={`${id}-tab-${name}`}
              aria-controls={`${id}-tab-panel`}
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`${id}-tab-panel`} aria-labelledby={`${id}-tab-${tab}`}>
        {children(tab)}
      </Box>
    </>
  );
}
