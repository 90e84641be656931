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

  it('names the failed jest tests with their file and first error line, and suites that could not run', async () => {
    const { jestFailures } = await load();
    const failures = jestFailures(
      {
        testResults: [
          {
            name: '/repo/apps/idp/test/login-throttle.int-spec.ts',
            status: 'failed',
            assertionResults: [
              { status: 'passed', fullName: 'login throttle lets one try through' },
              {
                status: 'failed',
                fullName: 'login throttle refuses the sixth try',
                failureMessages: [
                  '\u001b[31mError: expect(received).toBe(expected)\u001b[39m\n\nExpected: 429',
                ],
              },
            ],
          },
          {
            name: '/repo/apps/bff/src/broken.spec.ts',
            status: 'failed',
            message: '\n  ● Test suite failed to run\n\n    Cannot find module',
            assertionResults: [],
          },
          { name: '/repo/apps/bff/src/fine.spec.ts', status: 'passed', assertionResults: [] },
        ],
      },
      '/repo',
    );
    expect(failures).toEqual([
      'apps/idp/test/login-throttle.int-spec.ts › login throttle refuses the sixth try: Error: expect(received).toBe(expected)',
      'apps/bff/src/broken.spec.ts: ● Test suite failed to run',
    ]);
  });

  it('names the Playwright tests that failed on their last try, not the flaky ones', async () => {
    const { playwrightFailures } = await load();
    const test = (status: string, message?: string) => ({
      projectName: 'main',
      status,
      results: [{ error: message ? { message } : undefined }],
    });
    const failures = playwrightFailures({
      suites: [
        {
          title: 'approval.e2e.ts',
          file: 'approval.e2e.ts',
          specs: [{ title: 'top-level case', file: 'approval.e2e.ts', tests: [test('flaky')] }],
          suites: [
            {
              title: 'Approval (de-at)',
              file: 'approval.e2e.ts',
              specs: [
                {
                  title: 'shows the decision',
                  file: 'approval.e2e.ts',
                  tests: [test('unexpected', 'Error: Timed out 5000ms\n  waiting for toast')],
                },
                { title: 'passes', file: 'approval.e2e.ts', tests: [test('expected')] },
              ],
            },
          ],
        },
      ],
    });
    expect(failures).toEqual([
      '[main] approval.e2e.ts › Approval (de-at) › shows the decision: Error: Timed out 5000ms',
    ]);
  });

  it('lists the failed tests between the table and the totals, so the tail of a log shows them', async () => {
    const { summaryLines } = await load();
    const many = Array.from({ length: 14 }, (_, i) => `a.spec.ts › case ${i}: ${'x'.repeat(300)}`);
    const lines = summaryLines([
      { name: 'unit', passed: 1, failed: 14, skipped: 0, durationMs: 1000, notes: [], failures: many },
    ]);
    const start = lines.indexOf('failed tests:');
    expect(start).toBeGreaterThan(2);
    expect(lines[start + 1]).toMatch(/^- unit: a\.spec\.ts › case 0: x+…$/);
    expect(lines[start + 1].length).toBe(240);
    expect(lines[start + 13]).toBe('… and 2 more');
    expect(lines[lines.length - 1]).toBe('1 passed, 14 failed, 0 skipped');
  });
});
