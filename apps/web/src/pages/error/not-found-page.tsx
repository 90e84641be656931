import type { ReactNode } from 'react';
import { ErrorPage } from './error-page';

/**
 * docs/rules/routes-and-guards.md, docs/rules/errors.md: an unmatched route is a non-fatal 404 with a picture and a homepage button, and
 * below it the CMS fallback story (or `fallback`, when the caller has it already).
 */
export function NotFoundPage({ fallback }: { fallback?: ReactNode }) {
  return (
    <ErrorPage error={{ status: 404, fatal: false, message: 'Page not found' }} notFoundContent={fallback} />
  );
}
