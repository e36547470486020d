import './referenceCuration.css';
import { ASSIGN_MESSAGES, type LiteratureReferenceItem, type LiteratureUiMetadata } from '@parton/records';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Drawer, notification } from 'antd';
import { useState } from 'react';
import { messageOr } from '../../common/api/http';
import { MathText } from '../../common/components/MathText';
import { RecordPickerSearch } from '../../common/components/RecordPickerSearch';
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
      <span className="record-picker__hit-title">
        <MathText text={metadata.titles[0]?.title ?? '(untitled)'} />
      </span>
      <br />
      <span className="record-picker__hit-meta">{details.join(' · ')}</span>
    </span>
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
          <div className="record-picker__footer">
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
        {/* The reference's own words are the first search; another reference starts a new one. */}
        {open ? (
          <RecordPickerSearch<LiteratureUiMetadata>
            key={referenceIndex}
            searchLabel="Search for the right paper"
            placeholder="Search literature"
            initialQuery={initialReferenceQuery(reference)}
            searchEmptyQuery
            pageSize={CURATION_PAGE_SIZE}
            queryKey={(q, page) => literatureKeys.search({ q, page, size: CURATION_PAGE_SIZE })}
            fetchPage={(q, page, signal) =>
              fetchLiteratureSearch({ q, page, size: CURATION_PAGE_SIZE }, signal)
            }
            failedText={ASSIGN_MESSAGES.somethingWentWrong}
            hitsLabel="Papers found"
            selected={selected}
            onSelect={setSelected}
            renderHit={(metadata) => <HitLabel metadata={metadata} />}
          />
        ) : null}
      </Drawer>
    </>
  );
}
