import { EditOutlined } from '@ant-design/icons';
import type { CollectionName } from '@parton/records';
import { Link } from 'react-router';
import { useCurrentUser } from '../../user/useCurrentUser';
import { editLinkFor } from '../editLinks';

/**
 * The edit action of a record the caller may edit: an in-app link to the editor or the update form
 * (`editLinkFor`), or nothing while that screen does not exist, so it never leads to a missing page.
 */
export function EditRecordLink({
  collection,
  id,
  canEdit,
  label = 'edit',
}: {
  collection: CollectionName;
  id: number;
  canEdit: boolean | undefined;
  label?: string;
}) {
  // Most records in a list are not editable: they need no session lookup at all.
  return canEdit ? <EditLinkForCaller collection={collection} id={id} label={label} /> : null;
}

function EditLinkForCaller({
  collection,
  id,
  label,
}: {
  collection: CollectionName;
  id: number;
  label: string;
}) {
  const { isCataloger } = useCurrentUser();
  const target = editLinkFor(collection, id, { cataloger: isCataloger });
  if (!target) {
    return null;
  }
  return (
    <Link to={target} className="link-button">
      <EditOutlined aria-hidden /> {label}
    </Link>
  );
}
