/** A reason not to start that the operator fixes: its message is the whole story, printed as one line. */
export class StartupRefusal extends Error {
  override name = "StartupRefusal";
}

/** By name, not instanceof: the Next.js bundle and the scripts load this module as separate copies. */
export function isStartupRefusal(error: unknown): error is StartupRefusal {
  return error instanceof Error && error.name === "StartupRefusal";
}

/** Prints one line per problem and ends the process with a failure, before anything says it is ready. */
export function refuseToStart(problems: readonly string[]): never {
  for (const problem of problems) process.stderr.write(`Cannot start: ${problem}\n`);
  process.exit(1);
}
