import {
  EditOutlined,
  GlobalOutlined,
  LinkedinOutlined,
  LinkOutlined,
  MailOutlined,
  SettingOutlined,
  TwitterOutlined,
} from '@ant-design/icons';
import { type AuthorUiMetadata, POSITIONS_SHOWN, PRODUCT_NAME, rankLabel } from '@parton/records';
import { Button, Tooltip } from 'antd';
import { Fragment, useState } from 'react';
import { Link } from 'react-router';
import { ContactUs } from '../../common/components/ContactUs';
import { ExternalLink } from '../../common/components/ExternalLink';
import { RecordField } from '../../common/components/RecordParts';
import { editLinkFor } from '../../common/editLinks';
import { displayUrl, linkedRecordId } from '../../common/recordLinks';
import {
  type AuthorPosition,
  advisorsByDegree,
  authorBai,
  authorOrcid,
  authorPlatformId,
  currentPositions,
  institutionIdOf,
  nameFromValue,
  positionDates,
  type SocialNetwork,
  socialLinks,
  visibleEmails,
} from '../authorProfile';

function InstitutionName({ position }: { position: AuthorPosition }) {
  const id = institutionIdOf(position);
  if (!position.institution) {
    return null;
  }
  return id ? (
    <Link to={`/institutions/${id}`}>{position.institution}</Link>
  ) : (
    <span>{position.institution}</span>
  );
}

/** Where the author is now: the current positions' institutions. */
export function CurrentAffiliations({ author }: { author: AuthorUiMetadata }) {
  const positions = currentPositions(author).filter((position) => position.institution);
  if (positions.length === 0) {
    return null;
  }
  return (
    <span className="author-affiliations">
      {positions.map((position, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: an author may hold two positions at one place
        <Fragment key={index}>
          {index > 0 ? ', ' : null}
          <InstitutionName position={position} />
        </Fragment>
      ))}
    </span>
  );
}

/** The career: three positions, then 'Show all positions'. */
export function AuthorPositions({ positions }: { positions: readonly AuthorPosition[] }) {
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? positions : positions.slice(0, POSITIONS_SHOWN);
  return (
    <div className="author-positions">
      <ul>
        {shown.map((position, index) => {
          const dates = positionDates(position);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: positions have no identity of their own
            <li key={index}>
              {/* Always there, empty when undated: the institution never moves into the date column. */}
              <span className="author-positions__dates">{dates}</span>
              <span className="author-positions__what">
                {position.rank ? (
                  <span className="author-positions__rank">{rankLabel(position.rank)}</span>
                ) : null}
                {position.rank && position.institution ? ' ' : null}
                <InstitutionName position={position} />
              </span>
            </li>
          );
        })}
      </ul>
      {positions.length > POSITIONS_SHOWN ? (
        <Button type="link" size="small" onClick={() => setExpanded(!expanded)} aria-expanded={expanded}>
          {expanded ? 'Hide positions' : 'Show all positions'}
        </Button>
      ) : null}
    </div>
  );
}

/** Advisors grouped by degree: 'PhD Advisor: …', 'Other Advisors: …'. */
export function AuthorAdvisors({ advisors }: { advisors: AuthorUiMetadata['advisors'] }) {
  const groups = advisorsByDegree(advisors);
  if (groups.length === 0) {
    return null;
  }
  return (
    <div className="author-advisors">
      {groups.map((group) => (
        <RecordField key={group.degreeType} label={group.label}>
          {group.advisors.map((advisor, index) => {
            const id = linkedRecordId(advisor.record, 'authors');
            const name = nameFromValue(advisor.name);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: two advisors may share a name
              <Fragment key={index}>
                {index > 0 ? ', ' : null}
                {id ? <Link to={`/authors/${id}`}>{name}</Link> : name}
              </Fragment>
            );
          })}
        </RecordField>
      ))}
    </div>
  );
}

const SOCIAL_ICONS: Record<SocialNetwork, typeof TwitterOutlined> = {
  twitter: TwitterOutlined,
  bluesky: GlobalOutlined,
  mastodon: GlobalOutlined,
  linkedin: LinkedinOutlined,
};

/** E-mail, social networks and websites. */
export function AuthorLinks({ author }: { author: AuthorUiMetadata }) {
  const emails = visibleEmails(author);
  const social = socialLinks(author);
  const websites = author.urls ?? [];
  if (emails.length === 0 && social.length === 0 && websites.length === 0) {
    return null;
  }
  return (
    <ul className="author-links" aria-label="Contact and links">
      {emails.map((email) => (
        <li key={email}>
          <a href={`mailto:${email}`}>
            <MailOutlined aria-hidden /> {email}
          </a>
        </li>
      ))}
      {social.map((link) => {
        const Icon = SOCIAL_ICONS[link.network];
        return (
          <li key={link.network}>
            <ExternalLink href={link.href}>
              <Icon aria-hidden /> {link.label}
            </ExternalLink>
          </li>
        );
      })}
      {websites.map((url, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a profile may list one site twice
        <li key={index}>
          <ExternalLink href={url.value}>
            <LinkOutlined aria-hidden /> {url.description || displayUrl(url.value)}
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}

/** ORCID, the author identifier and, without an ORCID, the platform's own id. */
export function AuthorIdentifiers({ author }: { author: AuthorUiMetadata }) {
  const orcid = authorOrcid(author);
  const bai = authorBai(author);
  const platformId = orcid ? undefined : authorPlatformId(author);
  if (!orcid && !bai && !platformId) {
    return null;
  }
  return (
    <div className="author-identifiers">
      {orcid ? (
        <RecordField label="ORCID">
          <ExternalLink href={`https://orcid.org/${orcid}`}>{orcid}</ExternalLink>
        </RecordField>
      ) : null}
      {bai ? <RecordField label="Author Identifier">{bai}</RecordField> : null}
      {platformId ? <RecordField label={`${PRODUCT_NAME} ID`}>{platformId}</RecordField> : null}
    </div>
  );
}

/** The edit action: a link when the record may be edited, else a disabled button saying how to get there. */
export function AuthorEditAction({
  author,
  isCataloger,
}: {
  author: AuthorUiMetadata;
  isCataloger: boolean;
}) {
  const id = author.control_number;
  const target = author.can_edit ? editLinkFor('authors', id, { cataloger: isCataloger }) : undefined;
  if (target) {
    return (
      <Link to={target} className="link-button">
        <EditOutlined aria-hidden /> edit
      </Link>
    );
  }
  const message = (
    <span>
      Login to edit your profile. <ContactUs offer="For any changes in the profile, please" />
    </span>
  );
  return (
    <>
      <Tooltip title={message}>
        {/* aria-disabled rather than disabled: the button keeps focus, so keyboard users also get the message. */}
        <Button
          icon={<EditOutlined />}
          aria-disabled="true"
          aria-describedby={`edit-help-${id}`}
          className="disabled-action"
          onClick={(event) => event.preventDefault()}
        >
          edit
        </Button>
      </Tooltip>
      <span id={`edit-help-${id}`} className="visually-hidden">
        Login to edit your profile. For any changes in the profile, please contact us.
      </span>
    </>
  );
}

/** A link to the user's settings, on their own profile. */
export function SettingsLink() {
  return (
    <Link to="/user/settings" className="link-button">
      <SettingOutlined aria-hidden /> settings
    </Link>
  );
}
