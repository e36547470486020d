import { config } from 'zod';

// zod probes `new Function('')` once to decide whether it may compile fast parsers. Under the site's strict
// Content-Security-Policy (no 'unsafe-eval') the probe is blocked and Chromium reports a CSP violation although zod
// catches it; jitless skips the probe. Schemas read this flag when they are defined, so this module is imported first.
config({ jitless: true });
