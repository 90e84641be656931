export * from './pdf-text';
export * from './sample-documents';
