import { gql, type TypedDocumentNode } from '@apollo/client';
import type { ServiceReportQuery, ServiceReportQueryVariables } from '../../gql/generated';

/** The customer's services of a range by category (docs/rules/calls.md serviceReportCategories, decision 0064). */
export const SERVICE_REPORT_QUERY: TypedDocumentNode<ServiceReportQuery, ServiceReportQueryVariables> = gql`
  query ServiceReport($locale: String!, $fromDate: String!, $untilDate: String!) {
    serviceReportCategories(locale: $locale, fromDate: $fromDate, untilDate: $untilDate) {
      type
      categoryServiceCount
      categoryServiceValue {
        centAmount
        currency
      }
      services {
        code
        name
        serviceCount
        serviceValue {
          centAmount
          currency
        }
        entries {
          date
          attachmentNumber
          time
          value {
            centAmount
            currency
          }
        }
      }
    }
  }
`;
