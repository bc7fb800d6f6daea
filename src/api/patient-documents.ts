// The patient-list operations (SPEC §2 patient list, §7 MarketList).
import { graphql } from '../gql';

export const PatientListDocument = graphql(`
  query PatientList($term: String, $state: String, $market: ID, $admission: [String!], $first: Int, $after: String) {
    PatientList(term: $term, state: $state, market: $market, admission: $admission, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          name
          givenName
          familyName
          birthDate
          age
          gender
          phone
          externalNumber
          admissionStatus
          state
          marketName
          address {
            line
            city
            state
          }
        }
      }
    }
  }
`);

export const MarketListDocument = graphql(`
  query MarketList($states: [String!], $term: String, $first: Int) {
    MarketList(states: $states, term: $term, first: $first) {
      totalCount
      edges {
        node {
          id
          name
          state
        }
      }
    }
  }
`);

/** The chart's frame (SPEC §2): also what the schedule pack carries for the device (DESIGN §4). */
export const PatientChartFieldsFragmentDoc = graphql(`
  fragment PatientChartFields on PatientChart {
    patient {
      id
      name
      birthDate
      age
      gender
      phone
      externalNumber
      admissionStatus
      state
      marketName
    }
    demographics {
      fullName
      preferredName
      gender
      birthDate
      age
      maritalStatus
      externalNumber
      ssnLast4
      phones {
        use
        value
        display
      }
      emergencyContact {
        name
        relationship
        phone
      }
      caregivers {
        name
        relationship
        phone
      }
      addresses {
        line
        city
        state
        postalCode
        county
        addressType
        facilityName
        facilityContactName
        marketName
        instruction
        serviceAddress
        verified
        additionalMarket
      }
      email
      fax
      race
      ethnicity
      timeZone
      homeHealthName
      pcpName
      availability {
        ...PatientAvailabilityFields
      }
    }
    tabs {
      key
      count
    }
  }
`);

export const PatientChartDocument = graphql(`
  query PatientChart($id: ID!) {
    PatientChart(id: $id) {
      ...PatientChartFields
    }
  }
`);

/** One admission (SPEC §3): also what the schedule pack carries for the device (DESIGN §4). */
export const AdmissionFieldsFragmentDoc = graphql(`
  fragment AdmissionFields on Admission {
    id
    versionId
    status
    periodStart
    periodEnd
    holdReason
    readmitReason
    readmitText
    cancellationReason
    hospitalName
    statusHistory {
      status
      start
      end
    }
  }
`);

export const AdmissionListDocument = graphql(`
  query AdmissionList($patientId: ID!) {
    AdmissionList(patientId: $patientId) {
      ...AdmissionFields
    }
  }
`);

export const ChangeAdmissionStatusDocument = graphql(`
  mutation ChangeAdmissionStatus($input: AdmissionStatusInput!) {
    changeAdmissionStatus(input: $input) {
      id
      versionId
      status
      holdReason
    }
  }
`);
