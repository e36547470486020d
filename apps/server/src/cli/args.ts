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

const BYTE_UNITS: Record<string, number> = { '': 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3 };

/** A size such as `1048576`, `512k`, `50M` or `2GB` (binary units) in bytes; undefined when it is not one. */
export function parseByteSize(text: string): number | undefined {
  const match = /^(\d+(?:\.\d+)?)\s*([kmg]?)(?:i?b)?$/i.exec(text.trim());
  if (!match) {
    return undefined;
  }
  const bytes = Math.floor(Number(match[1]) * BYTE_UNITS[match[2]!.toLowerCase()]!);
  return bytes > 0 ? bytes : undefined;
}
