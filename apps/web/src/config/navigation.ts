/**
 * The main menu (spec section 1 "Menu labels", section 6 "Menu items appear only if the user may
 * perform the action on the subject"). Titles are keys of the `layout` namespace.
 */
import type { ComponentType } from 'react';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import BoltOutlined from '@mui/icons-material/BoltOutlined';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import ConfirmationNumberOutlined from '@mui/icons-material/ConfirmationNumberOutlined';
import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import EventRepeatOutlined from '@mui/icons-material/EventRepeatOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import PlaylistAddCheckOutlined from '@mui/icons-material/PlaylistAddCheckOutlined';
import QrCode2Outlined from '@mui/icons-material/QrCode2Outlined';
import RuleOutlined from '@mui/icons-material/RuleOutlined';
import SpaceDashboardOutlined from '@mui/icons-material/SpaceDashboardOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import WorkOutlineOutlined from '@mui/icons-material/WorkOutlineOutlined';
// new-area:nav-icons (npm run new:area inserts above this line)
import type { AbilitySubject, Action } from '@mainstay/permissions';
import { paths } from './paths.ts';

export type NavIcon = ComponentType<SvgIconProps>;

export interface NavLinkItem {
  key: string;
  /** Key in the `layout` namespace. */
  titleKey: string;
  icon: NavIcon;
  to: string;
  permission: { action: Action; subject: AbilitySubject };
}

export interface NavGroupItem {
  key: string;
  titleKey: string;
  icon: NavIcon;
  children: NavLinkItem[];
}

export type NavItem = NavLinkItem | NavGroupItem;

export function isNavGroup(item: NavItem): item is NavGroupItem {
  return 'children' in item;
}

const read = (subject: AbilitySubject) => ({ action: 'read', subject }) as const;

export const navigationItems: readonly NavItem[] = [
  {
    key: 'dashboard',
    titleKey: 'nav.dashboard',
    icon: SpaceDashboardOutlined,
    to: paths.dashboardsCrm,
    permission: read('dashboard'),
  },
  {
    key: 'calendar',
    titleKey: 'nav.calendar',
    icon: CalendarMonthOutlined,
    to: paths.calendar,
    permission: read('calendar'),
  },
  {
    key: 'my-jobs',
    titleKey: 'nav.myJobs',
    icon: WorkOutlineOutlined,
    to: paths.myJobs,
    permission: read('my jobs'),
  },
  {
    key: 'tickets',
    titleKey: 'nav.tickets',
    icon: ConfirmationNumberOutlined,
    children: [
      {
        key: 'reactive-tickets',
        titleKey: 'nav.reactiveTickets',
        icon: BoltOutlined,
        to: paths.reactiveTickets.list,
        permission: read('reactive task'),
      },
      {
        key: 'general-tickets',
        titleKey: 'nav.generalTickets',
        icon: AssignmentOutlined,
        to: paths.generalTickets.list,
        permission: read('general tickets'),
      },
    ],
  },
  {
    key: 'ppm-tasks',
    titleKey: 'nav.ppmTasks',
    icon: EventRepeatOutlined,
    children: [
      {
        key: 'ppm-task-list',
        titleKey: 'nav.ppmTaskList',
        icon: TaskAltOutlined,
        to: paths.ppmTasks.list,
        permission: read('ppm tasks'),
      },
      {
        key: 'ppm-schedules',
        titleKey: 'nav.ppmSchedules',
        icon: EventNoteOutlined,
        to: paths.ppmSchedules.list,
        permission: read('ppm tasks'),
      },
    ],
  },
  {
    key: 'checklists',
    titleKey: 'nav.checklists',
    icon: FactCheckOutlined,
    children: [
      {
        key: 'forms',
        titleKey: 'nav.forms',
        icon: PlaylistAddCheckOutlined,
        to: paths.forms.list,
        permission: read('forms'),
      },
      {
        // The builder's pages ask for add on templates (spec section 3).
        key: 'templates',
        titleKey: 'nav.templates',
        icon: RuleOutlined,
        to: paths.templates.list,
        permission: { action: 'add', subject: 'templates' },
      },
    ],
  },
  {
    key: 'buildings',
    titleKey: 'nav.buildings',
    icon: ApartmentOutlined,
    to: paths.buildings.list,
    permission: read('buildings'),
  },
  {
    key: 'locations',
    titleKey: 'nav.locations',
    icon: PlaceOutlined,
    to: paths.locations.list,
    permission: read('locations'),
  },
  {
    key: 'assets',
    titleKey: 'nav.assets',
    icon: Inventory2Outlined,
    to: paths.assets.list,
    permission: read('assets'),
  },
  {
    key: 'tags',
    titleKey: 'nav.tags',
    icon: QrCode2Outlined,
    to: paths.tags.list,
    permission: read('tags'),
  },
  {
    key: 'alerts',
    titleKey: 'nav.alerts',
    icon: NotificationsOutlined,
    to: paths.alerts,
    permission: read('alerts'),
  },
  {
    key: 'team',
    titleKey: 'nav.team',
    icon: GroupsOutlined,
    to: paths.team.list,
    permission: read('team'),
  },
  {
    key: 'organisation',
    titleKey: 'nav.organisation',
    icon: BusinessOutlined,
    to: paths.organisation,
    permission: read('organisation'),
  },
  {
    key: 'reports',
    titleKey: 'nav.reports',
    icon: AssessmentOutlined,
    to: paths.reports,
    permission: read('report'),
  },
  // new-area:nav-items (npm run new:area inserts above this line)
];

/** The part of an ability the menu needs (a CASL ability satisfies it). */
export interface NavAbility {
  can: (action: Action, subject: AbilitySubject) => boolean;
}

/** The items the user may see: links they may open, and groups with at least one such link. */
export function visibleNavigation(items: readonly NavItem[], ability: NavAbility): NavItem[] {
  const visible: NavItem[] = [];
  for (const item of items) {
    if (isNavGroup(item)) {
      const children = item.children.filter((child) =>
        ability.can(child.permission.action, child.permission.subject),
      );
      if (children.length > 0) visible.push({ ...item, children });
    } else if (ability.can(item.permission.action, item.permission.subject)) {
      visible.push(item);
    }
  }
  return visible;
}

/**
 * Where a signed-in user lands when the dashboards are not theirs to open (a reporter, a
 * contractor): the first menu page they may open, else their profile; undefined when nothing.
 */
export function firstPermittedPage(ability: NavAbility): string | undefined {
  const [first] = visibleNavigation(navigationItems, ability);
  if (first) return isNavGroup(first) ? first.children[0]?.to : first.to;
  return ability.can('read', 'profile') ? paths.userProfile : undefined;
}

/** The key of the group holding the active link, if any. */
export function activeGroupKey(items: readonly NavItem[], activeKey?: string): string | undefined {
  if (!activeKey) return undefined;
  return items.find((item) => isNavGroup(item) && item.children.some((c) => c.key === activeKey))
    ?.key;
}
