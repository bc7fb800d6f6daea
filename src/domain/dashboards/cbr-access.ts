// SPEC §2 Reports > CBR: 'CBR is shown only when config EnableCBRReport is 'true' and the user has
// role cbrbeta or an extra check; otherwise only for role cbrbeta.' The extra check is being an
// administrator. The menu (menu.ts) and the server's CBR reads judge by this one rule.
import type { Role } from '../access';

export const mayOpenCbr = (user: { roles: readonly Role[] }, cbrReportOn: boolean): boolean =>
  user.roles.includes('cbrbeta') || (cbrReportOn && user.roles.includes('administrator'));
