import { TestEnvironment } from 'jest-environment-node';

/**
 * Node's environment, plus: a failing browser test's message ends with what its pages were doing
 * (`page-activity.ts`), because CI prints only the failure, and a timeout alone says too little.
 */
export default class WebTestEnvironment extends TestEnvironment {
  handleTestEvent(event: { name: string; error?: unknown }): void {
    if (event.name !== 'test_fn_failure' && event.name !== 'hook_failure') return;
    const activity = (this.global as { recentPageActivity?: () => string }).recentPageActivity?.();
    // The error comes from the test's realm: `instanceof Error` would not see it as one.
    const failure = event.error as Partial<Error> | null | undefined;
    if (!activity || typeof failure !== 'object' || failure === null) return;
    const addition = `\n\n${activity}`;
    failure.message = `${failure.message ?? ''}${addition}`;
    // Jest prints the stack: the activity goes after its message, before its frames.
    const frames = failure.stack?.indexOf('\n    at ') ?? -1;
    if (failure.stack && frames >= 0) {
      failure.stack = `${failure.stack.slice(0, frames)}${addition}${failure.stack.slice(frames)}`;
    }
  }
}
