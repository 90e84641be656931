import { buildSchema, execute, parse, type ExecutionResult, type GraphQLFieldResolver } from 'graphql';
import { ShopError } from '../common/shop-error';
import { OperationDeadline, withinDeadline } from '../common/operation-deadline';
import {
  attachDeadline,
  deadlineOfRequest,
  executionDeadlinePlugin,
  withRootFieldDeadline,
} from './execution-deadline';

const DEADLINE = { code: 'UNAVAILABLE', messageKey: 'error.deadline-exceeded' };
/** A promise settled only by the test. */
function pending<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}
const settled = async <T>(promise: Promise<T>) =>
  promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('OperationDeadline', () => {
  it('lets work that finishes in time through', async () => {
    const deadline = new OperationDeadline(100);
    deadline.start();
    await expect(deadline.race(Promise.resolve('answer'))).resolves.toBe('answer');
    expect(deadline.hasPassed).toBe(false);
  });

  it('ends waiting at the deadline with the coded error, though the work goes on', async () => {
    const deadline = new OperationDeadline(100);
    const work = pending<string>();
    deadline.start();
    const raced = settled(deadline.race(work.promise));
    jest.advanceTimersByTime(99);
    expect(deadline.hasPassed).toBe(false);
    jest.advanceTimersByTime(1);
    const outcome = await raced;
    expect(outcome).toEqual({ error: expect.any(ShopError) });
    expect((outcome as { error: ShopError }).error.extensions).toEqual(DEADLINE);
    expect(deadline.signal.aborted).toBe(true);
    expect(() => deadline.throwIfPassed()).toThrow('error.deadline-exceeded');
    work.resolve('late');
  });

  it('runs from start() to stop()', () => {
    const deadline = new OperationDeadline(100);
    jest.advanceTimersByTime(1000);
    expect(deadline.hasPassed).toBe(false);
    deadline.start();
    deadline.stop();
    jest.advanceTimersByTime(1000);
    expect(deadline.hasPassed).toBe(false);
  });
});

describe('deadlineOfRequest', () => {
  it('finds the deadline of a request`s operation by the request object', () => {
    const [request, other] = [{}, {}];
    const deadline = new OperationDeadline(100);
    attachDeadline(request, deadline);
    expect(deadlineOfRequest(request)).toBe(deadline);
    expect(deadlineOfRequest(other)).toBeUndefined();
  });
});

describe('withinDeadline', () => {
  it('does not call after the deadline', async () => {
    const deadline = new OperationDeadline(10);
    deadline.start();
    jest.advanceTimersByTime(10);
    const call = jest.fn(async () => 'answer');
    await expect(withinDeadline(deadline, call)).rejects.toThrow('error.deadline-exceeded');
    expect(call).not.toHaveBeenCalled();
    await expect(withinDeadline(undefined, call)).resolves.toBe('answer');
  });
});

describe('withRootFieldDeadline', () => {
  /** A schema whose root fields have these resolvers, wrapped as the server's. */
  function schemaWith(fields: Record<string, GraphQLFieldResolver<unknown, unknown>>) {
    const built = buildSchema(`
      type Query { slow: String  fast: String }
      type Mutation { first: String  second: String }
    `);
    for (const type of [built.getQueryType()!, built.getMutationType()!])
      for (const [name, field] of Object.entries(type.getFields()))
        if (fields[name]) field.resolve = fields[name];
    return withRootFieldDeadline(built);
  }

  it('answers a root field waiting past the deadline with the coded error, others normally', async () => {
    const slow = pending<string>();
    const deadline = new OperationDeadline(50);
    deadline.start();
    const result = execute({
      schema: schemaWith({ slow: () => slow.promise, fast: () => 'fast' }),
      document: parse('{ slow fast }'),
      contextValue: { deadline },
    }) as Promise<ExecutionResult>;
    jest.advanceTimersByTime(50);
    const answer = await result;
    expect(answer.data).toEqual({ slow: null, fast: 'fast' });
    expect(answer.errors!.map((error) => [error.path, error.extensions])).toEqual([[['slow'], DEADLINE]]);
    slow.resolve('late');
  });

  it('starts no root field after the deadline (mutations run one after the other)', async () => {
    const first = pending<string>();
    const second = jest.fn(() => 'second');
    const deadline = new OperationDeadline(50);
    deadline.start();
    const result = execute({
      schema: schemaWith({ first: () => first.promise, second }),
      document: parse('mutation { first second }'),
      contextValue: { deadline },
    }) as Promise<ExecutionResult>;
    jest.advanceTimersByTime(50);
    const answer = await result;
    expect(answer.errors!.map((error) => [error.path, error.extensions])).toEqual([
      [['first'], DEADLINE],
      [['second'], DEADLINE],
    ]);
    expect(second).not.toHaveBeenCalled();
    first.resolve('late');
  });

  it('changes nothing without a deadline in the context', async () => {
    const answer = await execute({
      schema: schemaWith({ slow: async () => 'slow', fast: () => 'fast' }),
      document: parse('{ slow fast }'),
      contextValue: {},
    });
    expect(answer).toEqual({ data: { slow: 'slow', fast: 'fast' } });
  });
});

describe('executionDeadlinePlugin', () => {
  type Listener = Record<string, (context: unknown) => Promise<unknown>>;
  async function runRequest(
    deadline: OperationDeadline,
    errors: { message: string; extensions?: object }[],
    ms: number,
  ) {
    const listener = (await executionDeadlinePlugin().requestDidStart!({} as never)) as unknown as Listener;
    const contextValue = { deadline };
    const execution = (await listener.executionDidStart({ contextValue })) as Listener;
    jest.advanceTimersByTime(ms);
    await execution.executionDidEnd(undefined);
    const response = {
      body: { kind: 'single', singleResult: { data: null, errors: errors.length ? errors : undefined } },
    };
    await listener.willSendResponse({ contextValue, response });
    return response.body.singleResult.errors;
  }

  it('starts the deadline with execution and stops it at its end', async () => {
    const deadline = new OperationDeadline(100);
    expect(await runRequest(deadline, [], 99)).toBeUndefined();
    jest.advanceTimersByTime(1000);
    expect(deadline.hasPassed).toBe(false);
  });

  it('says that the deadline passed when no field did (a failed load swallowed by a resolver)', async () => {
    expect(await runRequest(new OperationDeadline(100), [], 100)).toEqual([
      { message: 'error.deadline-exceeded', extensions: DEADLINE },
    ]);
    const reported = [{ message: 'error.deadline-exceeded', extensions: DEADLINE }];
    expect(await runRequest(new OperationDeadline(100), reported, 100)).toEqual(reported);
  });
});
