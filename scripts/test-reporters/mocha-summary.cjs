// Mocha's spec reporter plus the closing line CI reads: "node: N passed, N failed, N skipped".
// CommonJS because mocha loads reporters with require().
'use strict';
const Mocha = require('mocha');
const { Spec } = Mocha.reporters;
const { EVENT_RUN_END } = Mocha.Runner.constants;

class SummaryReporter extends Spec {
  constructor(runner, options) {
    super(runner, options);
    runner.once(EVENT_RUN_END, () => {
      const { passes, failures, pending } = runner.stats ?? this.stats;
      // Printed after the spec reporter's own epilogue so it is the last line of the run.
      process.nextTick(() => {
        console.log(`node: ${passes} passed, ${failures} failed, ${pending} skipped`);
      });
    });
  }
}

module.exports = SummaryReporter;
