import { startTestBff, type Json, type ShopSession, type TestBff } from './support/test-bff';

jest.setTimeout(120_000);

const SALES = `query { me { customer { id salesContacts {
  salesperson { employeeNo salutation name email phone }
  serviceContact { employeeNo salutation name email phone }
  shipmentContact { employeeNo salutation name email phone } } } } }`;

const SERVICES = `query($locale: String!, $fromDate: String!, $untilDate: String!) {
  serviceReportCategories(locale: $locale, fromDate: $fromDate, untilDate: $untilDate) {
    type categoryServiceCount categoryServiceValue { centAmount currency }
    services { code name serviceCount serviceValue { centAmount currency }
      entries { date attachmentNumber time value { centAmount currency } } } } }`;

const PLANS = `query($locale: String!, $page: Int, $limit: Int, $orderField: String, $orderDirection: String) {
  customerPlans(locale: $locale, page: $page, limit: $limit, orderField: $orderField, orderDirection: $orderDirection) {
    collection { id name date type { id name columns rootCategory } language { id languageIdentifier name } }
    paginationInfo { totalCount lastPage itemsPerPage } } }`;

const codeOf = (answer: Json) => [
  answer.errors?.[0]?.extensions?.code,
  answer.errors?.[0]?.extensions?.messageKey,
];

