/**
 * Cart and shopping-list keys in docs/rules/states-and-rules.md. The parts come from the session customer; employees
 * acting for a customer get their login-email hash in front, so their carts and lists never mix
 * with the contact's own (and are attributable to the employee).
 */
export interface SessionKeyParts {
  mandantCode: string;
  customerNo: string;
  contactNo: string;
  /** Only for employees (docs/rules/data-model.md "loginEmailHash (employees)"). */
  loginEmailHash?: string | null;
}

const KEY_PART = /^[A-Za-z0-9_]+$/;

function checkedParts(parts: SessionKeyParts): SessionKeyParts | null {
  const { mandantCode, customerNo, contactNo, loginEmailHash } = parts;
  if (![mandantCode, customerNo, contactNo].every((part) => KEY_PART.test(part))) return null;
  if (loginEmailHash && !KEY_PART.test(loginEmailHash)) return null;
  return parts;
}

function withEmployeePrefix(key: string, loginEmailHash: string | null | undefined): string {
  return loginEmailHash ? `${loginEmailHash}-${key}` : key;
}

/**
 * Cart key: mandantCode-customerNo-contactNo, for employees `hash-` first. Null when a part is
 * missing or not a plain code (cart actions then do nothing, docs/rules/states-and-rules.md).
 */
export function cartKeyOf(parts: SessionKeyParts): string | null {
  const valid = checkedParts(parts);
  if (!valid) return null;
  return withEmployeePrefix(
    `${valid.mandantCode}-${valid.customerNo}-${valid.contactNo}`,
    valid.loginEmailHash,
  );
}

/** Shopping-list key: customerNo-contactNo-mandantCode, for employees `hash-` first. */
export function shoppingListKeyOf(parts: SessionKeyParts): string | null {
  const valid = checkedParts(parts);
  if (!valid) return null;
  return withEmployeePrefix(
    `${valid.customerNo}-${valid.contactNo}-${valid.mandantCode}`,
    valid.loginEmailHash,
  );
}

/** Length of the login-email hash the BFF exposes (hex characters of a SHA-256). */
export const LOGIN_EMAIL_HASH_LENGTH = 32;

/** What the scan-me list of a person adds to the person's shopping-list key (decision 0098). */
export const SCAN_ME_KEY_SUFFIX = '-ScanMe';

/** Scan-me list key (docs/rules/states-and-rules.md): the shopping-list key and SCAN_ME_KEY_SUFFIX. */
export function scanMeListKeyOf(parts: SessionKeyParts): string | null {
  const key = shoppingListKeyOf(parts);
  return key === null ? null : `${key}${SCAN_ME_KEY_SUFFIX}`;
}
