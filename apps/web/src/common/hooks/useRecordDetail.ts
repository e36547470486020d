import type { CollectionName, RecordEnvelope } from '@parton/records';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { referrerState } from '../../errors/referrer';
import { collectionKeys, fetchCollectionRecord } from '../api/collectionApi';
import { errorPagePath } from '../api/http';

/**
 * The record of a `/{collection}/:id` page in the UI serialisation. A failed fetch sends the browser to the
 * matching error page; a record answered under another number (merged, redirected) moves to its canonical URL.
 */
export function useRecordDetail<M extends { control_number: number }>(
  collection: CollectionName,
): { record: RecordEnvelope<M> | undefined; id: string } {
  const { id = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { data, error } = useQuery({
    queryKey: collectionKeys(collection).record(id),
    queryFn: ({ signal }) => fetchCollectionRecord<M>(collection, id, signal),
  });
  const recid = data?.record.metadata.control_number;

  useEffect(() => {
    if (error) {
      navigate(errorPagePath(error), { replace: true, state: referrerState(location) });
    }
  }, [error, navigate, location]);
  useEffect(() => {
    if (recid !== undefined && String(recid) !== id) {
      navigate(`/${collection}/${recid}${location.search}${location.hash}`, { replace: true });
    }
  }, [recid, id, collection, navigate, location.search, location.hash]);

  return { record: data?.record, id };
}
