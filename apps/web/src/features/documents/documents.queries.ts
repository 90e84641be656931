import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  DocumentJobFieldsFragment,
  DocumentJobQuery,
  DocumentJobQueryVariables,
  GeneratePlanPdfMutation,
  GeneratePlanPdfMutationVariables,
  PrintOrderCreditMemoQuery,
  PrintOrderCreditMemoQueryVariables,
  PrintOrderInvoiceQuery,
  PrintOrderInvoiceQueryVariables,
  PrintOrderQuery,
  PrintOrderQueryVariables,
  PurchaseReportQuery,
  PurchaseReportQueryVariables,
} from '../../gql/generated';

export type DocumentJobFields = DocumentJobFieldsFragment;

// Print calls (docs/rules/calls.md, decision 0057): each answers a DocumentJob, READY with the file when the
// worker rendered this version before. Never from the Apollo cache: the file is asked for once.
const DOCUMENT_JOB_FIELDS = gql`
  fragment DocumentJobFields on DocumentJob {
    id
    kind
    status
    errorKey
    file {
      id
      fileName
      mimeType
      content
    }
  }
`;

export const PRINT_ORDER_QUERY: TypedDocumentNode<PrintOrderQuery, PrintOrderQueryVariables> = gql`
  query PrintOrder($locale: String!, $orderNo: String!, $mandantCode: String!) {
    printOrder(locale: $locale, orderNo: $orderNo, mandantCode: $mandantCode) {
      ...DocumentJobFields
    }
  }
  ${DOCUMENT_JOB_FIELDS}
`;

export const PRINT_INVOICE_QUERY: TypedDocumentNode<PrintOrderInvoiceQuery, PrintOrderInvoiceQueryVariables> =
  gql`
    query PrintOrderInvoice($locale: String!, $invoiceNumber: String!) {
      printOrderInvoice(locale: $locale, invoiceNumber: $invoiceNumber) {
        ...DocumentJobFields
      }
    }
    ${DOCUMENT_JOB_FIELDS}
  `;

export const PRINT_CREDIT_MEMO_QUERY: TypedDocumentNode<
  PrintOrderCreditMemoQuery,
  PrintOrderCreditMemoQueryVariables
> = gql`
  query PrintOrderCreditMemo($locale: String!, $memoNumber: String!) {
    printOrderCreditMemo(locale: $locale, memoNumber: $memoNumber) {
      ...DocumentJobFields
    }
  }
  ${DOCUMENT_JOB_FIELDS}
`;

export const PURCHASE_REPORT_QUERY: TypedDocumentNode<PurchaseReportQuery, PurchaseReportQueryVariables> =
  gql`
    query PurchaseReport($locale: String!, $startDate: String!, $endDate: String!, $mandantCode: String!) {
      purchaseReport(locale: $locale, startDate: $startDate, endDate: $endDate, mandantCode: $mandantCode) {
        ...DocumentJobFields
      }
    }
    ${DOCUMENT_JOB_FIELDS}
  `;

export const DOCUMENT_JOB_QUERY: TypedDocumentNode<DocumentJobQuery, DocumentJobQueryVariables> = gql`
  query DocumentJob($locale: String!, $id: ID!) {
    documentJob(locale: $locale, id: $id) {
      ...DocumentJobFields
    }
  }
  ${DOCUMENT_JOB_FIELDS}
`;

/** A display plan in a print format (docs/rules/calls.md generatePlanPdfEncodedFileContent). */
export const GENERATE_PLAN_PDF_MUTATION: TypedDocumentNode<
  GeneratePlanPdfMutation,
  GeneratePlanPdfMutationVariables
> = gql`
  mutation GeneratePlanPdf($input: GeneratePlanPdfInput!) {
    generatePlanPdfEncodedFileContent(input: $input) {
      clientMutationId
      document {
        ...DocumentJobFields
      }
    }
  }
  ${DOCUMENT_JOB_FIELDS}
`;
