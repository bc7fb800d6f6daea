// The dashboards' operations (SPEC §2 /admin-dashboard, /report-dashboard, /cbr-dashboard; server/modules/dashboards).
import { graphql } from '../../gql';

export const DashboardGroupFields = graphql(`
  fragment DashboardGroupFields on DashboardGroup {
    key
    label
    visits {
      scheduled
      made
      missed
      cancelled
      open
      missedRate
      cancelledRate
    }
    signing {
      documented
      signedWithin24h
      rate
    }
  }
`);

export const AdminDashboardDocument = graphql(`
  query AdminDashboard($filter: DashboardFilter!) {
    AdminDashboard(filter: $filter) {
      from
      to
      totals {
        ...DashboardGroupFields
      }
      days {
        day
        visits {
          scheduled
          made
          missed
          cancelled
          open
        }
        signing {
          documented
          signedWithin24h
          rate
        }
      }
      markets {
        ...DashboardGroupFields
      }
      clinicians {
        ...DashboardGroupFields
      }
      devices {
        deviceId
        userId
        userName
        practitionerId
        market
        pending
        lastReportedAt
        lastSyncedAt
        syncAgeHours
        stale
      }
      staleDevices
    }
  }
`);

export const ReportDashboardDocument = graphql(`
  query ReportDashboard($filter: DashboardFilter!) {
    ReportDashboard(filter: $filter) {
      from
      to
      encounters {
        market
        total
        planned
        inProgress
        finished
        cancelled
        soc
        evaluation
        readmit
        followUp
      }
      visits {
        ...DashboardGroupFields
      }
    }
  }
`);

export const CbrDashboardDocument = graphql(`
  query CbrDashboard($filter: DashboardFilter!) {
    CbrDashboard(filter: $filter) {
      from
      to
      clinicians {
        ...DashboardGroupFields
      }
      totals {
        ...DashboardGroupFields
      }
    }
  }
`);

export const DashboardVisitsDocument = graphql(`
  query DashboardVisits($filter: DashboardFilter!, $day: String, $outcome: String, $first: Int) {
    DashboardVisits(filter: $filter, day: $day, outcome: $outcome, first: $first) {
      totalCount
      edges {
        node {
          appointmentId
          patientId
          patientName
          practitionerName
          market
          start
          day
          status
          outcome
        }
      }
    }
  }
`);

export const DashboardEncountersDocument = graphql(`
  query DashboardEncounters($filter: DashboardFilter!, $day: String, $signing: String, $first: Int) {
    DashboardEncounters(filter: $filter, day: $day, signing: $signing, first: $first) {
      totalCount
      edges {
        node {
          encounterId
          patientId
          patientName
          practitionerName
          market
          start
          day
          signedAt
          signing
        }
      }
    }
  }
`);
