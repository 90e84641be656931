import { gql } from '@apollo/client';

/** The full session customer for the company data page (decision 0087); the bank account is ROLE_ADMIN's. */
export const COMPANY_DATA_QUERY = gql`
  query CompanyData($locale: String!) {
    shopConfig(locale: $locale) {
      locale
      customerGroups {
        code
        name
      }
      shippingAgents {
        code
        name
      }
    }
    me {
      customer {
        id
        customerNo
        name
        name2
        name3
        languageCode
        customerGroupCode
        shippingAgentCode
        email
        phoneNo
        currencyCode
        isChain
        isChainGroup
        isBilltoCustomer
        onlyItemsFromEssenceList
        essenceListSkus
        responsibilityCenterCode
        exclFromMinQtyCharge
        address {
          street
          address2
          postCode
          city
          countryCode
        }
        billTo {
          billtoNo
          name1
          name2
          name3
          address {
            street
            postCode
            city
            countryCode
          }
        }
        bankAccount {
          iban
          bic
        }
      }
    }
  }
`;

/** The approval reminder period and its version (decision 0088). */
export const CUSTOMER_CONFIGURATION_QUERY = gql`
  query CustomerConfiguration($locale: String!) {
    customerConfiguration(locale: $locale) {
      reminderMailInterval
      version
    }
  }
`;

export const SET_CUSTOMER_CONFIGURATION_MUTATION = gql`
  mutation SetCustomerConfiguration($input: SetCustomerConfigurationInput!) {
    setCustomerConfiguration(input: $input) {
      reminderMailInterval
      version
    }
  }
`;

/** The company's last changes with who made them. */
export const ACCOUNT_ACTIVITY_QUERY = gql`
  query AccountActivity($locale: String!) {
    accountActivity(locale: $locale) {
      id
      subjectKind
      subjectId
      action
      at
      subjectName
      changes {
        field
        before
        after
      }
      contact {
        id
        name
      }
      employee {
        id
        name
      }
    }
  }
`;

export const BUSINESS_UNIT_FIELDS = gql`
  fragment BusinessUnitFields on BusinessUnit {
    id
    name
    street
    postCode
    city
    countryCode
    contactMail
    version
    stockVersion
    associatesTotal
    associates {
      contactNumber
      employee
      name
      role
    }
  }
`;

/** The customer's locations with all their associates (decision 0089). */
export const BUSINESS_UNITS_QUERY = gql`
  query BusinessUnits($locale: String!, $search: String, $page: Int!) {
    businessUnits(locale: $locale, search: $search, page: $page, limit: 20, associatesLimit: 100) {
      total
      page
      limit
      items {
        ...BusinessUnitFields
      }
    }
  }
  ${BUSINESS_UNIT_FIELDS}
`;

export const CREATE_BUSINESS_UNIT_MUTATION = gql`
  mutation CreateBusinessUnit($input: CreateBusinessUnitInput!) {
    createBusinessUnit(input: $input) {
      ...BusinessUnitFields
    }
  }
  ${BUSINESS_UNIT_FIELDS}
`;

export const REMOVE_BUSINESS_UNIT_MUTATION = gql`
  mutation RemoveBusinessUnit($locale: String!, $id: ID!, $version: Int!) {
    removeBusinessUnit(locale: $locale, id: $id, version: $version)
  }
`;

/** A location's count sheet with the reorder suggestions (decision 0089). */
export const BUSINESS_UNIT_STOCK_FIELDS = gql`
  fragment BusinessUnitStockFields on BusinessUnitStock {
    businessUnitId
    version
    lines {
      sku
      productName
      quantity
      minimumQuantity
      needsReorder
      reorderQuantity
    }
  }
`;

export const BUSINESS_UNIT_STOCK_QUERY = gql`
  query BusinessUnitStock($locale: String!, $id: ID!) {
    businessUnitStock(locale: $locale, id: $id) {
      ...BusinessUnitStockFields
    }
  }
  ${BUSINESS_UNIT_STOCK_FIELDS}
`;

export const CHANGE_BUSINESS_UNIT_MUTATION = gql`
  mutation ChangeBusinessUnit($input: ChangeBusinessUnitInput!) {
    changeBusinessUnit(input: $input) {
      ...BusinessUnitFields
    }
  }
  ${BUSINESS_UNIT_FIELDS}
`;

export const ASSIGN_ASSOCIATE_MUTATION = gql`
  mutation AssignBusinessUnitAssociate($locale: String!, $id: ID!, $version: Int!, $contactNumber: String!) {
    assignBusinessUnitAssociate(locale: $locale, id: $id, version: $version, contactNumber: $contactNumber) {
      ...BusinessUnitFields
    }
  }
  ${BUSINESS_UNIT_FIELDS}
`;

export const UNASSIGN_ASSOCIATE_MUTATION = gql`
  mutation UnassignBusinessUnitAssociate(
    $locale: String!
    $id: ID!
    $version: Int!
    $contactNumber: String!
  ) {
    unassignBusinessUnitAssociate(
      locale: $locale
      id: $id
      version: $version
      contactNumber: $contactNumber
    ) {
      ...BusinessUnitFields
    }
  }
  ${BUSINESS_UNIT_FIELDS}
`;

export const WRITE_BUSINESS_UNIT_STOCK_MUTATION = gql`
  mutation WriteBusinessUnitStock($input: WriteBusinessUnitStockInput!) {
    writeBusinessUnitStock(input: $input) {
      ...BusinessUnitStockFields
    }
  }
  ${BUSINESS_UNIT_STOCK_FIELDS}
`;

/** The customer's contacts an administrator may assign to a location. */
export const LOCATION_CONTACTS_QUERY = gql`
  query LocationContacts {
    me {
      customer {
        id
        contacts {
          id
          contactNo
          firstName
          lastName
        }
      }
    }
  }
`;
