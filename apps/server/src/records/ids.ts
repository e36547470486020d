import { randomBytes } from 'node:crypto';

// Ids handed out in this process: the last millisecond used and a counter within it, so that ids created in the
// same millisecond still sort in creation order.
let lastMs = 0;
let sequence = 0;

/**
 * A time-ordered UUID (version 7, RFC 9562): 48 bits of Unix milliseconds, a 12-bit sequence within the
 * millisecond, 62 random bits. Records created one after another get ids that sort together, so their rows land
 * on the last pages of every index keyed by record id instead of on random pages — which, once those indexes
 * outgrow memory, is what slows a random-UUID load down as it grows.
 */
export function timeOrderedUuid(nowMs: number = Date.now()): string {
  if (nowMs > lastMs) {
    lastMs = nowMs;
    sequence = 0;
  } else {
    sequence += 1;
    if (sequence > 0xfff) {
      // More than 4,096 ids in one millisecond (or a clock step back): borrow the next millisecond.
      lastMs += 1;
      sequence = 0;
    }
  }
  const bytes = randomBytes(16);
  bytes.writeUIntBE(lastMs, 0, 6);
  bytes[6] = 0x70 | (sequence >> 8);
  bytes[7] = sequence & 0xff;
  bytes[8] = 0x80 | (bytes[8]! & 0x3f);
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
