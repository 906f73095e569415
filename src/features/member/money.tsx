/**
 * Amounts on the member pages (src/ui/money.tsx) and the idempotency key of a money form
 * (src/api/request-id.ts): both shared with the agent centre.
 */
export { Money, useFormatMinor } from '../../ui/money';
export { newRequestId, requestIdSpent } from '../../api/request-id';
