import { Queue } from 'bullmq';
import Redis from 'ioredis';
import {
  renderBusinessDocument,
  renderPlan,
  renderPurchaseReport,
  type BusinessDocument,
  type PlanDocument,
  type PurchaseReport,
} from '@shop/documents';
import { pdfText } from '@shop/documents/testing';
import { DocumentStore } from '@shop/redis';
import {
  DOCUMENT_LIMITS,
  documentReadyEvent,
  QUEUES,
  shopEventsChannel,
  type DocumentJob,
  type DocumentReadyEvent,
} from '@shop/jobs';
import { openSse, type SseClient } from './support/sse-client';
import { startTestBff, type Json, type ShopSession, type TestBff } from './support/test-bff';

jest.setTimeout(120_000);

const DAY_MS = 24 * 60 * 60 * 1000;

const JOB = 'id kind status errorKey file { id fileName mimeType content }';
const PRINT_ORDER = `query($locale: String!, $orderNo: String!, $mandantCode: String!) {
  printOrder(locale: $locale, orderNo: $orderNo, mandantCode: $mandantCode) { ${JOB} } }`;
const PRINT_INVOICE = `query($locale: String!, $invoiceNumber: String!) {
  printOrderInvoice(locale: $locale, invoiceNumber: $invoiceNumber) { ${JOB} } }`;
const PRINT_MEMO = `query($locale: String!, $memoNumber: String!) {
  printOrderCreditMemo(locale: $locale, memoNumber: $memoNumber) { ${JOB} } }`;
const REPORT = `query($locale: String!, $startDate: String!, $endDate: String!, $mandantCode: String!) {
  purchaseReport(locale: $locale, startDate: $startDate, endDate: $endDate, mandantCode: $mandantCode) { ${JOB} } }`;
const PLAN_PDF = `mutation($input: GeneratePlanPdfInput!) {
  generatePlanPdfEncodedFileContent(input: $input) { clientMutationId encodedFileContent { id } document { ${JOB} } } }`;
const DOCUMENT_JOB = `query($locale: String!, $id: ID!) { documentJob(locale: $locale, id: $id) { ${JOB} } }`;

