/**
 * Runs a command's `main` and exits with the code it answers. A refusal of a kind in `expected`
 * (the command's own, a bad setting) prints its message alone; anything else prints its stack.
 */
export function runCommand(main: () => Promise<number>, expected: Array<abstract new (...args: never[]) => Error>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(expected.some((kind) => error instanceof kind) ? (error as Error).message : error);
      process.exit(1);
    },
  );
}
