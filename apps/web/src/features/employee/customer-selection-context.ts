import { createContext, useContext } from 'react';

export interface CustomerSelectionApi {
  /** Opens the customer-selection dialog (an employee switching customer). */
  open(): void;
}

export const CustomerSelectionContext = createContext<CustomerSelectionApi | null>(null);

export function useCustomerSelection(): CustomerSelectionApi | null {
  return useContext(CustomerSelectionContext);
}
