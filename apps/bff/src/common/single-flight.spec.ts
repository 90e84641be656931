import { SingleFlight } from './single-flight';

describe('SingleFlight', () => {
  it('shares one computation between concurrent calls of a key, and starts afresh after it settled', async () => {
    const flight = new SingleFlight<string, number>();
    let release!: (value: number) => void;
    const compute = jest.fn(() => new Promise<number>((resolve) => (release = resolve)));
    const first = flight.run('a', compute);
    const second = flight.run('a', compute);
    expect(compute).toHaveBeenCalledTimes(1);
    release(7);
    expect(await Promise.all([first, second])).toEqual([7, 7]);
    await flight.run('a', async () => 8).then((value) => expect(value).toBe(8));
  });

  it('keeps keys apart, and hands a failure to every waiter without keeping it', async () => {
    const flight = new SingleFlight<string, number>();
    const failing = flight.run('a', async () => {
      throw new Error('down');
    });
    const other = flight.run('b', async () => 2);
    await expect(failing).rejects.toThrow('down');
    expect(await other).toBe(2);
    expect(await flight.run('a', async () => 3)).toBe(3);
  });
});
