import { type AuthorUiMetadata, papersCount } from '@parton/records';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Drawer, Input, Radio, Spin } from 'antd';
import { useState } from 'react';
import { authorDisplayName } from '../authors/authorProfile';
import { claimingKeys, searchAuthors } from './api';

export type AssignTarget = number | 'new';

/** '(CERN)' after a name, to tell authors of the same name apart; '' without a current position. */
function currentInstitution(author: AuthorUiMetadata): string {
  const institution = author.positions?.find((position) => position.current)?.institution;
  return institution ? `(${institution})` : '';
}

interface AssignPapersDrawerProps {
  /** The author whose papers are assigned (left out of the choices). */
  authorRecid: number;
  count: number;
  busy: boolean;
  onAssign: (target: AssignTarget) => void;
  onClose: () => void;
}

/**
 * Spec §4: the cataloger's assign-papers drawer on an author page. Pick an author (searched by name) or 'New
 * author'; 'Assign' is enabled only once a choice exists.
 */
export default function AssignPapersDrawer({
  authorRecid,
  count,
  busy,
  onAssign,
  onClose,
}: AssignPapersDrawerProps) {
  const [q, setQ] = useState('');
  const [target, setTarget] = useState<AssignTarget | undefined>(undefined);
  const authors = useQuery({
    queryKey: claimingKeys.authorSearch(q),
    queryFn: ({ signal }) => searchAuthors(q, signal),
    enabled: q.length > 0,
  });
  const candidates = (authors.data ?? []).filter((author) => author.control_number !== authorRecid);
  return (
    <Drawer
      open
      title={`Assign ${papersCount(count)} to`}
      onClose={onClose}
      size="min(420px, 100vw)"
      className="claim-drawer"
      footer={
        <div className="claim-drawer__footer">
          <Button onClick={onClose}>Cancel</Button>
          <Button
            type="primary"
            loading={busy}
            disabled={target === undefined}
            onClick={() => {
              if (target !== undefined) {
                onAssign(target);
              }
            }}
          >
            Assign
          </Button>
        </div>
      }
    >
      <Input.Search
        aria-label="Search authors"
        placeholder="Search authors by name"
        allowClear
        enterButton
        onSearch={(value) => setQ(value.trim())}
      />
      <Radio.Group
        className="claim-drawer__choices"
        aria-label="Assign the papers to"
        value={target}
        onChange={(event) => setTarget(event.target.value as AssignTarget)}
      >
        <Radio value="new" className="claim-drawer__choice">
          New author
        </Radio>
        {candidates.map((author) => (
          <Radio key={author.control_number} value={author.control_number} className="claim-drawer__choice">
            <span className="claim-drawer__name">{authorDisplayName(author)}</span>
            <span className="claim-drawer__affiliations"> {currentInstitution(author)}</span>
          </Radio>
        ))}
      </Radio.Group>
      {authors.isFetching ? <Spin aria-label="Searching authors" /> : null}
      {authors.isError ? <Alert type="error" title="The author search failed." showIcon /> : null}
      {q && authors.isSuccess && candidates.length === 0 ? <p>No other author matches “{q}”.</p> : null}
    </Drawer>
  );
}
