/** The client re-reads the session every 15 minutes and when the window becomes visible (docs/rules/constants.md). */
export const SESSION_REFRESH_INTERVAL_MS = 900_000;
/** The login-error notification stays 10 s, then the user is signed out (docs/rules/constants.md). */
export const LOGIN_ERROR_TOAST_MS = 10_000;
/** "customer null after change" notification (docs/rules/constants.md). */
export const NO_CUSTOMER_TOAST_MS = 5_000;
/** Customer search of the employee dialog: like the post-code search in docs/rules/validation.md. */
export const CUSTOMER_SEARCH_DEBOUNCE_MS = 500;
export const CUSTOMER_SEARCH_MAX_WAIT_MS = 5_000;
export const CUSTOMER_SEARCH_MIN_LENGTH = 1;
/**
 * The code lookup (mandantCode, query, page 1, limit 25) is this search: 25 customers a page
 * (docs/decisions/0071-code-lookup-is-the-employee-customer-search.md, contradiction C13).
 */
export const CUSTOMER_SEARCH_PAGE_SIZE = 25;
/** Post-code suggestions of the registration form (docs/rules/validation.md): the customer search's timing. */
export const POST_CODE_SEARCH_DEBOUNCE_MS = CUSTOMER_SEARCH_DEBOUNCE_MS;
export const POST_CODE_SEARCH_MAX_WAIT_MS = CUSTOMER_SEARCH_MAX_WAIT_MS;
export const POST_CODE_SEARCH_MIN_LENGTH = CUSTOMER_SEARCH_MIN_LENGTH;
/** Suggestions the form shows at once. */
export const POST_CODE_SEARCH_PAGE_SIZE = 8;
