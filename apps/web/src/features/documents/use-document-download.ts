import { useCallback, useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { messageKeyOf } from '../errors/graphql-error-code';
import { subscribeShopEvents } from '../events/shop-events';
import { useLocale } from '../locale/locale-context';
import { DOCUMENT_JOB_QUERY, type DocumentJobFields } from './documents.queries';
import { saveEncodedFile } from './save-file';

/** Asks for the state again this often while waiting, in case the live event is missed. */
export const DOCUMENT_POLL_MS = 3000;
/** A document not ready after this long is reported as failed (rendering takes about a second). */
export const DOCUMENT_WAIT_MS = 90_000;

/** Waits until the worker finished a document: its `document-ready` event, or polling as a fallback. */
export function waitForDocument(
  client: ApolloClient,
  locale: string,
  documentId: string,
): Promise<DocumentJobFields> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const check = async () => {
      const { data } = await client.query({
        query: DOCUMENT_JOB_QUERY,
        variables: { locale, id: documentId },
        fetchPolicy: 'network-only',
      });
      const job = data?.documentJob;
      if (job && (job.status === 'READY' || job.status === 'FAILED')) finish(() => resolve(job));
    };
    const checkQuietly = () => void check().catch((error: unknown) => finish(() => reject(error)));
    const unsubscribe = subscribeShopEvents(locale, {
      'document-ready': (event) => {
        if (event.documentId === documentId) checkQuietly();
      },
    });
    const poll = setInterval(checkQuietly, DOCUMENT_POLL_MS);
    const deadline = setTimeout(
      () => finish(() => reject(new Error('error.document-failed'))),
      DOCUMENT_WAIT_MS,
    );
    function finish(settle: () => void) {
      if (settled) return;
      settled = true;
      unsubscribe();
      clearInterval(poll);
      clearTimeout(deadline);
      settle();
    }
  });
}

export type DocumentRequest = () => Promise<DocumentJobFields | null | undefined>;

/**
 * Downloads of worker-rendered documents (decision 0057): `download(key, request)` runs a print call,
 * waits for the document when it is not ready yet, and saves the file. `pending` names the key being
 * prepared (one at a time per hook), `errorKey` the message key of the last failure.
 */
export function useDocumentDownload() {
  const client = useApolloClient();
  const { locale } = useLocale();
  const [pending, setPending] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ key: string; messageKey: string } | null>(null);
  const busy = useRef(false);

  const download = useCallback(
    async (key: string, request: DocumentRequest): Promise<boolean> => {
      if (busy.current) return false;
      busy.current = true;
      setPending(key);
      setFailure(null);
      try {
        let job = await request();
        if (!job) throw new Error('error.document-failed');
        if (job.status !== 'READY' && job.status !== 'FAILED')
          job = await waitForDocument(client, locale, job.id);
        if (job.status !== 'READY' || !job.file) throw new Error(job.errorKey ?? 'error.document-failed');
        saveEncodedFile(job.file);
        return true;
      } catch (error) {
        const messageKey =
          messageKeyOf(error) ??
          (error instanceof Error && error.message.startsWith('error.')
            ? error.message
            : 'error.document-failed');
        setFailure({ key, messageKey });
        return false;
      } finally {
        busy.current = false;
        setPending(null);
      }
    },
    [client, locale],
  );

  return { download, pending, failure };
}
