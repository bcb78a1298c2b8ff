/** The menu the current user may see and the key of the link to highlight. */
import { useAbility } from '@/lib/ability.ts';
import { useRouteMeta } from '@/lib/route-meta.ts';
import { navigationItems, visibleNavigation, type NavItem } from '@/config/navigation.ts';

export interface NavigationState {
  items: NavItem[];
  activeKey: string | undefined;
}

export function useNavigation(): NavigationState {
  const ability = useAbility();
  const { activeNav } = useRouteMeta();
  return { items: visibleNavigation(navigationItems, ability), activeKey: activeNav };
}
