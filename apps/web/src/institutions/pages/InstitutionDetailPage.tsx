import { TeamOutlined } from '@ant-design/icons';
import type { InstitutionUiMetadata } from '@parton/records';
import { Link } from 'react-router';
import {
  EmbeddedLiteratureSearch,
  embeddedNamespace,
} from '../../common/components/EmbeddedLiteratureSearch';
import { ExternalLink } from '../../common/components/ExternalLink';
import { LoadingSpinner } from '../../common/components/LoadingSpinner';
import {
  ApiLink,
  DeletedAlert,
  EditRecordLink,
  PublicNotesList,
  RecordField,
  RecordSection,
  UrlLinks,
} from '../../common/components/RecordParts';
import { RelatedRecordLinks } from '../../common/components/RelatedRecordLinks';
import { usePageMeta } from '../../common/hooks/usePageMeta';
import { useRecordDetail } from '../../common/hooks/useRecordDetail';
import { relatedLinks } from '../../common/relatedRecords';
import { useCurrentUser } from '../../user/useCurrentUser';
import { institutionPapersQuery, institutionPeopleHref } from '../api';
import { institutionAddressLine, institutionHierarchy, institutionName, rorUrl } from '../institutionDisplay';

const PAPERS_NAMESPACE = embeddedNamespace('institutionPapers', { literature: true });

export function InstitutionDetailPage() {
  const { record } = useRecordDetail<InstitutionUiMetadata>('institutions');
  const { isCataloger } = useCurrentUser();
  const institution = record?.metadata;
  const name = institution ? institutionName(institution) : undefined;
  usePageMeta({
    title: name ?? 'Institutions',
    description: institution
      ? [name, institutionHierarchy(institution)].filter(Boolean).join(' — ')
      : undefined,
  });
  if (!institution || !name) {
    return <LoadingSpinner fullPage />;
  }
  const id = institution.control_number;
  const ror = rorUrl(institution);
  const hierarchy = institutionHierarchy(institution);
  const addresses = institution.addresses ?? [];
  return (
    <div className="detail-page collection-detail">
      {institution.deleted ? <DeletedAlert /> : null}
      <article className="detail-card" aria-labelledby="record-title">
        <h1 id="record-title" className="detail-record__title">
          {name}
        </h1>
        {hierarchy ? <div className="detail-record__subtitle-line">{hierarchy}</div> : null}
        <div className="detail-record__identifiers">
          {addresses.length > 0 ? (
            <RecordField label={addresses.length > 1 ? 'Addresses' : 'Address'}>
              <ul className="address-blocks">
                {addresses.map((address, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: addresses have no identity of their own
                  <li key={index}>{institutionAddressLine(address)}</li>
                ))}
              </ul>
            </RecordField>
          ) : null}
          <RecordField label="ROR">{ror ? <ExternalLink href={ror}>{ror}</ExternalLink> : null}</RecordField>
          <RecordField label="Name variants">
            {institution.name_variants?.length
              ? institution.name_variants.map((variant) => variant.value).join(', ')
              : null}
          </RecordField>
          <RelatedRecordLinks
            links={relatedLinks(institution, 'institutions')}
            collection="institutions"
            fallbackLabel={(relatedId) => `Institution ${relatedId}`}
          />
        </div>
        <div className="detail-record__actions">
          <Link to={institutionPeopleHref(id)} className="link-button">
            <TeamOutlined aria-hidden /> People of this institution
          </Link>
          <EditRecordLink collection="institutions" id={id} canEdit={isCataloger} />
          <ApiLink collection="institutions" id={id} />
        </div>
        {institution.urls?.length ? (
          <RecordSection title="Links">
            <UrlLinks urls={institution.urls} />
          </RecordSection>
        ) : null}
        {institution.historical_data?.length ? (
          <RecordSection title="Notes">
            <ul className="record-notes">
              {institution.historical_data.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          </RecordSection>
        ) : null}
        {institution.public_notes?.length ? (
          <RecordSection title="Public notes">
            <PublicNotesList notes={institution.public_notes} />
          </RecordSection>
        ) : null}
      </article>
      <section className="detail-card detail-tabs" aria-labelledby="papers-title">
        <h2 id="papers-title">Papers</h2>
        <EmbeddedLiteratureSearch
          namespace={PAPERS_NAMESPACE}
          baseQuery={institutionPapersQuery(id)}
          facetName="hep-institution-papers"
          emptyNoun="Results"
          searchLabel="Search papers of this institution"
        />
      </section>
    </div>
  );
}
