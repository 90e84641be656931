import type { TFunction } from 'i18next';

/**
 * The text of a message key the BFF sent (`error.*`; every one has a text in the five languages, a
 * BFF test checks), or the generic error text for a key this build does not know yet.
 */
export function messageText(t: TFunction, key: string, values?: MessageValues): string {
  return t(key as 'error.internal', { defaultValue: '', skus: '', ...values }) || t('error.internal');
}

/** What a message's text names besides its key (error.essence-list-only: the refused skus). */
export interface MessageValues {
  skus?: string;
}
