// How every check of validate-deploy and validate-monitoring reports: one line per check, "ok" or
// "FAIL" with its problems, and a failing exit code once any check failed.
export function createReporter() {
  let failed = false;
  return {
    report(title, problems) {
      if (problems.length === 0) {
        console.log(`ok   ${title}`);
        return;
      }
      failed = true;
      console.log(`FAIL ${title}`);
      for (const problem of problems) console.log(`     - ${problem}`);
    },
    /** A check's problems, or the one it threw. */
    attempt(run) {
      try {
        return run();
      } catch (error) {
        return [error.message];
      }
    },
    exitCode: () => (failed ? 1 : 0),
  };
}
