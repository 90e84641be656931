import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The first-load budget of `npm test` (scripts/lib/first-load.mjs, decision 0110), on a small build of
// its own: which files a route's first visit loads (a page of its own too, decision 0125), its sizes,
// the route table it reads, and that a missing build fails instead of passing.
describe('first-load budget', () => {
  const load = () => import('../lib/first-load.mjs');
  let root: string;

  const manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js', '_shell.js'] },
    '_react.js': { file: 'assets/react.js' },
    '_shell.js': { file: 'assets/shell.js', imports: ['_react.js'], css: ['assets/shell.css'] },
    '_cards.js': { file: 'assets/cards.js', imports: ['_shell.js'] },
    '_excel.js': { file: 'assets/excel.js' },
    'src/pages/home/home-page.tsx': {
      file: 'assets/home-page.js',
      isDynamicEntry: true,
      imports: ['_cards.js', '_react.js'],
      dynamicImports: ['_excel.js'],
    },
    'src/pages/cart/cart-page.tsx': {
      file: 'assets/cart-page.js',
      isDynamicEntry: true,
      imports: ['_react.js'],
    },
    'src/pages/content/content-page.tsx': { file: 'assets/content-page.js', isDynamicEntry: true },
    '../../virtual:texts/de-shell': { file: 'assets/de-shell.js', isDynamicEntry: true },
    '../../virtual:texts/de-rest': { file: 'assets/de-rest.js', isDynamicEntry: true },
    '../../virtual:texts/bg-shell': { file: 'assets/bg-shell.js', isDynamicEntry: true },
    '../../virtual:texts/bg-rest': { file: 'assets/bg-rest.js', isDynamicEntry: true },
  };

  /** Scan-me's page of its own, built beside the shop with a manifest of its own (decision 0125). */
  const scanMeManifest = {
    'scan-me.html': {
      file: 'assets/scan-me.js',
      isEntry: true,
      imports: ['_react-own.js'],
      dynamicImports: ['src/features/scan-me/barcode-reader.ts', '../../virtual:texts/de-scan-me'],
    },
    '_react-own.js': { file: 'assets/react-own.js' },
    'src/features/scan-me/barcode-reader.ts': { file: 'assets/barcode-reader.js', isDynamicEntry: true },
    '../../virtual:texts/de-scan-me': { file: 'assets/de-scan-me.js', isDynamicEntry: true },
    '../../virtual:texts/bg-scan-me': { file: 'assets/bg-scan-me.js', isDynamicEntry: true },
  };

  const routeElements = `
// Adding a page: \`'route-name': lazyPage(() => import('../pages/x/x-page'), 'XPage'),\`
const content = lazyPage(() => import('../pages/content/content-page'), 'ContentPage');
export const homePage = lazyPage(() => import('../pages/home/home-page'), 'HomePage', { texts: 'shell' });
const BUILT_PAGES = {
  cart: lazyPage(() => import('../pages/cart/cart-page'), 'CartPage'),
  'order-finish': lazyPage(
    () => import('../pages/order-finish/order-finish-page'),
    'OrderFinishPage',
  ),
  preview: content.with({ preview: true }),
};
export function pageOf(slug) {
  return slug ? content : homePage;
}`;

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'first-load-'));
    mkdirSync(join(root, 'dist/apps/web/.vite'), { recursive: true });
    mkdirSync(join(root, 'dist/apps/web/assets'), { recursive: true });
    mkdirSync(join(root, 'apps/web/src/routes'), { recursive: true });
    writeFileSync(join(root, 'dist/apps/web/.vite/manifest.json'), JSON.stringify(manifest));
    writeFileSync(join(root, 'dist/apps/web/.vite/scan-me-manifest.json'), JSON.stringify(scanMeManifest));
    writeFileSync(join(root, 'apps/web/src/routes/route-elements.tsx'), routeElements);
    for (const chunk of [...Object.values(manifest), ...Object.values(scanMeManifest)]) {
      // Sizes that tell the files apart: 'react' big, the rest small.
      const body = chunk.file.includes('react') ? 'x'.repeat(200_000) : `export const f = '${chunk.file}';`;
      writeFileSync(join(root, 'dist/apps/web', chunk.file), body);
    }
  });

  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('reads the page module of each route from the route table, constants and multi-line entries too', async () => {
    const { routePagesOf } = await load();
    const pages = routePagesOf(routeElements);
    expect(Object.fromEntries(pages)).toEqual({
      home: 'src/pages/home/home-page.tsx',
      cart: 'src/pages/cart/cart-page.tsx',
      'order-finish': 'src/pages/order-finish/order-finish-page.tsx',
      preview: 'src/pages/content/content-page.tsx',
      slug: 'src/pages/content/content-page.tsx',
    });
  });

  it('knows the pages that draw with the shell texts only', async () => {
    const { shellTextPagesOf, textPartsOf } = await load();
    expect([...shellTextPagesOf(routeElements)]).toEqual(['src/pages/home/home-page.tsx']);
    expect(textPartsOf(root, 'src/pages/home/home-page.tsx')).toEqual(['shell']);
    expect(textPartsOf(root, 'src/pages/cart/cart-page.tsx')).toEqual(['shell', 'rest']);
  });

  it("counts the entry's static imports, the page's and the language's texts, never dynamic imports", async () => {
    const { firstLoadFiles, readManifest } = await load();
    const built = readManifest(root);
    expect(firstLoadFiles(built, 'src/pages/home/home-page.tsx', 'de', ['shell'])).toEqual([
      'assets/cards.js',
      'assets/de-shell.js',
      'assets/home-page.js',
      'assets/index.js',
      'assets/react.js',
      'assets/shell.js',
    ]);
    expect(firstLoadFiles(built, 'src/pages/cart/cart-page.tsx', 'bg')).toEqual([
      'assets/bg-rest.js',
      'assets/bg-shell.js',
      'assets/cart-page.js',
      'assets/index.js',
      'assets/react.js',
      'assets/shell.js',
    ]);
    expect(() => firstLoadFiles(built, 'src/pages/gone/gone-page.tsx')).toThrow(/not in the build manifest/);
  });

  it('fails a route over its budget and passes one under it, by route name or page module', async () => {
    const { checkFirstLoadBudgets, gzipBytes } = await load();
    const react = gzipBytes(readFileSync(join(root, 'dist/apps/web/assets/react.js')));
    const [home, cart, byModule] = checkFirstLoadBudgets(root, [
      { route: 'home', maxGzipBytes: react },
      { route: 'cart', maxGzipBytes: 100 * 1024 },
      { route: 'src/pages/cart/cart-page.tsx', maxGzipBytes: 100 * 1024 },
    ]);
    expect(home).toMatchObject({ route: 'home', files: 6, ok: false });
    expect(home.gzipBytes).toBeGreaterThan(react);
    expect(home.brotliBytes).toBeGreaterThan(0);
    expect(home.rawBytes).toBeGreaterThan(200_000);
    expect(cart).toMatchObject({ route: 'cart', files: 6, ok: true });
    expect(byModule.gzipBytes).toBe(cart.gzipBytes);
    expect(() => checkFirstLoadBudgets(root, [{ route: 'gone', maxGzipBytes: 1 }])).toThrow(
      /route gone has no lazy page/,
    );
  });

  it("counts a page of its own from its build's manifest: its entry's static imports and its texts", async () => {
    const { checkFirstLoadBudgets, entryKey, readManifest, routeFirstLoadFiles } = await load();
    expect(routeFirstLoadFiles(root, 'scan-me')).toEqual([
      'assets/de-scan-me.js',
      'assets/react-own.js',
      'assets/scan-me.js',
    ]);
    expect(routeFirstLoadFiles(root, 'scan-me', 'bg')).toEqual([
      'assets/bg-scan-me.js',
      'assets/react-own.js',
      'assets/scan-me.js',
    ]);
    const [scanMe] = checkFirstLoadBudgets(root, [{ route: 'scan-me', maxGzipBytes: 120 * 1024 }]);
    expect(scanMe).toMatchObject({ route: 'scan-me', files: 3, ok: true });
    expect(() => entryKey(readManifest(root), 'scan-me.html')).toThrow(/scan-me.html is not an entry/);
  });

  it('fails when the build is missing instead of passing', async () => {
    const { checkFirstLoadBudgets } = await load();
    const empty = mkdtempSync(join(tmpdir(), 'first-load-empty-'));
    try {
      expect(() => checkFirstLoadBudgets(empty)).toThrow(/manifest.json is missing/);
      mkdirSync(join(empty, 'dist/apps/web/.vite'), { recursive: true });
      writeFileSync(join(empty, 'dist/apps/web/.vite/manifest.json'), JSON.stringify(manifest));
      expect(() => checkFirstLoadBudgets(empty, [{ route: 'scan-me', maxGzipBytes: 1 }])).toThrow(
        /scan-me-manifest.json is missing/,
      );
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
