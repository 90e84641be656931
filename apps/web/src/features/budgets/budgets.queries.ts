import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  BudgetsQuery,
  BudgetsQueryVariables,
  SetBudgetMutation,
  SetBudgetMutationVariables,
} from '../../gql/generated';

export const BUDGET_FIELDS = gql`
  fragment BudgetFields on Budget {
    id
    contactNumber
    contactName
    period
    initialized
    canExceedBudget
    version
    budgetPeriodStartDate
    budgetPeriodEndDate
    value {
      centAmount
      currency
    }
    initialValue {
      centAmount
      currency
    }
    consumedValue {
      centAmount
      currency
    }
    reservedValue {
      centAmount
      currency
    }
    remainingValue {
      centAmount
      currency
    }
  }
`;

/** The budgets of the customer's contacts (docs/rules/calls.md getBudgets); never from the cache (decision 0035). */
export const BUDGETS_QUERY: TypedDocumentNode<BudgetsQuery, BudgetsQueryVariables> = gql`
  query Budgets($locale: String!, $mandantCode: String!) {
    getBudgets(locale: $locale, mandantCode: $mandantCode) {
      ...BudgetFields
    }
  }
  ${BUDGET_FIELDS}
`;

/** A contact's budget at the version the approver saw (docs/rules/data-model.md, SetBudget). */
export const SET_BUDGET_MUTATION: TypedDocumentNode<SetBudgetMutation, SetBudgetMutationVariables> = gql`
  mutation SetBudget($input: SetBudgetInput!) {
    setBudget(input: $input) {
      ...BudgetFields
    }
  }
  ${BUDGET_FIELDS}
`;
