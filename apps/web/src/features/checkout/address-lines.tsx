interface Address {
  firstName: string;
  lastName: string;
  streetName: string;
  postalCode: string;
  city: string;
  country: string;
}

/** An address as it goes on a parcel. */
export function AddressLines({ address }: { address: Address }) {
  return (
    <span className="address-lines">
      <span>
        {address.firstName} {address.lastName}
      </span>
      <span>{address.streetName}</span>
      <span>
        {address.postalCode} {address.city}
      </span>
      <span>{address.country}</span>
    </span>
  );
}
