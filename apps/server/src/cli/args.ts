/** Minimal `--flag value` / `--switch` / positional parsing for the project's command-line tools. */
export interface ParsedArgs {
  positional: string[];
  flags: Map<string, string | true>;
}

export function parseArgs(argv: string[], switches: readonly string[] = []): ParsedArgs {
  const positional: string[] = [];
  const flags = new Map<string, string | true>();
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index]!;
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const [name, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
    if (inline !== undefined) {
      flags.set(name, inline);
    } else if (switches.includes(name) || index + 1 >= argv.length || argv[index + 1]!.startsWith('--')) {
      flags.set(name, true);
    } else {
      flags.set(name, argv[index + 1]!);
      index += 1;
    }
  }
  return { positional, flags };
}
