const GROUPED = new Intl.NumberFormat('en-US');

/** 1027 → "1,027". */
export function formatCount(value: number): string {
  return GROUPED.format(value);
}

/** Values of 10,000 or more are abbreviated (12345 → "12.3K", 2500000 → "2.5M"); smaller ones are grouped. */
export function abbreviateCount(value: number): string {
  const magnitude = Math.abs(value);
  if (magnitude >= 1_000_000) {
    return `${trimZero((value / 1_000_000).toFixed(1))}M`;
  }
  if (magnitude >= 10_000) {
    return `${trimZero((value / 1_000).toFixed(1))}K`;
  }
  return formatCount(value);
}

function trimZero(text: string): string {
  return text.endsWith('.0') ? text.slice(0, -2) : text;
}

/** "1 citation", "2 citations". */
export function pluralise(count: number, singular: string, plural = `${singular}s`): string {
  return `${formatCount(count)} ${count === 1 ? singular : plural}`;
}
