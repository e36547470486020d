import { FileOutlined, VideoCameraOutlined } from '@ant-design/icons';
import type { SeminarRecordUiMetadata } from '@parton/records';
import { Link } from 'react-router';
import { MathText } from '../../common/components/MathText';
import { AddressList, CategoryTags, EditRecordLink, UrlLinks } from '../../common/components/RecordParts';
import { formatTimeInTimeZone, parseUtcDateTime } from '../../common/recordDates';
import { formatSeminarDay } from '../seminarTimes';
import { SeminarSpeakers } from './SeminarParts';

interface SeminarItemProps {
  seminar: SeminarRecordUiMetadata;
  /** The zone the list shows times in: the viewer's. */
  timeZone: string;
}

/** A seminar in a list: date and time in the viewer's zone, title, speakers, place, subjects and links. */
export function SeminarItem({ seminar, timeZone }: SeminarItemProps) {
  const id = seminar.control_number;
  const start = parseUtcDateTime(seminar.start_datetime);
  const end = parseUtcDateTime(seminar.end_datetime);
  return (
    <article className="result-item collection-item seminar-item" aria-labelledby={`seminar-${id}`}>
      <div className="seminar-item__date">
        <time dateTime={start?.toISOString()}>{formatSeminarDay(seminar.start_datetime, timeZone)}</time>
        {start ? (
          <span className="seminar-item__time">
            {formatTimeInTimeZone(start, timeZone)}
            {end ? ` - ${formatTimeInTimeZone(end, timeZone)}` : null}
          </span>
        ) : null}
      </div>
      <div className="result-item__body">
        <h2 id={`seminar-${id}`} className="result-item__title">
          <Link to={`/seminars/${id}`}>
            <MathText text={seminar.title.title} />
          </Link>
        </h2>
        <div className="collection-item__line">
          <SeminarSpeakers speakers={seminar.speakers} />
        </div>
        {seminar.address ? (
          <div className="collection-item__line">
            <AddressList addresses={[seminar.address]} />
          </div>
        ) : null}
        <div className="collection-item__line">
          <CategoryTags categories={seminar.inspire_categories} />
        </div>
        <div className="result-item__actions">
          <div className="result-item__tools">
            <UrlLinks urls={seminar.join_urls} icon={<VideoCameraOutlined aria-hidden />} />
            <UrlLinks urls={seminar.material_urls} icon={<FileOutlined aria-hidden />} />
            <EditRecordLink collection="seminars" id={id} canEdit={seminar.can_edit} />
          </div>
        </div>
      </div>
    </article>
  );
}
