#!/usr/bin/env node
// A small supervisor for the server (`npm start` and the production start run the server under it):
//
//   node scripts/supervise.mjs [--production] [--max-crashes N] [--window-ms MS] [--delay-ms MS] [--max-delay-ms MS] [-- command args…]
//
// Without a command it runs the built server (apps/server/dist/main.js, from `npm run build`): plain Node, no tsx,
// which is a development dependency. `--production` sets NODE_ENV=production for the server unless NODE_ENV is
// already set (`npm run start:prod`). A crash (any exit but status 0, or death by a
// signal it did not forward) restarts the command after a delay that doubles with each crash in the window (1 s,
// 2 s, 4 s … up to 30 s); after N crashes within the window (default 5 in 60 s) it gives up and exits 1, since
// restarting a server that cannot start only hides why. A clean exit (status 0) ends the supervisor with 0.
// SIGINT, SIGTERM and SIGHUP are forwarded to the command, once; the supervisor then exits as the command did.
// The command runs in a process group of its own: Ctrl-C in a terminal reaches it once, through the supervisor,
// and not a second time from the terminal, which would cut its graceful shutdown short (the embedded database
// writes its files on close).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..');
const FORWARDED_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];
const SIGNAL_NUMBERS = { SIGHUP: 1, SIGINT: 2, SIGKILL: 9, SIGTERM: 15 };

export const DEFAULT_OPTIONS = {
  maxCrashes: 5,
  windowMs: 60_000,
  delayMs: 1_000,
  maxDelayMs: 30_000,
};

/** The built server (apps/server/scripts/build.mjs), run by this Node directly (signals and exit codes are direct). */
export const BUILT_SERVER = join(ROOT, 'apps/server/dist/main.js');
export const SERVER_COMMAND = [process.execPath, '--enable-source-maps', BUILT_SERVER];

function log(message) {
  console.error(`[supervisor] ${message}`);
}

/**
 * Runs `command` until it exits cleanly, restarting it after crashes; resolves with the exit status the
 * supervisor should end with.
 */
export function supervise(command, options = {}) {
  const settings = { ...DEFAULT_OPTIONS, ...options };
  const [file, ...args] = command;
  const crashes = [];
  let child;
  let stopping;
  let restartTimer;

  return new Promise((resolve) => {
    const finish = (status) => {
      for (const signal of FORWARDED_SIGNALS) {
        process.removeListener(signal, onSignal);
      }
      resolve(status);
    };

    function onSignal(signal) {
      if (stopping) {
        log(`${signal} received: already stopping`);
        return;
      }
      stopping = signal;
      if (restartTimer) {
        // Between two runs: nothing to stop.
        clearTimeout(restartTimer);
        log(`${signal} received while waiting to restart: stopping`);
        finish(0);
        return;
      }
      child?.kill(signal);
    }

    const start = () => {
      restartTimer = undefined;
      child = spawn(file, args, {
        cwd: options.cwd ?? ROOT,
        stdio: 'inherit',
        env: options.env ?? process.env,
        detached: true,
      });
      child.on('error', (error) => log(`could not start ${file}: ${error.message}`));
      child.on('exit', (code, signal) => {
        child = undefined;
        if (stopping) {
          // Stopped on request: end the way the command ended (0 when it shut down cleanly).
          finish(code ?? (signal === stopping ? 0 : 128 + (SIGNAL_NUMBERS[signal] ?? 0)));
          return;
        }
        if (code === 0) {
          finish(0);
          return;
        }
        const now = Date.now();
        crashes.push(now);
        while (crashes.length > 0 && crashes[0] <= now - settings.windowMs) {
          crashes.shift();
        }
        const how = signal ? `was killed by ${signal}` : `exited with status ${code}`;
        if (crashes.length >= settings.maxCrashes) {
          log(
            `the server ${how}: ${crashes.length} crashes within ${Math.round(settings.windowMs / 1000)} s, giving up`,
          );
          finish(1);
          return;
        }
        const delay = Math.min(settings.delayMs * 2 ** (crashes.length - 1), settings.maxDelayMs);
        log(
          `the server ${how}; restarting in ${delay} ms (crash ${crashes.length} of ${settings.maxCrashes})`,
        );
        restartTimer = setTimeout(start, delay);
      });
    };

    for (const signal of FORWARDED_SIGNALS) {
      process.on(signal, onSignal);
    }
    // A supervisor that ends for any other reason takes its command along.
    process.once('exit', () => child?.kill('SIGTERM'));
    start();
  });
}

function parseArguments(argv) {
  const separator = argv.indexOf('--');
  const allFlags = separator === -1 ? argv : argv.slice(0, separator);
  const production = allFlags.includes('--production');
  const flags = allFlags.filter((flag) => flag !== '--production');
  const command = separator === -1 ? SERVER_COMMAND : argv.slice(separator + 1);
  const names = {
    '--max-crashes': 'maxCrashes',
    '--window-ms': 'windowMs',
    '--delay-ms': 'delayMs',
    '--max-delay-ms': 'maxDelayMs',
  };
  const options = {};
  for (let index = 0; index < flags.length; index += 2) {
    const name = names[flags[index]];
    const value = Number(flags[index + 1]);
    if (!name || !Number.isInteger(value) || value < 0) {
      throw new Error(
        `Usage: node scripts/supervise.mjs [--production] [--max-crashes N] [--window-ms MS] [--delay-ms MS] [--max-delay-ms MS] [-- command args…]`,
      );
    }
    options[name] = value;
  }
  if (command.length === 0) {
    throw new Error('No command after --');
  }
  if (command === SERVER_COMMAND && !existsSync(BUILT_SERVER)) {
    throw new Error(`${BUILT_SERVER} does not exist: run \`npm run build\` first`);
  }
  if (production) {
    options.env = { ...process.env, NODE_ENV: process.env.NODE_ENV || 'production' };
  }
  return { command, options };
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  let parsed;
  try {
    parsed = parseArguments(process.argv.slice(2));
  } catch (error) {
    console.error(error.message);
    process.exit(2);
  }
  process.exit(await supervise(parsed.command, parsed.options));
}
