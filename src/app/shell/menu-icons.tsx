import {
  type Icon,
  IconArmchair,
  IconCalendarEvent,
  IconCalendarUser,
  IconCash,
  IconChartBar,
  IconClipboardCheck,
  IconClipboardList,
  IconDeviceLaptop,
  IconFirstAidKit,
  IconLayoutDashboard,
  IconListCheck,
  IconListDetails,
  IconReportMedical,
  IconStack2,
  IconStethoscope,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';

/** Drawer icons by menu item id (presentation only; the menu table itself is in src/domain). */
const ICONS: Record<string, Icon> = {
  'my-schedule': IconCalendarUser,
  schedule: IconCalendarEvent,
  patients: IconUsers,
  encounters: IconStethoscope,
  telehealth: IconDeviceLaptop,
  'waiting-room': IconArmchair,
  tasks: IconListCheck,
  'clinical-rounds': IconClipboardList,
  'encounters-review': IconClipboardCheck,
  dashboard: IconLayoutDashboard,
  reports: IconChartBar,
  'clinical-config': IconFirstAidKit,
  'bulk-operations': IconStack2,
  'master-lists': IconListDetails,
  'user-config': IconUsersGroup,
  'payroll-info': IconCash,
};

export function MenuIcon({ id }: { id: string }) {
  const Component = ICONS[id] ?? IconReportMedical;
  return <Component size={20} stroke={1.6} aria-hidden />;
}
