// Payroll Info's operation (SPEC §2 /payroll-info; server/modules/payroll).
import { graphql } from '../../gql';

export const PayrollInfoDocument = graphql(`
  query PayrollInfo($payPeriodId: ID!) {
    PayrollInfo(payPeriodId: $payPeriodId) {
      exportFileName
      payPeriod {
        id
        start
        end
        current
      }
      clinicians {
        practitionerId
        name
        fileNumber
        encounterStats {
          soc
          followUp
          signed
        }
      }
    }
  }
`);
