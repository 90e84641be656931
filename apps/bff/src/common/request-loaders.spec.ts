import { RequestLoaders } from './request-loaders';

describe('RequestLoaders', () => {
  it('hands out one loader per key for the whole request', () => {
    const loaders = new RequestLoaders();
    const batch = jest.fn(async (keys: readonly string[]) => keys.map(() => null));
    expect(loaders.get('product|20HHAT|de', batch)).toBe(loaders.get('product|20HHAT|de', batch));
    expect(loaders.get('product|30HHDE|de', batch)).not.toBe(loaders.get('product|20HHAT|de', batch));
  });

  it('batches the loads of one tick into one call, in input order', async () => {
    const loaders = new RequestLoaders();
    const batch = jest.fn(async (keys: readonly string[]) => keys.map((key) => key.toLowerCase()));
    const loader = loaders.get('letters', batch);
    expect(await Promise.all(['A', 'B', 'C'].map((key) => loader.load(key)))).toEqual(['a', 'b', 'c']);
    expect(batch).toHaveBeenCalledTimes(1);
  });
});
