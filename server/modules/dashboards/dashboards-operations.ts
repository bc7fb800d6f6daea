// The dashboards' one write (DESIGN §5 'One write pipeline'): a device's report after a drain of
// its outbox (DESIGN §4), the caller's own row only (SPEC §2 /admin-dashboard 'devices whose outbox
// has not synced for a day'). Any signed-in user may report their own device; reviewer-readonly
// too (it changes no record, only says when their device last synced).
import { defineWrite } from '../shared/write-pipeline.ts';
import { noTarget } from '../shared/write-targets.ts';
import { parseDeviceReport } from './dashboards-input.ts';
import { dashboardsRepository } from './dashboards-repository.ts';
import { deviceView } from './dashboards-views.ts';

export const dashboardsOperations = {
  reportDeviceSync: defineWrite({
    operation: 'Mutation.reportDeviceSync',
    input: parseDeviceReport,
    target: noTarget,
    apply: async ({ tx, me, now, input }) =>
      deviceView(await dashboardsRepository.recordSync(tx, me.id, input.deviceId, input.pending, now), now),
  }),
};
