import { Histogram, Registry } from 'prom-client';
import { HotPathHistogram } from './hot-path-histogram';

const BOUNDS = [0.001, 0.01, 0.1, 1];

/** The scrape's sample lines as `name{sorted labels} value`: the text's meaning, whatever the label order. */
function samples(text: string): string[] {
  return text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const match = /^(\w+)(?:\{(.*)\})? (.+)$/.exec(line)!;
      const labels = (match[2] ?? '').split(',').filter(Boolean).sort().join(',');
      return `${match[1]}{${labels}} ${match[3]}`;
    })
    .sort();
}

describe('HotPathHistogram', () => {
  it("scrapes as prom-client's Histogram does for the same observations", async () => {
    const reference = new Registry();
    const theirs = new Histogram({
      name: 'shop_test_seconds',
      help: 'Test.',
      labelNames: ['route', 'status'],
      buckets: BOUNDS,
      registers: [reference],
    });
    const own = new Registry();
    const ours = new HotPathHistogram<'route' | 'status'>('shop_test_seconds', 'Test.', BOUNDS, own);
    const graphql = ours.series({ route: 'graphql', status: '2xx' });
    const page = ours.series({ route: 'page', status: '5xx' });
    for (const value of [0.0005, 0.001, 0.002, 0.05, 0.5, 3]) {
      theirs.observe({ route: 'graphql', status: '2xx' }, value);
      ours.observe(graphql, value);
    }
    theirs.observe({ route: 'page', status: '5xx' }, 0.2);
    ours.observe(page, 0.2);

    const text = await own.metrics();
    expect(text).toContain('# TYPE shop_test_seconds histogram');
    expect(samples(text)).toEqual(samples(await reference.metrics()));
    expect(text).toContain('shop_test_seconds_count{route="graphql",status="2xx"} 6');
  });

  it('starts each series again from zero on reset', async () => {
    const registry = new Registry();
    const histogram = new HotPathHistogram<'route'>('shop_test_seconds', 'Test.', BOUNDS, registry);
    const series = histogram.series({ route: 'api' });
    histogram.observe(series, 0.3);
    histogram.reset();
    expect(await registry.metrics()).toContain('shop_test_seconds_count{route="api"} 0');
  });
});
