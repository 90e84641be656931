export * from './document.types';
export * from './document-texts';
export * from './document-format';
export * from './file-names';
export { DocumentInputError } from './input-checks';
export * from './csv/render-csv';
export * from './business-document/render-business-document';
export * from './purchase-report/render-purchase-report';
export * from './plan/render-plan';
