// A user's status as the list and the detail page show it (SPEC §3 User status; one status →
// label and colour map).
export const USER_STATUS_STYLE = {
  active: { label: 'Active', color: 'teal' },
  inactive: { label: 'Inactive', color: 'gray' },
} as const;

export const userStatusStyle = (status: string): { label: string; color: string } =>
  status === 'inactive' ? USER_STATUS_STYLE.inactive : status === 'active' ? USER_STATUS_STYLE.active : { label: status, color: 'gray' };
