// The User Config hub's links (SPEC §2 '/settings' 'User Config' with its children): the children
// of the menu table's 'user-config' item that this user may open, the pages reached only from here
// (Feature Flags, Settings) included. The drawer's rules decide (pathAccess: the permission, then
// the item's visibility), so the hub never lists a page the guard would refuse.
import { MENU, type MenuContext, type MenuItem, pathAccess } from '../../domain/menu';

export const USER_CONFIG_ID = 'user-config';

/** What each page is for (the card's line). */
const DESCRIPTIONS: Readonly<Record<string, string>> = {
  users: 'Invite, change and deactivate users.',
  teams: 'Care teams and their clinicians.',
  'market-team': 'The teams of each market.',
  clinicians: 'Clinicians, their markets and payroll details.',
  payers: 'Insurers, MSOs and IPAs.',
  'pcc-config': 'The states and markets each PCC works.',
  'th-clinician': 'The states whose waiting room each telehealth clinician sees.',
  'lead-clinician': 'The clinicians each lead clinician leads.',
  notifications: 'The events each job function is notified of.',
  'feature-flags': 'Turn features on or off, for everyone or per user, market, job function or role.',
  switches: 'Application switches, idle delays, password expiry and the mileage threshold.',
};

export interface HubLink {
  id: string;
  label: string;
  path: string;
  description: string;
}

export function userConfigLinks(ctx: MenuContext): HubLink[] {
  const group = MENU.find((item) => item.id === USER_CONFIG_ID);
  const children: readonly MenuItem[] = group?.children ?? [];
  return children
    .filter((item) => pathAccess(item.path, ctx) === 'allowed')
    .map((item) => ({ id: item.id, label: item.label, path: item.path, description: DESCRIPTIONS[item.id] ?? '' }));
}
