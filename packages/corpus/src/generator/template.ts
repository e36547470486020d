/** Templates with single-letter slots ("{T} at {E}"), split once so that filling them is a concatenation loop. */

export type TemplatePart = string | number;

const compiled = new Map<string, readonly TemplatePart[]>();
const SLOT = /\{([A-Z][A-Z0-9]?)\}/g;

/** Literal text stays a string; a slot becomes the char code of its first letter (+ 256 × second char). */
export function compileTemplate(template: string): readonly TemplatePart[] {
  const cached = compiled.get(template);
  if (cached) {
    return cached;
  }
  const parts: TemplatePart[] = [];
  let last = 0;
  for (const match of template.matchAll(SLOT)) {
    const index = match.index ?? 0;
    if (index > last) {
      parts.push(template.slice(last, index));
    }
    const name = match[1] ?? '';
    parts.push(name.charCodeAt(0) + (name.length > 1 ? name.charCodeAt(1) * 256 : 0));
    last = index + match[0].length;
  }
  if (last < template.length) {
    parts.push(template.slice(last));
  }
  compiled.set(template, parts);
  return parts;
}

/** Slot code of a slot name, as `compileTemplate` encodes it. */
export function slotCode(name: string): number {
  return name.charCodeAt(0) + (name.length > 1 ? name.charCodeAt(1) * 256 : 0);
}
