/**
 * A web-test-runner reporter that ends the run with the closing line CI reads:
 * "browser: N passed, N failed, N skipped". Files that fail to load count as failures,
 * so a broken import can never look like a green run.
 */
export function summaryReporter() {
  return {
    onTestRunFinished({ sessions }) {
      let passed = 0;
      let failed = 0;
      let skipped = 0;
      const visit = (suite) => {
        for (const test of suite.tests) {
          if (test.skipped) skipped += 1;
          else if (test.passed) passed += 1;
          else failed += 1;
        }
        for (const child of suite.suites) visit(child);
      };
      for (const session of sessions) {
        if (session.testResults) visit(session.testResults);
        // A session that errored outside any test (load error, uncaught error) is a failure too.
        if (!session.passed && (session.errors?.length ?? 0) > 0) failed += 1;
      }
      // Printed on the next tick so it follows the default reporter's own summary.
      setTimeout(() => console.log(`browser: ${passed} passed, ${failed} failed, ${skipped} skipped`), 0);
    },
  };
}
