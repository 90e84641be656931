import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';

describe('findOnPath', () => {
  it('finds executables on PATH and ignores non-executable files', async () => {
    const { findOnPath } = await import('../lib/apt.mjs');
    const root = mkdtempSync(join(tmpdir(), 'path-'));
    const a = join(root, 'a');
    const b = join(root, 'b');
    mkdirSync(a);
    mkdirSync(b);
    writeFileSync(join(a, 'redis-server'), 'not executable');
    writeFileSync(join(b, 'redis-server'), '#!/bin/sh\n');
    chmodSync(join(b, 'redis-server'), 0o755);
    expect(findOnPath('redis-server', [a, b].join(delimiter))).toBe(join(b, 'redis-server'));
    expect(findOnPath('redis-server', a)).toBeNull();
    expect(findOnPath('redis-server', '')).toBeNull();
  });
});
