describe('test results', () => {
  const load = () => import('../lib/results.mjs');

  it('counts jest results, with suites that could not run as failures', async () => {
    const { jestCounts } = await load();
    expect(
      jestCounts({
        success: true,
        numPassedTests: 12,
        numFailedTests: 0,
        numPendingTests: 1,
        numTodoTests: 1,
      }),
    ).toEqual({ passed: 12, failed: 0, skipped: 2 });
    expect(
      jestCounts({ success: false, numPassedTests: 3, numFailedTests: 2, numRuntimeErrorTestSuites: 1 }),
    ).toEqual({ passed: 3, failed: 3, skipped: 0 });
  });

  it('counts an unsuccessful jest run without a failed test as one failure', async () => {
    const { jestCounts } = await load();
    expect(jestCounts({ success: false, numPassedTests: 5, numFailedTests: 0 })).toEqual({
      passed: 5,
      failed: 1,
      skipped: 0,
    });
  });

  it('counts Playwright results, flaky as passed and global errors as failures', async () => {
    const { playwrightCounts } = await load();
    expect(playwrightCounts({ stats: { expected: 20, unexpected: 1, flaky: 2, skipped: 3 } })).toEqual({
      passed: 22,
      failed: 1,
      skipped: 3,
    });
    expect(
      playwrightCounts({ stats: { expected: 0, unexpected: 0, flaky: 0, skipped: 0 }, errors: [{}] }),
    ).toEqual({
      passed: 0,
      failed: 1,
      skipped: 0,
    });
  });

  it('reads the failed task list at the end of an Nx run', async () => {
    const { parseNxFailedTasks } = await load();
    const output = [
      '> nx run scripts:typecheck',
      'Found 1 error in scripts/test/zz.spec.ts\u001b[90m:1\u001b[0m',
      '',
      ' NX   Running targets lint, typecheck for 12 projects failed',
      '',
      'Failed tasks:',
      '',
      '- scripts:typecheck',
      '- \u001b[1mdomain:lint\u001b[22m',
      '',
      '  Run duration:      7.3s',
      '- not:a-task-list-item',
    ].join('\n');
    expect(parseNxFailedTasks(output)).toEqual(['scripts:typecheck', 'domain:lint']);
    expect(parseNxFailedTasks(' NX   Successfully ran targets lint for 3 projects')).toEqual([]);
  });

  it('reads JSON result files and tolerates missing or broken ones', async () => {
    const { readJson } = await load();
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const dir = mkdtempSync(join(tmpdir(), 'results-'));
    writeFileSync(join(dir, 'ok.json'), '{"numPassedTests":1}');
    writeFileSync(join(dir, 'broken.json'), '{"numPassed');
    expect(readJson(join(dir, 'ok.json'))).toEqual({ numPassedTests: 1 });
    expect(readJson(join(dir, 'broken.json'))).toBeNull();
    expect(readJson(join(dir, 'missing.json'))).toBeNull();
  });

  it('prints a table per step and ends with the totals, skipped tests included, alone on the last line', async () => {
    const { summaryLines } = await load();
    const lines = summaryLines([
      {
        name: 'lint + typecheck',
        passed: 0,
        failed: 1,
        skipped: 0,
        durationMs: 9000,
        notes: ['failed domain:lint'],
      },
      { name: 'unit + integration', passed: 400, failed: 2, skipped: 0, durationMs: 65_000, notes: [] },
      { name: 'e2e (Playwright)', passed: 12, failed: 0, skipped: 1, durationMs: 30_500, notes: [] },
    ]);
    expect(lines[0]).toMatch(/^step\s+passed\s+failed\s+skipped\s+time\s+notes$/);
    expect(lines[2]).toMatch(/^lint \+ typecheck\s+0\s+1\s+0\s+9\.0 s\s+failed domain:lint$/);
    expect(lines[3]).toMatch(/^unit \+ integration\s+400\s+2\s+0\s+1 min 5 s$/);
    expect(lines[lines.length - 1]).toBe('412 passed, 3 failed, 1 skipped');
  });
});
