// The pay periods' operations (SPEC §3 Pay period, §7; server/modules/payroll).
import { graphql } from '../../../gql';

export const PayPeriodFieldsFragmentDoc = graphql(`
  fragment PayPeriodFields on PayPeriod {
    id
    start
    end
    current
    encounterStats {
      soc
      followUp
      signed
    }
  }
`);

export const PayPeriodHistoryDocument = graphql(`
  query PayPeriodHistory($practitionerId: ID!, $pageParams: PayPeriodPageParams) {
    GetPayPeriodEncounterHistory(practitionerId: $practitionerId, pageParams: $pageParams) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
          ...PayPeriodFields
        }
      }
    }
  }
`);

export const PayPeriodEncountersDocument = graphql(`
  query PayPeriodEncounters($practitionerId: ID!, $payPeriodId: ID!) {
    GetPayPeriodEncounters(practitionerId: $practitionerId, payPeriodId: $payPeriodId) {
      practitionerId
      practitionerName
      timeZone
      payPeriod {
        ...PayPeriodFields
      }
      encounters {
        id
        appointmentId
        patientId
        patientName
        start
        type
        status
        stateText
      }
    }
  }
`);
