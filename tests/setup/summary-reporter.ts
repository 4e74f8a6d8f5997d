import type { Reporter, TestModule } from 'vitest/node';

type Counts = { passed: number; failed: number; skipped: number };

/**
 * Prints how many tests of each kind ran, then the plain closing line CI reads
 * ("N passed, N failed, N skipped").
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const byKind = new Map<string, Counts>();
    for (const module of testModules) {
      const kind = module.project.name || 'default';
      const counts = byKind.get(kind) ?? { passed: 0, failed: 0, skipped: 0 };
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') counts.passed++;
        else if (state === 'failed') counts.failed++;
        else counts.skipped++;
      }
      if (module.state() === 'failed' && module.children.size === 0) counts.failed++;
      byKind.set(kind, counts);
    }
    const total: Counts = { passed: 0, failed: 0, skipped: 0 };
    const lines = ['', 'Tests by kind:'];
    for (const [kind, counts] of [...byKind].sort(([a], [b]) => a.localeCompare(b))) {
      lines.push(`  ${kind.padEnd(7)} ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
      total.passed += counts.passed;
      total.failed += counts.failed;
      total.skipped += counts.skipped;
    }
    lines.push(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`, '');
    process.stdout.write(lines.join('\n'));
  }
}
