import { ErrorPage } from '../features/errors/error-page';

/** Spec 01 §2/§8: an unmatched route is a non-fatal 404 with a picture and a homepage button. */
export function NotFoundPage() {
  return <ErrorPage error={{ status: 404, fatal: false, message: 'Page not found' }} />;
}
