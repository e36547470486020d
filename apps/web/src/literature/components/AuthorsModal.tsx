import type { UiLiteratureAuthor } from '@parton/records';
import { useQuery } from '@tanstack/react-query';
import { Modal } from 'antd';
import { LoadingSpinner } from '../../common/components/LoadingSpinner';
import { fetchLiteratureAuthors, literatureKeys } from '../api';
import { AuthorLink } from './AuthorList';

interface AuthorsModalProps {
  recordId: number;
  initialAuthors: readonly UiLiteratureAuthor[];
  total: number;
  onClose: () => void;
}

/** Every author of a paper (the record itself carries only the first ten). */
export default function AuthorsModal({ recordId, initialAuthors, total, onClose }: AuthorsModalProps) {
  const { data, isPending, isError } = useQuery({
    queryKey: literatureKeys.authors(String(recordId)),
    queryFn: ({ signal }) => fetchLiteratureAuthors(String(recordId), signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const authors = data?.metadata.authors ?? (isError ? initialAuthors : []);
  const count = data ? authors.length : total;
  return (
    <Modal open title={`${count} authors`} onCancel={onClose} footer={null} width={760}>
      {isPending ? <LoadingSpinner /> : null}
      <ol className="authors-modal__list">
        {authors.map((author, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: two signatures may share a name; position tells them apart
          <li key={`${author.full_name}-${index}`}>
            <AuthorLink author={author} showAffiliations />
          </li>
        ))}
      </ol>
    </Modal>
  );
}
