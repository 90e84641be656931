import { shippingAddressProblems } from '@shop/domain';
import type { CartFieldsFragment, UpdateCartMutationVariables } from '../../gql/generated';

export interface AddressForm {
  firstName: string;
  lastName: string;
  streetName: string;
  postalCode: string;
  city: string;
  country: string;
}

/** What the order confirmation page lets the user change before ordering. */
export interface CheckoutForm {
  customerIdentifier: string;
  customerComment: string;
  shippingAgent: string;
  /** Ship to another address than the customer's. */
  otherAddress: boolean;
  address: AddressForm;
}

export const ADDRESS_FIELDS = [
  'firstName',
  'lastName',
  'streetName',
  'postalCode',
  'city',
  'country',
] as const;

/** updateCart's arguments besides the cart; null leaves a detail as it is. */
export type DetailChanges = Omit<UpdateCartMutationVariables, 'locale' | 'cartId' | 'version'>;

type CartDetails = Pick<
  CartFieldsFragment,
  'customerIdentifier' | 'customerComment' | 'shippingAgent' | 'shipsToCustomerAddress' | 'shippingAddress'
>;

/** The form as the cart stands: an own address is prefilled with the customer's (it is the usual start). */
export function formFromCart(cart: CartDetails): CheckoutForm {
  const { firstName, lastName, streetName, postalCode, city, country } = cart.shippingAddress;
  return {
    customerIdentifier: cart.customerIdentifier ?? '',
    customerComment: cart.customerComment ?? '',
    shippingAgent: cart.shippingAgent,
    otherAddress: !cart.shipsToCustomerAddress,
    address: { firstName, lastName, streetName, postalCode, city, country },
  };
}

const trimmed = (address: AddressForm): AddressForm => ({
  firstName: address.firstName.trim(),
  lastName: address.lastName.trim(),
  streetName: address.streetName.trim(),
  postalCode: address.postalCode.trim(),
  city: address.city.trim(),
  country: address.country.trim().toUpperCase(),
});

const sameAddress = (a: AddressForm, b: AddressForm) => {
  const wanted = trimmed(a);
  return ADDRESS_FIELDS.every((field) => wanted[field] === b[field]);
};

/**
 * The updateCart arguments that bring the cart to the form, or null when the cart already is. Empty
 * texts clear the further information.
 */
export function detailChangesOf(form: CheckoutForm, cart: CartDetails): DetailChanges | null {
  const changes: DetailChanges = {
    customerIdentifier: null,
    customerComment: null,
    shippingAgent: null,
    shippingAddress: null,
    useCustomerAddress: null,
  };
  if (form.customerIdentifier.trim() !== (cart.customerIdentifier ?? ''))
    changes.customerIdentifier = form.customerIdentifier;
  if (form.customerComment.trim() !== (cart.customerComment ?? ''))
    changes.customerComment = form.customerComment;
  if (form.shippingAgent !== cart.shippingAgent) changes.shippingAgent = form.shippingAgent;
  if (!form.otherAddress && !cart.shipsToCustomerAddress) changes.useCustomerAddress = true;
  if (form.otherAddress && (cart.shipsToCustomerAddress || !sameAddress(form.address, cart.shippingAddress)))
    changes.shippingAddress = trimmed(form.address);
  return Object.values(changes).some((value) => value !== null) ? changes : null;
}

/**
 * The same check of another address as the BFF's (libs/domain, decision 0077), before sending: message
 * keys by field (`shippingAddress.postalCode`), empty when the address can be delivered to.
 */
export function addressErrorsOf(
  form: CheckoutForm,
  deliveryCountries: readonly string[],
): Record<string, string> {
  if (!form.otherAddress) return {};
  return Object.fromEntries(
    shippingAddressProblems(trimmed(form.address), deliveryCountries).map((problem) => [
      `shippingAddress.${problem.field}`,
      problem.messageKey,
    ]),
  );
}
