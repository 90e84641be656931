/**
 * A registration of a customer was decided (an administrator confirmed or declined a request for
 * access by the approval link, docs/decisions/0095): the customer's open user administration and
 * approval pages reload. It carries no names: each page reads through the BFF with its own rights.
 */
export interface RegistrationDecidedEvent {
  type: 'registration-decided';
  /** Epoch ms of the change. */
  id: string;
  mandantCode: string;
  customerNo: string;
  registrationId: string;
}

export function registrationDecidedEvent(
  mandantCode: string,
  customerNo: string,
  registrationId: string,
  now: Date,
): RegistrationDecidedEvent {
  return { type: 'registration-decided', id: String(now.getTime()), mandantCode, customerNo, registrationId };
}

export function isRegistrationDecidedEvent(value: unknown): value is RegistrationDecidedEvent {
  const event = value as Partial<RegistrationDecidedEvent> | null;
  return (
    !!event &&
    event.type === 'registration-decided' &&
    typeof event.id === 'string' &&
    typeof event.mandantCode === 'string' &&
    typeof event.customerNo === 'string' &&
    typeof event.registrationId === 'string'
  );
}
