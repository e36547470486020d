import type { SeminarUiMetadata } from '@parton/records';
import { Link } from 'react-router';
import { MathText } from '../../common/components/MathText';

/** 'MMM D, YYYY' in the browser's timezone, as seminar dates read everywhere. */
export function formatSeminarDate(iso: string | undefined): string {
  if (!iso) {
    return '';
  }
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) {
    return iso;
  }
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}

function speakerNames(seminar: SeminarUiMetadata): string {
  return (seminar.speakers ?? [])
    .map((speaker) => speaker.name ?? [speaker.first_name, speaker.last_name].filter(Boolean).join(' '))
    .filter(Boolean)
    .join(', ');
}

export function SeminarsTab({ seminars }: { seminars: readonly SeminarUiMetadata[] }) {
  return (
    <ul className="seminars">
      {seminars.map((seminar) => (
        <li key={seminar.control_number} className="seminar">
          <Link to={`/seminars/${seminar.control_number}`} className="seminar__title">
            <MathText text={seminar.title.title} />
          </Link>
          <div className="seminar__meta">
            {speakerNames(seminar)}
            {seminar.start_datetime ? <span> • {formatSeminarDate(seminar.start_datetime)}</span> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
