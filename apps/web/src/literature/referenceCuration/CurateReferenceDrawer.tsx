import './referenceCuration.css';
import { ASSIGN_MESSAGES, type LiteratureReferenceItem, type LiteratureUiMetadata } from '@parton/records';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Drawer, Input, notification, Pagination, Radio } from 'antd';
import { useId, useState } from 'react';
import { messageOr } from '../../common/api/http';
import { LoadingSpinner } from '../../common/components/LoadingSpinner';
import { MathText } from '../../common/components/MathText';
import { useCurrentUser } from '../../user/useCurrentUser';
import { fetchLiteratureRecord, fetchLiteratureSearch, literatureKeys } from '../api';
import { authorDisplayName, formatPublicationInfo } from '../display';
import { postReferenceSelfCuration } from './api';
import { initialReferenceQuery } from './initialQuery';

/** Hits per page of the drawer's search: a short list to pick one paper from. */
export const CURATION_PAGE_SIZE = 10;
const NOTIFICATION_KEY = 'reference-curation';

export interface CurateReferenceDrawerProps {
  /** The paper whose reference is corrected (its control number). */
  recordId: string;
  /** Position of the reference in the paper's `references`; null while the drawer is closed. */
  referenceIndex: number | null;
  /** The reference as the references tab shows it (for the initial search). */
  reference: LiteratureReferenceItem | undefined;
  onClose: () => void;
}

function HitLabel({ metadata }: { metadata: LiteratureUiMetadata }) {
  const authors = metadata.authors ?? [];
  const firstAuthor = authors[0] ? authorDisplayName(authors[0]) : undefined;
  const publication = (metadata.publication_info ?? []).map(formatPublicationInfo).find(Boolean);
  const eprint = metadata.arxiv_eprints?.[0]?.value;
  const details = [
    firstAuthor ? `${firstAuthor}${authors.length > 1 ? ' et al.' : ''}` : undefined,
    publication,
    eprint ? `arXiv:${eprint}` : undefined,
    `#${metadata.control_number}`,
  ].filter(Boolean);
  return (
    <span>
      <span className="curate-reference__hit-title">
        <MathText text={metadata.titles[0]?.title ?? '(untitled)'} />
      </span>
      <br />
      <span className="curate-reference__hit-meta">{details.join(' · ')}</span>
    </span>
  );
}

/** The embedded literature search of the drawer: a query box and one radio per hit. */
function ReferenceSearch({
  initialQuery,
  selected,
  onSelect,
}: {
  initialQuery: string;
  selected: number | undefined;
  onSelect: (controlNumber: number | undefined) => void;
}) {
  const id = useId();
  const [query, setQuery] = useState(initialQuery);
  const [page, setPage] = useState(1);
  const params = { q: query, page, size: CURATION_PAGE_SIZE };
  const search = useQuery({
    queryKey: literatureKeys.search(params),
    queryFn: ({ signal }) => fetchLiteratureSearch(params, signal),
    placeholderData: keepPreviousData,
  });
  const hits = search.data?.hits.hits ?? [];
  const total = search.data?.hits.total ?? 0;
  return (
    <div>
      <Input.Search
        id={`${id}-query`}
        className="curate-reference__search"
        aria-label="Search for the right paper"
        placeholder="Search literature"
        defaultValue={initialQuery}
        allowClear
        enterButton
        onSearch={(value) => {
          setQuery(value.trim());
          setPage(1);
          onSelect(undefined);
        }}
      />
      {search.isPending ? <LoadingSpinner /> : null}
      {search.isError ? (
        <Alert type="error" showIcon title={messageOr(search.error, ASSIGN_MESSAGES.somethingWentWrong)} />
      ) : null}
      {search.data ? (
        <>
          <p className="curate-reference__count" aria-live="polite">
            {total} {total === 1 ? 'result' : 'results'}
          </p>
          {hits.length > 0 ? (
            <Radio.Group
              className="curate-reference__hits"
              aria-label="Papers found"
              value={selected}
              onChange={(event) => onSelect(Number(event.target.value))}
            >
              {hits.map((hit) => (
                <Radio
                  key={hit.metadata.control_number}
                  value={hit.metadata.control_number}
                  className="curate-reference__hit"
                >
                  <HitLabel metadata={hit.metadata} />
                </Radio>
              ))}
            </Radio.Group>
          ) : null}
          {total > CURATION_PAGE_SIZE ? (
            <Pagination
              className="curate-reference__pager"
              simple
              current={page}
              pageSize={CURATION_PAGE_SIZE}
              total={total}
              showSizeChanger={false}
              onChange={(next) => {
                setPage(next);
                onSelect(undefined);
              }}
            />
          ) : null}
        </>
      ) : null}
    </div>
  );
}

