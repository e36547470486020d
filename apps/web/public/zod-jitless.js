// zod probes `new Function('')` when a schema is defined, to decide whether it may compile fast parsers. Under the
// site's Content-Security-Policy (no 'unsafe-eval') the probe is blocked and Chromium reports a violation although
// zod catches it. jitless skips the probe. It must be set before any schema exists, and the bundler may evaluate a
// shared chunk holding schemas before the entry module's own code: so it is set here, by a classic script that runs
// before every module script (zod reads its settings from this global).
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
