import type { AuthorUiMetadata } from '@parton/records';
import { Col, Row } from 'antd';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { LoadingSpinner } from '../../common/components/LoadingSpinner';
import { ApiLink, ArxivCategoryTags, DeletedAlert, RecordField } from '../../common/components/RecordParts';
import { usePageMeta } from '../../common/hooks/usePageMeta';
import { useRecordDetail } from '../../common/hooks/useRecordDetail';
import { linkedRecordId } from '../../common/recordLinks';
import { useCurrentUser } from '../../user/useCurrentUser';
import { authorDisplayName, authorOrcid, shouldDisplayPositions, updatedText } from '../authorProfile';
import {
  AuthorAdvisors,
  AuthorEditAction,
  AuthorIdentifiers,
  AuthorLinks,
  AuthorPositions,
  CurrentAffiliations,
  SettingsLink,
} from '../components/AuthorProfileParts';
import { AuthorTabs } from '../components/AuthorTabs';

export function AuthorDetailPage() {
  const { record } = useRecordDetail<AuthorUiMetadata>('authors');
  const { user, isCataloger } = useCurrentUser();
  const author = record?.metadata;
  const name = author ? authorDisplayName(author) : undefined;
  usePageMeta({
    title: name ?? 'Authors',
    description: author ? `${name}: papers, citations and career in high-energy physics.` : undefined,
  });
  if (!record || !author || !name) {
    return <LoadingSpinner fullPage />;
  }
  const orcid = authorOrcid(author);
  const ownProfile = Boolean(orcid && user?.orcid && orcid === user.orcid);
  const nativeNames = author.name.native_names ?? [];
  const experiments = author.project_membership ?? [];
  return (
    <div className="detail-page collection-detail author-detail">
      {author.deleted ? <DeletedAlert /> : null}
      <article className="detail-card author-profile" aria-labelledby="record-title">
        <Row gutter={[24, 12]}>
          <Col xs={24} lg={16}>
            <h1 id="record-title" className="detail-record__title">
              {name}
              {nativeNames.length > 0 ? (
                <span className="detail-record__subtitle"> ({nativeNames.join(', ')})</span>
              ) : null}
            </h1>
            <div className="author-profile__affiliations">
              <CurrentAffiliations author={author} />
            </div>
            <AuthorIdentifiers author={author} />
            <AuthorAdvisors advisors={author.advisors} />
            <RecordField label="arXiv categories">
              {author.arxiv_categories?.length ? (
                <ArxivCategoryTags categories={author.arxiv_categories} />
              ) : null}
            </RecordField>
            <RecordField label="Experiments">
              {experiments.length > 0
                ? experiments.map((experiment, index) => {
                    const id = linkedRecordId(experiment.record, 'experiments');
                    return (
                      <Fragment key={experiment.name}>
                        {index > 0 ? ', ' : null}
                        {id ? <Link to={`/experiments/${id}`}>{experiment.name}</Link> : experiment.name}
                      </Fragment>
                    );
                  })
                : null}
            </RecordField>
          </Col>
          <Col xs={24} lg={8}>
            <AuthorLinks author={author} />
          </Col>
        </Row>
        {shouldDisplayPositions(author) ? (
          <section className="record-section" aria-labelledby="positions-title">
            <h2 id="positions-title">Positions</h2>
            <AuthorPositions positions={author.positions ?? []} />
          </section>
        ) : null}
        <div className="detail-record__actions author-profile__actions">
          <AuthorEditAction author={author} isCataloger={isCataloger} />
          {ownProfile ? <SettingsLink /> : null}
          <ApiLink collection="authors" id={author.control_number} />
          <span className="collection-detail__dates">{updatedText(record.updated)}</span>
        </div>
      </article>
      <AuthorTabs author={author} />
    </div>
  );
}
