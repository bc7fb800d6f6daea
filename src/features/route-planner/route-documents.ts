// A clinician's route of a day and the travel between its points (SPEC §3 Scheduling state:
// routeId, routeStops, sequencedDestinations; server/modules/route-planner/route-planner.graphql).
import { graphql } from '../../gql';

export const ClinicianRouteFieldsFragmentDoc = graphql(`
  fragment ClinicianRouteFields on ClinicianRoute {
    id
    versionId
    lastUpdated
    clinicianId
    date
    timeZone
    departure
    startPoint {
      kind
      label
      latitude
      longitude
      address
    }
    stops {
      appointmentId
      order
      arrive
      depart
      miles
      minutes
      lateMinutes
    }
    totalMiles
    totalMinutes
    optimized
    mileageThreshold
    overThreshold
    outdated
  }
`);

export const ClinicianRouteDocument = graphql(`
  query ClinicianRoute($clinicianId: ID!, $date: String!) {
    ClinicianRoute(clinicianId: $clinicianId, date: $date) {
      ...ClinicianRouteFields
    }
  }
`);

export const SaveClinicianRouteDocument = graphql(`
  mutation SaveClinicianRoute($input: SaveClinicianRouteInput!) {
    saveClinicianRoute(input: $input) {
      ...ClinicianRouteFields
    }
  }
`);

export const RemoveClinicianRouteDocument = graphql(`
  mutation RemoveClinicianRoute($clinicianId: ID!, $date: String!, $versionId: Int!) {
    removeClinicianRoute(clinicianId: $clinicianId, date: $date, versionId: $versionId)
  }
`);

export const TravelMatrixDocument = graphql(`
  query TravelMatrix($points: [CoordinatesInput!]!) {
    TravelMatrix(points: $points) {
      source
      minutes
      miles
    }
  }
`);
