/**
 * Waits for every task — none is left running unobserved after a failure, on a connection the caller may be about
 * to close — then throws the first failure, if any.
 */
export async function settleAll(tasks: Promise<unknown>[]): Promise<void> {
  const failure = (await Promise.allSettled(tasks)).find((result) => result.status === 'rejected');
  if (failure) {
    throw failure.reason;
  }
}
