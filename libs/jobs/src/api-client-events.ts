/**
 * The API clients of a customer changed (created, secret rotated, revoked; decision 0090): the
 * customer's open pages that list them reload the list. It carries no client data: each page reads
 * the list through the BFF with its own rights.
 */
export interface ApiClientsChangedEvent {
  type: 'api-clients-changed';
  /** Epoch ms of the change. */
  id: string;
  mandantCode: string;
  customerNo: string;
}

export function apiClientsChangedEvent(
  mandantCode: string,
  customerNo: string,
  now: Date,
): ApiClientsChangedEvent {
  return { type: 'api-clients-changed', id: String(now.getTime()), mandantCode, customerNo };
}

export function isApiClientsChangedEvent(value: unknown): value is ApiClientsChangedEvent {
  const event = value as Partial<ApiClientsChangedEvent> | null;
  return (
    !!event &&
    event.type === 'api-clients-changed' &&
    typeof event.id === 'string' &&
    typeof event.mandantCode === 'string' &&
    typeof event.customerNo === 'string'
  );
}
