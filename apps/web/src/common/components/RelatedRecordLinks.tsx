import { Fragment } from 'react';
import { Link } from 'react-router';
import { useLinkedRecords } from '../hooks/useLinkedRecords';
import { RELATIONS, type RelatedLink, type Relation } from '../relatedRecords';
import { RecordField } from './RecordParts';

interface LinkedName {
  control_number: number;
  legacy_ICN?: string;
  legacy_name?: string;
}

const RELATION_LABELS: Record<Relation, [string, string]> = {
  parent: ['Parent', 'Parents'],
  subsidiary: ['Subsidiary', 'Subsidiaries'],
  successor: ['Successor', 'Successors'],
  predecessor: ['Predecessor', 'Predecessors'],
};

/** Related records grouped by relation: 'Parent: X', 'Successors: Y, Z'. */
export function RelatedRecordLinks({
  links,
  collection,
  fallbackLabel,
}: {
  links: readonly RelatedLink[];
  collection: 'institutions' | 'experiments';
  /** Label of a record neither the serializer nor a look-up could name ('Institution 903333'). */
  fallbackLabel: (id: number) => string;
}) {
  const unnamed = links.filter((link) => !link.label).map((link) => link.id);
  const named = useLinkedRecords<LinkedName>(collection, unnamed);
  const labelOf = (link: RelatedLink) => {
    const record = named.get(link.id);
    return link.label ?? record?.legacy_ICN ?? record?.legacy_name ?? fallbackLabel(link.id);
  };
  return (
    <>
      {RELATIONS.map((relation) => {
        const group = links.filter((link) => link.relation === relation);
        if (group.length === 0) {
          return null;
        }
        const [singular, plural] = RELATION_LABELS[relation];
        return (
          <RecordField key={relation} label={group.length === 1 ? singular : plural}>
            {group.map((link, index) => (
              <Fragment key={link.id}>
                {index > 0 ? ', ' : null}
                <Link to={`/${collection}/${link.id}`}>{labelOf(link)}</Link>
              </Fragment>
            ))}
          </RecordField>
        );
      })}
    </>
  );
}
