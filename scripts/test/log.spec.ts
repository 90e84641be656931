describe('log helpers', () => {
  const load = () => import('../lib/log.mjs');

  it('prefixes whole lines and keeps partial lines for the next chunk', async () => {
    const { createLinePrefixer } = await load();
    const lines: string[] = [];
    const prefixer = createLinePrefixer('[bff] ', (line: string) => lines.push(line));
    prefixer.push('listening on');
    expect(lines).toEqual([]);
    prefixer.push(' 3100\nready\r\nhalf');
    expect(lines).toEqual(['[bff] listening on 3100', '[bff] ready']);
    prefixer.push(Buffer.from(' a line\n'));
    expect(lines).toEqual(['[bff] listening on 3100', '[bff] ready', '[bff] half a line']);
  });

  it('emits the unterminated rest on flush, once', async () => {
    const { createLinePrefixer } = await load();
    const lines: string[] = [];
    const prefixer = createLinePrefixer('> ', (line: string) => lines.push(line));
    prefixer.push('a\nlast words');
    prefixer.flush();
    prefixer.flush();
    expect(lines).toEqual(['> a', '> last words']);
  });

  it('colours tags only when asked to', async () => {
    const { tag } = await load();
    expect(tag('db', 7, 'cyan', false)).toBe('[db]      ');
    expect(tag('db', 7, 'cyan', true)).toBe('\u001b[36m[db]     \u001b[0m ');
  });

  it('formats durations for people', async () => {
    const { formatDuration } = await load();
    expect(formatDuration(420)).toBe('420 ms');
    expect(formatDuration(12_340)).toBe('12.3 s');
    expect(formatDuration(125_000)).toBe('2 min 5 s');
  });

  it('shows user errors without a stack trace', async () => {
    const { UserError, describeError } = await load();
    expect(describeError(new UserError('Redis does not answer.'))).toBe('Redis does not answer.');
    expect(describeError(new Error('boom'))).toContain('at ');
  });
});