describe('printed documents: the BFF asks the worker, scoped to the customer (issue 14, decision 0057)', () => {
  let bff: TestBff;
  let connection: Redis;
  let queue: Queue<DocumentJob>;
  let store: DocumentStore;
  let purchaser: ShopSession;
  let otherCustomer: ShopSession;
  let otherTenant: ShopSession;
  let seeded: { order_number: string; invoice: string; memo: string };
  const errorOf = (answer: Json) => [
    answer.errors?.[0]?.extensions?.code,
    answer.errors?.[0]?.extensions?.messageKey,
  ];
  const printOrder = (session: ShopSession, orderNo: string, mandantCode = '20HHAT', locale = 'de-at') =>
    session.graphql(PRINT_ORDER, { locale, orderNo, mandantCode });

  /** What the worker does with a job (apps/worker documents.processor), with the real renderer. */
  async function renderAsTheWorker(documentId: string): Promise<void> {
    await finishAsTheWorker(documentId, 'READY');
  }

  /** The worker's last steps (documents.processor): the file rendered and kept READY, or FAILED, announced. */
  async function finishAsTheWorker(
    documentId: string,
    status: 'READY' | 'FAILED',
  ): Promise<DocumentReadyEvent> {
    const job = (await queue.getJob(documentId))!;
    const announce = { channel: shopEventsChannel(bff.testRedis.url), now: new Date() };
    if (status === 'READY') {
      const createdAt = new Date(job.timestamp);
      const file =
        job.data.kind === 'PLAN'
          ? await renderPlan(job.data.input as PlanDocument, job.data.format!, { createdAt })
          : job.data.kind === 'PURCHASE_REPORT'
            ? await renderPurchaseReport(job.data.input as PurchaseReport, { createdAt })
            : await renderBusinessDocument(job.data.input as BusinessDocument, { createdAt });
      await store.ready(job.data, file, announce);
    } else {
      await store.failed(job.data, 'error.document-failed', announce);
    }
    await job.remove();
    return documentReadyEvent(job.data, status, announce.now);
  }

  beforeAll(async () => {
    bff = await startTestBff({ scale: 0.05 });
    connection = new Redis(bff.testRedis.url, { maxRetriesPerRequest: null });
    queue = new Queue<DocumentJob>(QUEUES.documents, { connection });
    store = new DocumentStore(connection);
    purchaser = await bff.signIn('purchaser@20hhat.example');
    otherCustomer = await bff.signIn('admin2@20hhat.example');
    otherTenant = await bff.signIn('purchaser@30hhde.example', 'de-de');
    [seeded] = await bff.database.db.query(
      `select o.order_number, i.document_number as invoice, m.document_number as memo
         from shop_order o join customer c on c.id = o.customer_id
         join billing_document i on i.order_id = o.id and i.kind = 'INVOICE'
         join billing_document m on m.order_id = o.id and m.kind = 'CREDIT_MEMO'
        where c.mandant_code = '20HHAT' and c.customer_no = '100001' order by o.order_number limit 1`,
    );
  });
  afterAll(async () => {
    await queue?.close();
    await connection?.quit();
    await bff?.close();
  });

  it('enqueues an order once however often it is asked for, and answers the file from the cache once rendered', async () => {
    const first = await printOrder(purchaser, seeded.order_number);
    expect(first.errors).toBeUndefined();
    const job = first.data.printOrder;
    expect(job).toMatchObject({ kind: 'ORDER', status: 'QUEUED', file: null });
    const again = await Promise.all([1, 2, 3].map(() => printOrder(purchaser, seeded.order_number)));
    expect(again.map((a) => a.data.printOrder.id)).toEqual([job.id, job.id, job.id]);
    expect(await queue.getJobCounts('waiting')).toEqual({ waiting: 1 });
    const data = (await queue.getJob(job.id))!.data;
    expect(data).toMatchObject({ mandantCode: '20HHAT', customerNo: '100001', kind: 'ORDER' });
    expect((data.input as BusinessDocument).letterhead.vatId).toBe('ATU12345678');
    expect((data.input as BusinessDocument).lines.length).toBeGreaterThan(1);

    await renderAsTheWorker(job.id);
    const ready = (await printOrder(purchaser, seeded.order_number)).data.printOrder;
    expect(ready).toMatchObject({
      id: job.id,
      status: 'READY',
      file: { id: job.id, mimeType: 'application/pdf' },
    });
    expect(pdfText(Buffer.from(ready.file.content, 'base64'))).toContain(seeded.order_number);
    expect(await queue.getJobCounts('waiting')).toEqual({ waiting: 0 });
    const state = await purchaser.graphql(DOCUMENT_JOB, { locale: 'de-at', id: job.id });
    expect(state.data.documentJob.status).toBe('READY');
  });

  it('prints invoices and credit memos of the customer, a report of real days, and refuses bad input', async () => {
    const invoice = await purchaser.graphql(PRINT_INVOICE, {
      locale: 'de-at',
      invoiceNumber: seeded.invoice,
    });
    expect(invoice.data.printOrderInvoice).toMatchObject({ kind: 'INVOICE', status: 'QUEUED' });
    const memo = await purchaser.graphql(PRINT_MEMO, { locale: 'de-at', memoNumber: seeded.memo });
    expect(memo.data.printOrderCreditMemo).toMatchObject({ kind: 'CREDIT_MEMO', status: 'QUEUED' });
    const memoInput = (await queue.getJob(memo.data.printOrderCreditMemo.id))!.data.input as BusinessDocument;
    expect(memoInput).toMatchObject({
      kind: 'CREDIT_MEMO',
      number: seeded.memo,
      orderNumber: seeded.order_number,
    });
    // A credit memo number is no invoice number.
    const crossed = await purchaser.graphql(PRINT_INVOICE, { locale: 'de-at', invoiceNumber: seeded.memo });
    expect(errorOf(crossed)).toEqual(['NOT_FOUND', 'error.document-not-found']);

    // A report takes at most a year (decision 0067): the last one of the seeded 18 months of orders.
    const endDate = new Date().toISOString().slice(0, 10);
    const startDate = new Date(Date.now() - 364 * DAY_MS).toISOString().slice(0, 10);
    const report = await purchaser.graphql(REPORT, {
      locale: 'de-at',
      startDate,
      endDate,
      mandantCode: '20HHAT',
    });
    expect(report.data.purchaseReport).toMatchObject({ kind: 'PURCHASE_REPORT', status: 'QUEUED' });
    const reportInput = (await queue.getJob(report.data.purchaseReport.id))!.data.input as Json;
    const [{ count }] = await bff.database.db.query<{ count: number }>(
      `select count(*)::int as count from shop_order o join customer c on c.id = o.customer_id
        where c.mandant_code = '20HHAT' and c.customer_no = '100001'
          and o.ordered_at >= $1::date and o.ordered_at < $2::date + 1`,
      [startDate, endDate],
    );
    expect(count).toBeGreaterThanOrEqual(6);
    expect(reportInput.orders.length).toBe(count);
    for (const [startDate, endDate, key] of [
      ['2026-02-30', '2026-03-01', 'error.invalid-date'],
      ['2026-03-01', '2026-02-01', 'error.invalid-date-range'],
    ])
      expect(
        errorOf(
          await purchaser.graphql(REPORT, { locale: 'de-at', startDate, endDate, mandantCode: '20HHAT' }),
        ),
      ).toEqual(['BAD_USER_INPUT', key]);
  });

  it('never prints or shows another customer’s or tenant’s documents', async () => {
    const waiting = await queue.getJobCounts('waiting');
    expect(errorOf(await printOrder(otherCustomer, seeded.order_number))).toEqual([
      'NOT_FOUND',
      'error.order-not-found',
    ]);
    expect(errorOf(await printOrder(otherTenant, seeded.order_number, '30HHDE', 'de-de'))).toEqual([
      'NOT_FOUND',
      'error.order-not-found',
    ]);
    // Naming the other tenant does not reach it.
    expect(errorOf(await printOrder(otherTenant, seeded.order_number, '20HHAT', 'de-de'))).toEqual([
      'FORBIDDEN',
      'error.forbidden',
    ]);
    expect(
      errorOf(await otherCustomer.graphql(PRINT_INVOICE, { locale: 'de-at', invoiceNumber: seeded.invoice })),
    ).toEqual(['NOT_FOUND', 'error.document-not-found']);
    const mine = (await printOrder(purchaser, seeded.order_number)).data.printOrder.id;
    for (const [session, locale] of [
      [otherCustomer, 'de-at'],
      [otherTenant, 'de-de'],
    ] as const)
      expect(errorOf(await session.graphql(DOCUMENT_JOB, { locale, id: mine }))).toEqual([
        'NOT_FOUND',
        'error.document-not-found',
      ]);
    expect(await queue.getJobCounts('waiting')).toEqual(waiting);
  });

  it('prints nothing with amounts for a role that sees no prices', async () => {
    const shopper = await bff.signIn('shopper@20hhat.example');
    const waiting = await queue.getJobCounts('waiting');
    expect(errorOf(await printOrder(shopper, seeded.order_number))).toEqual([
      'FORBIDDEN',
      'error.documents-need-prices',
    ]);
    expect(await queue.getJobCounts('waiting')).toEqual(waiting);
  });

  it('prints a display plan in each print format, in the plan’s language, and no other customer’s plan', async () => {
    const [plan] = await bff.database.db.query<{ id: string; name: string; language: string }>(
      `select p.id, p.name, p.language from plan p join customer c on c.id = p.customer_id
        where c.mandant_code = '20HHAT' and c.customer_no = '100001' order by p.id limit 1`,
    );
    const print = (session: ShopSession, printFormat: string, planId = plan.id) =>
      session.graphql(PLAN_PDF, { input: { locale: 'de-at', planId, printFormat, clientMutationId: 'm-1' } });
    const ids = new Set<string>();
    for (const format of ['A3_LANDSCAPE', 'A3_PORTRAIT', 'A4_LANDSCAPE', 'A4_PORTRAIT', 'CONTROL']) {
      const answer = await print(purchaser, format);
      expect(answer.errors).toBeUndefined();
      const payload = answer.data.generatePlanPdfEncodedFileContent;
      expect(payload).toMatchObject({ clientMutationId: 'm-1', encodedFileContent: null });
      expect(payload.document).toMatchObject({ kind: 'PLAN', status: 'QUEUED' });
      const job = (await queue.getJob(payload.document.id))!.data;
      expect(job).toMatchObject({ kind: 'PLAN', format, customerNo: '100001' });
      expect(job.input).toMatchObject({ planName: plan.name, language: plan.language });
      ids.add(payload.document.id);
    }
    expect(ids.size).toBe(5);
    expect(errorOf(await print(otherCustomer, 'A4_PORTRAIT'))).toEqual(['NOT_FOUND', 'error.plan-not-found']);
    expect(errorOf(await print(purchaser, 'A5'))[0]).toBe('BAD_USER_INPUT');
  });

  describe('a role that sees no prices (decision 0068)', () => {
    const streams: SseClient<Json>[] = [];
    afterAll(() => streams.forEach((stream) => stream.close()));
    async function streamOf(session: ShopSession, locale = 'de-at') {
      const stream = await openSse<Json>(bff.baseUrl, locale, { cookie: session.cookieHeader() });
      streams.push(stream);
      // The first event is the tenant's maintenance state: from then on the stream hears the tenant.
      await stream.waitFor((e) => e.event === 'maintenance');
      return stream;
    }
    const documentEvents = (stream: SseClient<Json>) =>
      stream.events.filter((e) => e.event === 'document-ready').map((e) => e.data.documentId as string);
    const planOf = async (customerNo: string) =>
      (
        await bff.database.db.query<{ id: string }>(
          `select p.id from plan p join customer c on c.id = p.customer_id
            where c.mandant_code = '20HHAT' and c.customer_no = $1 order by p.id limit 1`,
          [customerNo],
        )
      )[0].id;
    const printPlan = async (session: ShopSession, planId: string, printFormat = 'A4_PORTRAIT') => {
      const answer = await session.graphql(PLAN_PDF, { input: { locale: 'de-at', planId, printFormat } });
      expect(answer.errors).toBeUndefined();
      return answer.data.generatePlanPdfEncodedFileContent.document.id as string;
    };

    it("refuses the basket shopper a purchaser's priced document by its id, and lets it read a plan", async () => {
      const shopper = await bff.signIn('shopper@20hhat.example');
      const invoice = await purchaser.graphql(PRINT_INVOICE, {
        locale: 'de-at',
        invoiceNumber: seeded.invoice,
      });
      const invoiceId = invoice.data.printOrderInvoice.id as string;
      expect(errorOf(await shopper.graphql(DOCUMENT_JOB, { locale: 'de-at', id: invoiceId }))).toEqual([
        'FORBIDDEN',
        'error.documents-need-prices',
      ]);
      await finishAsTheWorker(invoiceId, 'READY');
      // Nor does it get the file by asking for the invoice itself (decision 0057).
      expect(
        errorOf(await shopper.graphql(PRINT_INVOICE, { locale: 'de-at', invoiceNumber: seeded.invoice })),
      ).toEqual(['FORBIDDEN', 'error.documents-need-prices']);
      const refused = await shopper.graphql(DOCUMENT_JOB, { locale: 'de-at', id: invoiceId });
      expect(errorOf(refused)).toEqual(['FORBIDDEN', 'error.documents-need-prices']);
      expect(refused.data?.documentJob ?? null).toBeNull();
      // The purchaser reads it; a plan (no amounts) is the shopper's to read too.
      expect(
        (await purchaser.graphql(DOCUMENT_JOB, { locale: 'de-at', id: invoiceId })).data.documentJob,
      ).toMatchObject({
        status: 'READY',
      });
      const planId = await printPlan(purchaser, await planOf('100001'), 'A3_PORTRAIT');
      await finishAsTheWorker(planId, 'READY');
      expect(
        (await shopper.graphql(DOCUMENT_JOB, { locale: 'de-at', id: planId })).data.documentJob,
      ).toMatchObject({
        kind: 'PLAN',
        status: 'READY',
      });
    });

    it("sends a priced document's events only to the customer's streams that see prices", async () => {
      const shopper = await bff.signIn('shopper@20hhat.example');
      const [purchaserStream, shopperStream, otherCustomerStream, otherTenantStream] = await Promise.all([
        streamOf(purchaser),
        streamOf(shopper),
        streamOf(otherCustomer),
        streamOf(otherTenant, 'de-de'),
      ]);
      const report = await purchaser.graphql(REPORT, {
        locale: 'de-at',
        startDate: '2026-01-01',
        endDate: '2026-01-31',
        mandantCode: '20HHAT',
      });
      const memo = await purchaser.graphql(PRINT_MEMO, { locale: 'de-at', memoNumber: seeded.memo });
      const priced = [report.data.purchaseReport.id as string, memo.data.printOrderCreditMemo.id as string];
      await finishAsTheWorker(priced[0], 'READY');
      await finishAsTheWorker(priced[1], 'FAILED');
      // Then a plan of each customer (no amounts): every contact of its customer hears it. Events of one
      // channel arrive in order, so a stream that heard its plan had been offered the priced ones before.
      const plan = await printPlan(shopper, await planOf('100001'));
      await finishAsTheWorker(plan, 'READY');
      const otherPlan = await printPlan(otherCustomer, await planOf('100002'));
      await finishAsTheWorker(otherPlan, 'READY');
      const otherTenantPlan = documentReadyEvent(
        {
          mandantCode: '30HHDE',
          customerNo: '100001',
          documentId: 'doc-other-tenant-plan-000000000000',
          kind: 'PLAN',
        } as DocumentJob,
        'READY',
        new Date(),
      );
      await connection.publish(shopEventsChannel(bff.testRedis.url), JSON.stringify(otherTenantPlan));

      for (const stream of [purchaserStream, shopperStream])
        await stream.waitFor((e) => e.event === 'document-ready' && e.data.documentId === plan);
      await otherCustomerStream.waitFor(
        (e) => e.event === 'document-ready' && e.data.documentId === otherPlan,
      );
      await otherTenantStream.waitFor(
        (e) => e.event === 'document-ready' && e.data.documentId === otherTenantPlan.documentId,
      );
      expect(documentEvents(purchaserStream)).toEqual([...priced, plan]);
      expect(documentEvents(shopperStream)).toEqual([plan]);
      expect(documentEvents(otherCustomerStream)).toEqual([otherPlan]);
      expect(documentEvents(otherTenantStream)).toEqual([otherTenantPlan.documentId]);
    });
  });
  describe('limits of the document worker (decision 0067)', () => {
    const report = (session: ShopSession, startDate: string, endDate: string) =>
      session.graphql(REPORT, { locale: 'de-at', startDate, endDate, mandantCode: '20HHAT' });
    const day = (n: number) => new Date(Date.UTC(2026, 0, n)).toISOString().slice(0, 10);

    it('refuses a customer more documents waiting for the worker than the cap, changing nothing', async () => {
      // The worker catches up first: nothing of this customer is waiting.
      for (const job of await queue.getJobs(['waiting'])) await finishAsTheWorker(job.id!, 'FAILED');
      const ids: string[] = [];
      for (let n = 1; n <= DOCUMENT_LIMITS.pendingPerCustomer; n++) {
        const answer = await report(purchaser, day(n), day(n));
        expect(answer.data.purchaseReport).toMatchObject({ status: 'QUEUED' });
        ids.push(answer.data.purchaseReport.id);
      }
      const waiting = await queue.getJobCounts('waiting');
      const refused = await report(purchaser, day(40), day(40));
      expect(errorOf(refused)).toEqual(['RATE_LIMITED', 'error.documents-pending-limit']);
      expect(refused.errors![0].extensions.details).toEqual({ limit: DOCUMENT_LIMITS.pendingPerCustomer });
      expect(await queue.getJobCounts('waiting')).toEqual(waiting);
      // The same document asked again takes no place of its own; another customer is not held back.
      expect((await report(purchaser, day(1), day(1))).data.purchaseReport.id).toBe(ids[0]);
      const [plan] = await bff.database.db.query<{ id: string }>(
        `select p.id from plan p join customer c on c.id = p.customer_id
          where c.mandant_code = '20HHAT' and c.customer_no = '100002' order by p.id limit 1`,
      );
      const other = await otherCustomer.graphql(PLAN_PDF, {
        input: { locale: 'de-at', planId: plan.id, printFormat: 'CONTROL' },
      });
      expect(other.errors).toBeUndefined();
      // Once the worker finished one of them, the next document is taken.
      await finishAsTheWorker(ids[0], 'READY');
      expect((await report(purchaser, day(40), day(40))).data.purchaseReport).toMatchObject({
        status: 'QUEUED',
      });
      for (const job of await queue.getJobs(['waiting'])) await finishAsTheWorker(job.id!, 'FAILED');
    });

    it('takes a purchase report of at most a year, and refuses a longer one with its own message', async () => {
      const waiting = await queue.getJobCounts('waiting');
      for (const [startDate, endDate] of [
        ['2025-01-01', '2026-01-01'],
        ['2020-01-01', '2030-12-31'],
      ])
        expect(errorOf(await report(purchaser, startDate, endDate))).toEqual([
          'BAD_USER_INPUT',
          'error.report-range-too-long',
        ]);
      expect(await queue.getJobCounts('waiting')).toEqual(waiting);
      // A leap year's 366 days are one year.
      expect((await report(purchaser, '2024-01-01', '2024-12-31')).data.purchaseReport).toMatchObject({
        kind: 'PURCHASE_REPORT',
      });
    });
  });
});
