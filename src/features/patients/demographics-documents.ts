// The demographics edit's operations (SPEC §2 Demographics, the Care Facility Lookup); CountyList
// and MarketList are src/api's (location-lookups.ts, patient-documents.ts).
import { graphql } from '../../gql';

export const DemographicsRecordFieldsFragment = graphql(`
  fragment DemographicsRecordFields on PatientDemographicsRecord {
    patientId
    versionId
    lastUpdated
    firstName
    middleName
    lastName
    preferredName
    gender
    birthDate
    maritalStatus
    race
    ethnicity
    email
    fax
    ssnLast4
    externalNumber
    phones {
      use
      value
      extension
      display
    }
    okToText
    textConsentSaved
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
      addressType
      line
      city
      state
      postalCode
      county
      marketId
      marketName
      facilityId
      facilityName
      facilityContactId
      facilityContactName
      instruction
      serviceAddress
      verified
      additionalMarket
    }
    homeHealthId
    homeHealthName
    pcpPracticeId
    pcpPhysicianId
    pcpName
  }
`);

export const PatientDemographicsRecordDocument = graphql(`
  query PatientDemographicsRecord($patientId: ID!) {
    PatientDemographicsRecord(patientId: $patientId) {
      ...DemographicsRecordFields
    }
  }
`);

export const UpdatePatientDemographicsDocument = graphql(`
  mutation UpdatePatientDemographics($input: PatientDemographicsInput!) {
    updatePatientDemographics(input: $input) {
      ...DemographicsRecordFields
    }
  }
`);

export const CareFacilityLookupDocument = graphql(`
  query CareFacilityLookup($term: String, $state: String, $first: Int, $after: String) {
    CareFacilityLookup(term: $term, state: $state, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          name
          type
          phone
          address {
            line
            city
            state
            postalCode
            county
          }
        }
      }
    }
  }
`);

// The Care Facility Contact step (SPEC §2): the picked facility's contact persons, and 'Add'
// (SPEC §7 upsertPractitioners) of a New Contact Person to it.
export const CareFacilityContactFieldsFragmentDoc = graphql(`
  fragment CareFacilityContactFields on HealthCareFacility {
    id
    name
    contacts {
      id
      display
      role
      active
      primary
      telecom {
        system
        value
        use
        rank
      }
    }
  }
`);

export const CareFacilityContactsDocument = graphql(`
  query CareFacilityContacts($organizationId: ID!) {
    getHealthCareFacilityById(organizationId: $organizationId) {
      ...CareFacilityContactFields
    }
  }
`);

export const AddCareFacilityContactDocument = graphql(`
  mutation AddCareFacilityContact($organization: ID!, $practitioners: [FacilityContactInput!]!) {
    upsertPractitioners(organization: $organization, practitioners: $practitioners) {
      ...CareFacilityContactFields
    }
  }
`);

// The patient's PCP is a physician of a PCP practice (SPEC §7 CareTeamPhysicians).
export const PcpPhysiciansDocument = graphql(`
  query PcpPhysicians($search: String, $first: Int) {
    CareTeamPhysicians(search: $search, first: $first) {
      edges {
        node {
          id
          name
          npi
          practiceId
          practiceName
          city
          state
        }
      }
    }
  }
`);

// The patient's home health agency is one of the active agencies (SPEC §7 getHealthCareFacilityList, type home-health).
export const HomeHealthAgenciesDocument = graphql(`
  query HomeHealthAgencies($term: String, $first: Int) {
    getHealthCareFacilityList(type: "home-health", term: $term, active: true, sort: "name", first: $first) {
      edges {
        node {
          id
          name
          address {
            city
            state
          }
        }
      }
    }
  }
`);
