/** Shared with the agent centre: src/ui/amount-field.tsx. */
export { AmountField } from '../../ui/amount-field';
