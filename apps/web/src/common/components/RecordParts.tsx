import './collections.css';
import { ApiOutlined, LinkOutlined, MailOutlined } from '@ant-design/icons';
import type { CollectionName } from '@parton/records';
import { Alert, Tag } from 'antd';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useCurrentUser } from '../../user/useCurrentUser';
import { formatAddress, type RecordAddress } from '../addresses';
import { displayUrl, linkedRecordId, seriesSearchHref } from '../recordLinks';
import { ExpandableList } from './ExpandableList';
import { ExternalLink } from './ExternalLink';
import { MathText } from './MathText';

export { EditRecordLink } from './EditRecordLink';
export { RecordField } from './RecordField';

/** A titled block of a detail page (description, contacts, notes …). */
export function RecordSection({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section className="record-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

export function DeletedAlert() {
  return <Alert type="error" showIcon banner title="This record is deleted!" />;
}

/** 'API' link to the record's JSON, for superusers only. */
export function ApiLink({ collection, id }: { collection: CollectionName; id: number }) {
  const { isSuperuser } = useCurrentUser();
  if (!isSuperuser) {
    return null;
  }
  return (
    <a className="api-link" href={`/api/${collection}/${id}`}>
      <ApiOutlined aria-hidden /> API
    </a>
  );
}

export interface RecordUrl {
  value: string;
  description?: string;
}

/** Links of a record, each labelled by its description or its address. */
export function UrlLinks({ urls, icon }: { urls: readonly RecordUrl[] | undefined; icon?: ReactNode }) {
  if (!urls || urls.length === 0) {
    return null;
  }
  return (
    <ul className="url-links">
      {urls.map((url, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a record may list one address twice
        <li key={`${url.value}-${index}`}>
          {icon ?? <LinkOutlined aria-hidden />}{' '}
          <ExternalLink href={url.value}>{url.description || displayUrl(url.value)}</ExternalLink>
        </li>
      ))}
    </ul>
  );
}

export interface RecordContact {
  name?: string;
  email?: string;
  record?: { $ref?: string };
}

/** Contact people: the name (linked to their profile when known) and a mail link. */
export function ContactList({ contacts }: { contacts: readonly RecordContact[] | undefined }) {
  if (!contacts || contacts.length === 0) {
    return null;
  }
  return (
    <ul className="contact-list">
      {contacts.map((contact, index) => {
        const authorId = linkedRecordId(contact.record, 'authors');
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: contacts have no identity of their own
          <li key={index}>
            {contact.name ? (
              authorId ? (
                <Link to={`/authors/${authorId}`}>{contact.name}</Link>
              ) : (
                <span>{contact.name}</span>
              )
            ) : null}
            {contact.name && contact.email ? ' ' : null}
            {contact.email ? (
              <a href={`mailto:${contact.email}`} className="contact-list__email">
                <MailOutlined aria-hidden /> {contact.email}
              </a>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

/** Public notes, maths and light markup rendered (sanitised). */
export function PublicNotesList({ notes }: { notes: readonly { value: string }[] | undefined }) {
  if (!notes || notes.length === 0) {
    return null;
  }
  return (
    <ul className="record-notes">
      {notes.map((note, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: notes may repeat
        <li key={index}>
          <MathText text={note.value} />
        </li>
      ))}
    </ul>
  );
}

/** Keywords as tags, the first ten then 'Show all (n)'. */
export function KeywordTags({ keywords }: { keywords: readonly { value: string }[] | undefined }) {
  if (!keywords || keywords.length === 0) {
    return null;
  }
  return (
    <div className="keywords">
      <ExpandableList inline items={keywords} renderItem={(keyword) => <Tag>{keyword.value}</Tag>} />
    </div>
  );
}

/** Subject categories (`inspire_categories[].term`) as tags. */
export function CategoryTags({ categories }: { categories: readonly { term: string }[] | undefined }) {
  if (!categories || categories.length === 0) {
    return null;
  }
  return (
    <span className="category-tags">
      {categories.map((category) => (
        <Tag key={category.term} color="blue">
          {category.term}
        </Tag>
      ))}
    </span>
  );
}

/** arXiv categories as tags. */
export function ArxivCategoryTags({ categories }: { categories: readonly string[] | undefined }) {
  if (!categories || categories.length === 0) {
    return null;
  }
  return (
    <span className="category-tags">
      {categories.map((category) => (
        <Tag key={category} color="geekblue">
          {category}
        </Tag>
      ))}
    </span>
  );
}

/** Addresses joined by ' • '. */
export function AddressList({ addresses }: { addresses: readonly RecordAddress[] | undefined }) {
  const lines = (addresses ?? []).map(formatAddress).filter(Boolean);
  if (lines.length === 0) {
    return null;
  }
  return <span className="address-list">{lines.join(' • ')}</span>;
}

/** Series of a conference or seminar, each opening the events of that series (past ones included). */
export function EventSeriesLinks({
  series,
  collection,
}: {
  series: readonly { name: string; number?: number }[] | undefined;
  collection: 'conferences' | 'seminars';
}) {
  if (!series || series.length === 0) {
    return null;
  }
  const noun = collection === 'conferences' ? 'conference' : 'seminar';
  return (
    <span className="event-series">
      {series.map((entry, index) => (
        <Fragment key={entry.name}>
          {index > 0 ? ', ' : null}
          {entry.number ? `${ordinal(entry.number)} ${noun} in the ` : 'Part of the '}
          <Link to={seriesSearchHref(collection, entry.name)}>{entry.name}</Link>
          {' series'}
        </Fragment>
      ))}
    </span>
  );
}

/** 1 → '1st', 22 → '22nd', 13 → '13th'. */
export function ordinal(value: number): string {
  const tens = value % 100;
  if (tens >= 11 && tens <= 13) {
    return `${value}th`;
  }
  const suffix = { 1: 'st', 2: 'nd', 3: 'rd' }[value % 10] ?? 'th';
  return `${value}${suffix}`;
}
