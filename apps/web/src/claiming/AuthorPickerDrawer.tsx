import { AUTHOR_PICKER_PAGE_SIZE, type UiLiteratureAuthor } from '@parton/records';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Drawer, Pagination, Radio, Spin } from 'antd';
import { useState } from 'react';
import { claimingKeys, fetchPaperAuthors } from './api';
import type { ClaimSource } from './claimPaper';

interface AuthorPickerDrawerProps {
  literatureRecid: number;
  onClaim: (source: ClaimSource) => void;
  onClose: () => void;
}

/** The affiliations after a name in the picker ('CERN, DESY'). */
function affiliationsOf(author: UiLiteratureAuthor): string {
  return (author.affiliations ?? [])
    .map((affiliation) => affiliation.value)
    .filter(Boolean)
    .join(', ');
}

/** The claim of a signature: its author record, or its position when it points at none yet. */
export function claimSourceOf(author: UiLiteratureAuthor, position: number): ClaimSource {
  return author.recid === undefined ? { position } : { authorRecid: author.recid };
}

/**
 * Spec §4, §5, §9: when the names check finds no unique signature, the reader picks theirs among the paper's
 * authors (20 per page); 'Claim' is enabled only once one is chosen.
 */
export default function AuthorPickerDrawer({ literatureRecid, onClaim, onClose }: AuthorPickerDrawerProps) {
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const authors = useQuery({
    queryKey: claimingKeys.paperAuthors(literatureRecid),
    queryFn: ({ signal }) => fetchPaperAuthors(literatureRecid, signal),
  });
  const list = authors.data ?? [];
  const first = (page - 1) * AUTHOR_PICKER_PAGE_SIZE;
  const pageAuthors = list.slice(first, first + AUTHOR_PICKER_PAGE_SIZE);
  const chosenAuthor = chosen === undefined ? undefined : list[chosen];
  return (
    <Drawer
      open
      title="Select the author to claim"
      onClose={onClose}
      size="min(420px, 100vw)"
      className="claim-drawer"
      footer={
        <div className="claim-drawer__footer">
          <Button onClick={onClose}>Cancel</Button>
          <Button
            type="primary"
            disabled={chosenAuthor === undefined || chosen === undefined}
            onClick={() => {
              if (chosenAuthor === undefined || chosen === undefined) {
                return;
              }
              onClaim(claimSourceOf(chosenAuthor, chosen));
            }}
          >
            Claim
          </Button>
        </div>
      }
    >
      {authors.isPending ? (
        <Spin aria-label="Loading the authors" />
      ) : authors.isError ? (
        <Alert type="error" title="The authors of this paper could not be loaded." showIcon />
      ) : list.length === 0 ? (
        <p>This paper has no authors.</p>
      ) : (
        <>
          <p className="claim-drawer__hint">Which of these authors are you?</p>
          <Radio.Group
            className="claim-drawer__choices"
            aria-label="Authors of this paper"
            value={chosen}
            onChange={(event) => setChosen(event.target.value as number)}
          >
            {pageAuthors.map((author, index) => {
              const position = first + index;
              const affiliations = affiliationsOf(author);
              return (
                <Radio key={position} value={position} className="claim-drawer__choice">
                  <span className="claim-drawer__name">{author.full_name}</span>
                  {affiliations ? (
                    <span className="claim-drawer__affiliations"> ({affiliations})</span>
                  ) : null}
                </Radio>
              );
            })}
          </Radio.Group>
          {list.length > AUTHOR_PICKER_PAGE_SIZE ? (
            <Pagination
              className="claim-drawer__pager"
              size="small"
              current={page}
              pageSize={AUTHOR_PICKER_PAGE_SIZE}
              total={list.length}
              showSizeChanger={false}
              onChange={setPage}
            />
          ) : null}
        </>
      )}
    </Drawer>
  );
}