/**
 * The 'Correct this reference' drawer (spec §4 reference curation, §5 pickers): search literature, pick one paper,
 * Select links the reference to it. Notifications: 'We are processing your request' while the server works, then
 * 'Reference Successfully Modified!' or the server's message. The paper and its references reload afterwards.
 * Stays mounted once loaded: its notifications outlive the drawer.
 */
export default function CurateReferenceDrawer({
  recordId,
  referenceIndex,
  reference,
  onClose,
}: CurateReferenceDrawerProps) {
  const [api, contextHolder] = notification.useNotification();
  const queryClient = useQueryClient();
  const { user } = useCurrentUser();
  const [selected, setSelected] = useState<number | undefined>();
  const open = referenceIndex !== null;

  const close = () => {
    setSelected(undefined);
    onClose();
  };

  const submit = async (index: number, newRecid: number) => {
    close();
    api.info({ key: NOTIFICATION_KEY, title: ASSIGN_MESSAGES.processingReference, duration: 0 });
    try {
      // The revision the reader saw: the record the detail page loaded (the server refuses a stale one).
      const { record } = await queryClient.ensureQueryData({
        queryKey: literatureKeys.record(recordId),
        queryFn: ({ signal }) => fetchLiteratureRecord(recordId, signal),
      });
      await postReferenceSelfCuration(
        {
          record_id: record.uuid,
          revision_id: record.revision_id,
          reference_index: index,
          new_reference_recid: newRecid,
        },
        user?.csrfToken,
      );
      api.success({
        key: NOTIFICATION_KEY,
        title: ASSIGN_MESSAGES.referenceModifiedTitle,
        description: ASSIGN_MESSAGES.referenceModifiedText,
        duration: 10,
      });
    } catch (error) {
      api.error({
        key: NOTIFICATION_KEY,
        title: ASSIGN_MESSAGES.errorTitle,
        description: messageOr(error, ASSIGN_MESSAGES.somethingWentWrong),
        duration: 0,
      });
    } finally {
      // The paper (new revision), its references and the citation counts of both targets have changed.
      await queryClient.invalidateQueries({ queryKey: literatureKeys.all });
    }
  };

  return (
    <>
      {contextHolder}
      <Drawer
        title={ASSIGN_MESSAGES.correctThisReference}
        open={open}
        onClose={close}
        size="min(560px, 100vw)"
        destroyOnHidden
        footer={
          <div className="curate-reference__footer">
            <Button onClick={close}>Cancel</Button>
            <Button
              type="primary"
              disabled={selected === undefined}
              onClick={() => {
                if (referenceIndex !== null && selected !== undefined) {
                  void submit(referenceIndex, selected);
                }
              }}
            >
              Select
            </Button>
          </div>
        }
      >
        {open ? (
          <ReferenceSearch
            key={referenceIndex}
            initialQuery={initialReferenceQuery(reference)}
            selected={selected}
            onSelect={setSelected}
          />
        ) : null}
      </Drawer>
    </>
  );
}
