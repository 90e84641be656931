import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { I18nextProvider } from 'react-i18next';
import { CUSTOMER_SEARCH_PAGE_SIZE } from '@shop/domain';
import { createCache } from '../../app/apollo-client';
import { i18nFor } from '../../i18n/i18n';
import { CustomerSelectionDialog } from './customer-selection-dialog';
import { EMPLOYEE_CUSTOMERS_QUERY, SELECT_CUSTOMER_MUTATION } from './employee.queries';

const contact = {
  __typename: 'Contact',
  id: 'co-20hhat-0006',
  contactNo: 'KT000006',
  firstName: 'Eva',
  lastName: 'Berger',
  email: 'admin2@20hhat.example',
  role: 'ROLE_ADMIN',
};
const customer = {
  __typename: 'Customer',
  id: 'cu-20hhat-0002',
  customerNo: '100002',
  name: 'Gasthof Post',
  city: 'Linz',
  contacts: [contact],
};

const mocks = [
  {
    request: {
      query: EMPLOYEE_CUSTOMERS_QUERY,
      variables: { query: '1000', page: 1, limit: CUSTOMER_SEARCH_PAGE_SIZE },
    },
    result: {
      data: {
        employeeCustomers: {
          __typename: 'CustomerPage',
          total: 1,
          page: 1,
          limit: 10,
          lastPage: 1,
          items: [customer],
        },
      },
    },
  },
  {
    request: {
      query: SELECT_CUSTOMER_MUTATION,
      variables: { contactId: contact.id, customerId: customer.id },
    },
    result: {
      data: {
        selectCustomer: {
          __typename: 'Me',
          userType: 'EMPLOYEE',
          mandantCode: '20HHAT',
          role: 'ROLE_ADMIN',
          accessLevel: 4,
          loginEmailHash: 'a'.repeat(32),
          needsCustomerSelection: false,
          customer: {
            __typename: 'Customer',
            id: customer.id,
            customerNo: '100002',
            name: 'Gasthof Post',
            city: 'Linz',
          },
          contact: { ...contact },
          employee: { __typename: 'Employee', id: 'em-20hhat-0001', employeeNo: 'MA0001', name: 'Max Mair' },
        },
      },
    },
  },
];

function renderDialog(dismissible: boolean) {
  const onClose = jest.fn();
  const onSelected = jest.fn();
  render(
    <I18nextProvider i18n={i18nFor('de')}>
      <MockedProvider mocks={mocks} cache={createCache()}>
        <CustomerSelectionDialog dismissible={dismissible} onClose={onClose} onSelected={onSelected} />
      </MockedProvider>
    </I18nextProvider>,
  );
  return { onClose, onSelected };
}

describe('CustomerSelectionDialog', () => {
  it('is a modal dialog that cannot be closed while no customer is selected', () => {
    const { onClose } = renderDialog(false);
    const dialog = screen.getByRole('dialog', { name: 'Kunden auswählen' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Abbrechen' })).toBeNull();
    fireEvent.keyDown(document.activeElement ?? dialog, { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Kundennummer oder Name'));
  });

  it('keeps the keyboard focus inside', () => {
    renderDialog(false);
    const input = screen.getByLabelText('Kundennummer oder Name');
    fireEvent.keyDown(input, { key: 'Tab' });
    expect(document.activeElement).toBe(input);
    fireEvent.keyDown(input, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(input);
  });

  it('can be cancelled (button and Escape) when the employee switches customer', () => {
    const { onClose } = renderDialog(true);
    fireEvent.keyDown(screen.getByLabelText('Kundennummer oder Name'), { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('searches after the debounce, shows the customers, then their contacts, and selects one', async () => {
    const { onSelected } = renderDialog(false);
    expect(screen.getByText('Geben Sie mindestens ein Zeichen ein.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Kundennummer oder Name'), { target: { value: '1000' } });
    const option = await screen.findByRole(
      'button',
      { name: /100002.*Gasthof Post.*Linz/ },
      { timeout: 3000 },
    );
    expect(screen.getByText('1 Kunde gefunden')).toBeTruthy();
    fireEvent.click(option);
    fireEvent.click(screen.getByRole('button', { name: /Eva Berger.*Administrator/ }));
    await waitFor(() => expect(onSelected).toHaveBeenCalledWith('20HHAT'));
  });
});
