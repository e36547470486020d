import { type AuthorUiMetadata, DEGREE_TYPES, type DegreeType } from '@parton/records';
import { formatRecordDate } from '../common/recordDates';
import { linkedRecordId } from '../common/recordLinks';

type Author = AuthorUiMetadata;
export type AuthorPosition = NonNullable<Author['positions']>[number];
export type AuthorAdvisor = NonNullable<Author['advisors']>[number];

/** 'Ellis, John Richard' → 'John Richard Ellis'. */
export function nameFromValue(value: string): string {
  const [last, first] = value.split(',').map((part) => part.trim());
  return first ? `${first} ${last}` : value.trim();
}

/** The preferred name, else the name turned round. */
export function authorDisplayName(author: Pick<Author, 'name'>): string {
  return author.name.preferred_name?.trim() || nameFromValue(author.name.value);
}

function idOf(author: Author, schema: string): string | undefined {
  return author.ids?.find((identifier) => identifier.schema.toUpperCase() === schema)?.value;
}

export function authorOrcid(author: Author): string | undefined {
  return author.orcid ?? idOf(author, 'ORCID');
}

/** The author identifier (BAI), e.g. `J.R.Ellis.1`. */
export function authorBai(author: Author): string | undefined {
  return author.bai ?? idOf(author, 'INSPIRE BAI');
}

/** The platform's own author id (`INSPIRE-00146525`), shown when the author has no ORCID. */
export function authorPlatformId(author: Author): string | undefined {
  return idOf(author, 'INSPIRE ID');
}

/** E-mail addresses to show: current, not hidden, each once. */
export function visibleEmails(author: Author): string[] {
  const emails = (author.email_addresses ?? [])
    .filter((email) => !email.hidden && email.current !== false)
    .map((email) => email.value);
  return [...new Set(emails)];
}

/** `name@host` (or `@name@host`) → `https://host/@name`; undefined when it is not a Mastodon handle. */
export function mastodonUrl(handle: string): string | undefined {
  const match = /^@?([^@\s/]+)@([^@\s/]+\.[^@\s/]+)$/.exec(handle.trim());
  if (!match) {
    return undefined;
  }
  return `https://${match[2]}/@${match[1]}`;
}

export type SocialNetwork = 'twitter' | 'bluesky' | 'mastodon' | 'linkedin';

export interface SocialLink {
  network: SocialNetwork;
  label: string;
  href: string;
}

const SOCIAL_NETWORKS: {
  network: SocialNetwork;
  schema: string;
  label: string;
  href: (handle: string) => string | undefined;
}[] = [
  {
    network: 'twitter',
    schema: 'TWITTER',
    label: 'Twitter',
    href: (handle) => `https://twitter.com/${handle.replace(/^@/, '')}`,
  },
  {
    network: 'bluesky',
    schema: 'BLUESKY',
    label: 'Bluesky',
    href: (handle) => `https://bsky.app/profile/${handle.replace(/^@/, '')}`,
  },
  { network: 'mastodon', schema: 'MASTODON', label: 'Mastodon', href: mastodonUrl },
  {
    network: 'linkedin',
    schema: 'LINKEDIN',
    label: 'LinkedIn',
    href: (handle) => `https://www.linkedin.com/in/${handle}`,
  },
];

/** Social-network profiles from the serializer's fields or the record's `ids` (TWITTER, BLUESKY, …). */
export function socialLinks(author: Author): SocialLink[] {
  return SOCIAL_NETWORKS.flatMap(({ network, schema, label, href }) => {
    const handle = author[network] ?? idOf(author, schema);
    const url = handle ? href(handle.trim()) : undefined;
    return url ? [{ network, label, href: url }] : [];
  });
}

const DEGREE_LABELS: Record<DegreeType, string> = {
  phd: 'PhD',
  diploma: 'Diploma',
  bachelor: 'Bachelor',
  master: 'Master',
  habilitation: 'Habilitation',
  laurea: 'Laurea',
  other: 'Other',
};

export interface AdvisorGroup {
  degreeType: DegreeType;
  /** 'PhD Advisor', 'Other Advisors'. */
  label: string;
  advisors: AuthorAdvisor[];
}

function isDegreeType(value: string | undefined): value is DegreeType {
  return Boolean(value) && (DEGREE_TYPES as readonly string[]).includes(value ?? '');
}

/** Advisors grouped by degree type in the order of DEGREE_TYPES; an unknown or missing type counts as other. */
export function advisorsByDegree(advisors: readonly AuthorAdvisor[] | undefined): AdvisorGroup[] {
  const groups = new Map<DegreeType, AuthorAdvisor[]>();
  for (const advisor of advisors ?? []) {
    const degree = isDegreeType(advisor.degree_type) ? advisor.degree_type : 'other';
    groups.set(degree, [...(groups.get(degree) ?? []), advisor]);
  }
  return DEGREE_TYPES.flatMap((degreeType) => {
    const group = groups.get(degreeType);
    if (!group) {
      return [];
    }
    const label = `${DEGREE_LABELS[degreeType]} ${group.length === 1 ? 'Advisor' : 'Advisors'}`;
    return [{ degreeType, label, advisors: group }];
  });
}

/**
 * Whether the profile lists positions: the serializer's flag when present; else (as the serializer decides) when
 * there is more than one position, or the only one says more than "currently at X".
 */
export function shouldDisplayPositions(author: Author): boolean {
  if (typeof author.should_display_positions === 'boolean') {
    return author.should_display_positions;
  }
  const positions = author.positions ?? [];
  if (positions.length === 0) {
    return false;
  }
  if (positions.length > 1) {
    return true;
  }
  const [only] = positions;
  return Boolean(only && (only.current !== true || only.rank || only.start_date || only.end_date));
}

/** '2010-present', '1995-1999', '1971', or the serializer's `display_date`. */
export function positionDates(position: AuthorPosition): string {
  if (position.display_date) {
    return position.display_date;
  }
  const start = position.start_date ? position.start_date.slice(0, 4) : '';
  const end = position.end_date ? position.end_date.slice(0, 4) : position.current ? 'present' : '';
  if (start && end) {
    return `${start}-${end}`;
  }
  return start || (end === 'present' ? '' : end);
}

export function currentPositions(author: Author): AuthorPosition[] {
  return (author.positions ?? []).filter((position) => position.current);
}

export function institutionIdOf(position: AuthorPosition): number | undefined {
  return linkedRecordId(position.record, 'institutions');
}

/** 'Updated on Feb 5, 2021' from the envelope's timestamp. */
export function updatedText(updated: string | undefined): string | undefined {
  return updated ? `Updated on ${formatRecordDate(updated)}` : undefined;
}
