describe('seedArgs', () => {
  const load = () => import('../lib/args.mjs');

  it('passes --reset and --scale through', async () => {
    const { seedArgs } = await load();
    expect(seedArgs([], {})).toEqual([]);
    expect(seedArgs(['--reset'], {})).toEqual(['--reset']);
    expect(seedArgs(['--reset', '--scale', '3'], {})).toEqual(['--reset', '--scale', '3']);
    expect(seedArgs(['--scale=4'], {})).toEqual(['--scale', '4']);
  });

  it('takes SEED_SCALE when the command line names no scale', async () => {
    const { seedArgs } = await load();
    expect(seedArgs([], { SEED_SCALE: '2' })).toEqual(['--scale', '2']);
    expect(seedArgs(['--scale', '5'], { SEED_SCALE: '2' })).toEqual(['--scale', '5']);
  });

  it('rejects unknown arguments and bad scales', async () => {
    const { seedArgs } = await load();
    expect(() => seedArgs(['--rest'], {})).toThrow(/Unknown argument --rest/);
    expect(() => seedArgs(['--scale'], {})).toThrow(/positive whole number/);
    expect(() => seedArgs(['--scale', '0'], {})).toThrow(/positive whole number/);
    expect(() => seedArgs([], { SEED_SCALE: 'big' })).toThrow(/"big"/);
  });
});
