import {
  dataOf,
  gql,
  startTestBff,
  type GraphqlResponse,
  type ShopSession,
  type TestBff,
} from './support/test-bff';

jest.setTimeout(120_000);

interface Address {
  firstName: string;
  lastName: string;
  streetName: string;
  postalCode: string;
  city: string;
  country: string;
}
interface CartAnswer {
  id: string;
  version: number;
  shippingAddress: Address;
  shipsToCustomerAddress: boolean;
}
interface RefusalDetails {
  fields?: { field: string; messageKey: string }[];
}

const FIELDS =
  'id version shippingAddress { firstName lastName streetName postalCode city country } shipsToCustomerAddress';
const CART = gql<{ cart: CartAnswer }, { locale: string }>`
  query Cart($locale: String!) { cart(locale: $locale) { ${FIELDS} } }
`;
const SHIP_TO = gql<
  { updateCart: CartAnswer },
  { locale: string; cartId: string; version: number; shippingAddress: Address }
>`
  mutation ShipTo($locale: String!, $cartId: ID!, $version: Int!, $shippingAddress: ShippingAddressInput!) {
    updateCart(locale: $locale, cartId: $cartId, version: $version, shippingAddress: $shippingAddress) { ${FIELDS} }
  }
`;

const address = (country: string, postalCode: string): Address => ({
  firstName: 'Eva',
  lastName: 'Nováková',
  streetName: 'Lieferweg 3',
  postalCode,
  city: 'Stadt',
  country,
});

/** Each tenant, its shop locale and a postal code of each of its delivery countries (decision 0077). */
const TENANTS = [
  { mandant: '20HHAT', locale: 'de-at', valid: [address('AT', '1100'), address('AT', '6020')] },
  { mandant: '30HHDE', locale: 'de-de', valid: [address('DE', '10115'), address('DE', '01067')] },
  { mandant: '80HHCZ', locale: 'cs-cz', valid: [address('CZ', '110 00'), address('CZ', '60200')] },
  { mandant: '50HHSK', locale: 'sk-sk', valid: [address('SK', '811 01'), address('SK', '04001')] },
  { mandant: '41HHIC', locale: 'it-it', valid: [address('IT', '00118'), address('IT', '39100')] },
  { mandant: '57HHBG', locale: 'bg-bg', valid: [address('BG', '1000'), address('BG', '9000')] },
];

describe('shipping addresses are checked by country and postal-code format (issue 24 finding 9, decision 0077)', () => {
  let bff: TestBff;
  let purchaser: ShopSession;

  const refusalOf = (answer: GraphqlResponse<unknown>) => {
    const extensions = answer.errors?.[0]?.extensions;
    return (
      extensions && {
        code: extensions.code,
        messageKey: extensions.messageKey,
        fields: (extensions.details as RefusalDetails | undefined)?.fields,
      }
    );
  };

  beforeAll(async () => {
    bff = await startTestBff({ scale: 0.05 });
    purchaser = await bff.signIn('purchaser@20hhat.example');
  });

  afterAll(async () => {
    await bff?.close();
  });

  it('refuses a postal code without the country’s format, an unassigned country and one the tenant does not deliver to; nothing changes', async () => {
    const cart = dataOf(await purchaser.graphql(CART, { locale: 'de-at' })).cart;
    const shipTo = (shippingAddress: Address) =>
      purchaser.graphql(SHIP_TO, {
        locale: 'de-at',
        cartId: cart.id,
        version: cart.version,
        shippingAddress,
      });

    expect(refusalOf(await shipTo(address('AT', 'ABCDE')))).toEqual({
      code: 'BAD_USER_INPUT',
      messageKey: 'error.invalid-postal-code',
      fields: [{ field: 'shippingAddress.postalCode', messageKey: 'error.invalid-postal-code' }],
    });
    expect(refusalOf(await shipTo(address('AT', '10115')))).toMatchObject({
      messageKey: 'error.invalid-postal-code',
    });
    expect(refusalOf(await shipTo(address('XX', '1100')))).toEqual({
      code: 'BAD_USER_INPUT',
      messageKey: 'error.invalid-country',
      fields: [{ field: 'shippingAddress.country', messageKey: 'error.invalid-country' }],
    });
    // A real country with a real postal code, but the Austrian tenant delivers to Austria only.
    expect(refusalOf(await shipTo(address('DE', '10115')))).toEqual({
      code: 'BAD_USER_INPUT',
      messageKey: 'error.country-not-delivered',
      fields: [{ field: 'shippingAddress.country', messageKey: 'error.country-not-delivered' }],
    });

    expect(dataOf(await purchaser.graphql(CART, { locale: 'de-at' })).cart).toMatchObject({
      version: cart.version,
      shipsToCustomerAddress: true,
    });
  });

  it.each(TENANTS)(
    'takes valid postal codes of the delivery countries of $mandant',
    async ({ mandant, locale, valid }) => {
      const session =
        mandant === '20HHAT'
          ? purchaser
          : await bff.signIn(`purchaser@${mandant.toLowerCase()}.example`, locale);
      let cart = dataOf(await session.graphql(CART, { locale })).cart;
      for (const shippingAddress of valid) {
        cart = dataOf(
          await session.graphql(SHIP_TO, { locale, cartId: cart.id, version: cart.version, shippingAddress }),
        ).updateCart;
        expect(cart).toMatchObject({ shippingAddress, shipsToCustomerAddress: false });
      }
    },
  );
});
