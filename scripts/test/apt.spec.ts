import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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

describe('ensurePoppler', () => {
  const dirs: string[] = [];
  const toolDir = (tools: string[]) => {
    const dir = mkdtempSync(join(tmpdir(), 'poppler-'));
    dirs.push(dir);
    for (const tool of tools) {
      writeFileSync(join(dir, tool), '#!/bin/sh\n');
      chmodSync(join(dir, tool), 0o755);
    }
    return dir;
  };
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('is satisfied when pdftotext and pdfinfo are on PATH', async () => {
    const { ensurePoppler } = await import('../lib/poppler.mjs');
    await expect(ensurePoppler(toolDir(['pdftotext', 'pdfinfo']))).resolves.toBeUndefined();
  });

  it('names what is missing and how to install it when it may not install it', async () => {
    const { ensurePoppler } = await import('../lib/poppler.mjs');
    await expect(ensurePoppler(toolDir(['pdfinfo']), { mayInstall: false })).rejects.toThrow(
      /^pdftotext not found.*poppler-utils/,
    );
  });
});
