// A device's report of its outbox after a drain (DESIGN §4; SPEC §2 /admin-dashboard's devices).
import { graphql } from '../gql';

export const ReportDeviceSyncDocument = graphql(`
  mutation ReportDeviceSync($deviceId: ID!, $pending: Int!) {
    reportDeviceSync(deviceId: $deviceId, pending: $pending) {
      deviceId
      pending
    }
  }
`);