describe('account reports: sales page, service list and display plans of the session customer', () => {
  let bff: TestBff;
  let admin: ShopSession;
  let purchaser: ShopSession;
  let admin2: ShopSession;
  const RANGE = { locale: 'de-at', fromDate: '2019-01-01', untilDate: '2019-12-31' };

  beforeAll(async () => {
    bff = await startTestBff({ scale: 0.05 });
    // Known entries in a year the seed (the last two years) does not reach.
    await bff.database.db.query(
      `insert into service_entry (id, mandant_code, customer_id, service_code, performed_on, attachment_number,
         minutes, value_cents, currency)
       select x.id, c.mandant_code, c.id, x.code, x.day::date, x.id, x.minutes, x.cents, 'EUR'
         from (values ('SB-1', '100001', 'WA-100', '2019-02-01', 30, 3900),
                      ('SB-2', '100001', 'WA-100', '2019-05-01', 60, 7800),
                      ('SB-3', '100001', 'SC-400', '2019-09-01', 120, 24000),
                      ('SB-4', '100002', 'HY-200', '2019-09-01', 120, 18000))
           as x(id, customer_no, code, day, minutes, cents)
         join customer c on c.mandant_code = '20HHAT' and c.customer_no = x.customer_no`,
    );
    [admin, purchaser, admin2] = await Promise.all([
      bff.signIn('admin@20hhat.example'),
      bff.signIn('purchaser@20hhat.example'),
      bff.signIn('admin2@20hhat.example'),
    ]);
  });
  afterAll(() => bff?.close());

  describe('sales page', () => {
    it("shows the session customer's salesperson, service and shipment contact", async () => {
      const answer = await purchaser.graphql(SALES);
      expect(answer.errors).toBeUndefined();
      const contacts = answer.data.me.customer.salesContacts;
      const [staff] = await bff.database.db.query<Json>(
        `select e.employee_no, e.salutation, e.first_name || ' ' || e.last_name as name, e.email, e.phone
           from employee e join customer c on c.service_contact_id = e.id
          where c.mandant_code = '20HHAT' and c.customer_no = '100001'`,
      );
      expect(contacts.serviceContact).toEqual({
        employeeNo: staff.employee_no,
        salutation: staff.salutation,
        name: staff.name,
        email: staff.email,
        phone: staff.phone,
      });
      expect(contacts.salesperson).toMatchObject({ employeeNo: 'MA0001', email: 'employee@20hhat.example' });
      expect(contacts.shipmentContact.employeeNo).toBe('MA0006');
      // Another customer of the tenant has its own.
      const other = (await admin2.graphql(SALES)).data.me.customer.salesContacts;
      expect(other.salesperson.employeeNo).toBe('MA0002');
    });

    it('is only there for the session’s own customer, and not for guests', async () => {
      const employee = await bff.signIn('employee@20hhat.example');
      const SEARCH = `query { employeeCustomers(query: "1000", page: 1, limit: 2) { items { id salesContacts { salesperson { name } } } } }`;
      const answer = await employee.graphql(SEARCH);
      expect(codeOf(answer)).toEqual(['FORBIDDEN', 'error.forbidden']);
      expect((await bff.guest().graphql(SALES)).data.me).toBeNull();
    });
  });

  describe('service list', () => {
    it('groups the range’s services by category with counts, values and entries', async () => {
      const answer = await admin.graphql(SERVICES, RANGE);
      expect(answer.errors).toBeUndefined();
      const categories = answer.data.serviceReportCategories;
      expect(
        categories.map((c: Json) => [c.type, c.categoryServiceCount, c.categoryServiceValue.centAmount]),
      ).toEqual([
        ['MAINTENANCE', 2, 11700],
        ['TRAINING', 1, 24000],
      ]);
      expect(categories[0].services[0]).toEqual({
        code: 'WA-100',
        name: 'Wartung Seifen- und Desinfektionsspender',
        serviceCount: 2,
        serviceValue: { centAmount: 11700, currency: 'EUR' },
        entries: [
          {
            date: '2019-02-01',
            attachmentNumber: 'SB-1',
            time: 30,
            value: { centAmount: 3900, currency: 'EUR' },
          },
          {
            date: '2019-05-01',
            attachmentNumber: 'SB-2',
            time: 60,
            value: { centAmount: 7800, currency: 'EUR' },
          },
        ],
      });
    });

    it('answers the seeded services of the last year', async () => {
      const today = new Date().toISOString().slice(0, 10);
      const yearAgo = `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`;
      const answer = await admin.graphql(SERVICES, { locale: 'de-at', fromDate: yearAgo, untilDate: today });
      expect(answer.data.serviceReportCategories.length).toBeGreaterThan(0);
    });

    it("never shows another customer's or tenant's services, and is for admins only", async () => {
      const other = (await admin2.graphql(SERVICES, RANGE)).data.serviceReportCategories;
      expect(other.map((c: Json) => c.services[0].entries[0].attachmentNumber)).toEqual(['SB-4']);
      expect(codeOf(await admin.graphql(SERVICES, { ...RANGE, locale: 'de-de' }))[0]).toBe('FORBIDDEN');
      expect(codeOf(await purchaser.graphql(SERVICES, RANGE))).toEqual(['FORBIDDEN', 'error.forbidden']);
      expect(codeOf(await bff.guest().graphql(SERVICES, RANGE))).toEqual([
        'UNAUTHENTICATED',
        'error.unauthenticated',
      ]);
    });

    it('refuses days that are not real, in the wrong order, or two years apart or more', async () => {
      const ask = (fromDate: string, untilDate: string) =>
        admin.graphql(SERVICES, { locale: 'de-at', fromDate, untilDate });
      expect(codeOf(await ask('2019-02-30', '2019-03-01'))).toEqual(['BAD_USER_INPUT', 'error.invalid-date']);
      expect(codeOf(await ask('2019-03-02', '2019-03-01'))).toEqual([
        'BAD_USER_INPUT',
        'error.invalid-date-range',
      ]);
      expect(codeOf(await ask('2018-01-01', '2020-01-01'))).toEqual([
        'BAD_USER_INPUT',
        'error.date-range-too-long',
      ]);
      expect(codeOf(await ask('2018-01-01', '2019-12-31'))).toEqual([undefined, undefined]);
    });
  });

  describe('display plans', () => {
    it("pages the customer's plans by date and name, with the pagination info", async () => {
      const first = await purchaser.graphql(PLANS, { locale: 'de-at', limit: 5 });
      expect(first.errors).toBeUndefined();
      const page = first.data.customerPlans;
      expect(page.paginationInfo).toEqual({ totalCount: 12, lastPage: 3, itemsPerPage: 5 });
      const dates = page.collection.map((plan: Json) => plan.date);
      expect([...dates].sort().reverse()).toEqual(dates);
      const plan = page.collection[0];
      expect(plan.type.columns).toContain('PRODUCT');
      expect(plan.type.name).toBeTruthy();
      expect(plan.language).toEqual(
        expect.objectContaining({ languageIdentifier: expect.stringMatching(/^[A-Z]{3}$/) }),
      );
      const byName = await purchaser.graphql(PLANS, {
        locale: 'de-at',
        orderField: 'NAME',
        orderDirection: 'ASC',
        limit: 100,
      });
      expect(byName.data.customerPlans.collection).toHaveLength(12);
      const third = await purchaser.graphql(PLANS, { locale: 'de-at', page: 3, limit: 5 });
      expect(third.data.customerPlans.collection).toHaveLength(2);
    });

    it("never shows another customer's or tenant's plans, and refuses unknown orders and pages", async () => {
      const mine = (await purchaser.graphql(PLANS, { locale: 'de-at', limit: 100 })).data.customerPlans
        .collection;
      const theirs = (await admin2.graphql(PLANS, { locale: 'de-at', limit: 100 })).data.customerPlans
        .collection;
      const ids = new Set(mine.map((plan: Json) => plan.id));
      expect(theirs.length).toBeGreaterThan(0);
      expect(theirs.some((plan: Json) => ids.has(plan.id))).toBe(false);
      // The purchaser in the German shop: no customer there.
      expect(codeOf(await purchaser.graphql(PLANS, { locale: 'de-de' }))).toEqual([
        'FORBIDDEN',
        expect.any(String),
      ]);
      expect(codeOf(await purchaser.graphql(PLANS, { locale: 'de-at', orderField: 'SIZE' }))).toEqual([
        'BAD_USER_INPUT',
        'error.invalid-sort',
      ]);
      expect(codeOf(await purchaser.graphql(PLANS, { locale: 'de-at', limit: 101 }))).toEqual([
        'BAD_USER_INPUT',
        'error.invalid-page',
      ]);
      expect(codeOf(await bff.guest().graphql(PLANS, { locale: 'de-at' }))[0]).toBe('UNAUTHENTICATED');
    });
  });
});
