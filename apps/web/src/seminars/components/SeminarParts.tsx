import { CalendarOutlined, DownloadOutlined } from '@ant-design/icons';
import type { SeminarRecordUiMetadata } from '@parton/records';
import { Button, Dropdown } from 'antd';
import { Fragment, useState } from 'react';
import { Link } from 'react-router';
import { ExternalLink } from '../../common/components/ExternalLink';
import { RichText, richTextToPlain } from '../../common/components/RichText';
import { linkedRecordId } from '../../common/recordLinks';
import { googleCalendarHref, seminarIcs } from '../calendarExport';
import { seminarTimeDisplay, trimAbstract } from '../seminarTimes';

type Speaker = NonNullable<SeminarRecordUiMetadata['speakers']>[number] & {
  first_name?: string;
  last_name?: string;
};

/** 'Bernardini, Elisa' → 'Elisa Bernardini'. */
export function speakerName(speaker: Speaker): string {
  if (speaker.first_name || speaker.last_name) {
    return [speaker.first_name, speaker.last_name].filter(Boolean).join(' ');
  }
  const [last, first] = (speaker.name ?? '').split(',').map((part) => part.trim());
  return first ? `${first} ${last}` : (speaker.name ?? '');
}

/** Speakers linked to their profiles, each with affiliations in brackets. */
export function SeminarSpeakers({ speakers }: { speakers: readonly Speaker[] | undefined }) {
  if (!speakers || speakers.length === 0) {
    return null;
  }
  return (
    <span className="seminar-speakers">
      {speakers.map((speaker, index) => {
        const id = linkedRecordId(speaker.record, 'authors');
        const name = speakerName(speaker);
        const affiliations = speaker.affiliations ?? [];
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: speakers may share a name
          <Fragment key={index}>
            {index > 0 ? ', ' : null}
            {id ? <Link to={`/authors/${id}`}>{name}</Link> : name}
            {affiliations.length > 0 ? (
              <span className="author__affiliations">
                {' ('}
                {affiliations.map((affiliation, position) => {
                  const institution = linkedRecordId(affiliation.record, 'institutions');
                  return (
                    // biome-ignore lint/suspicious/noArrayIndexKey: affiliations may repeat
                    <Fragment key={position}>
                      {position > 0 ? ' and ' : null}
                      {institution ? (
                        <Link to={`/institutions/${institution}`}>{affiliation.value}</Link>
                      ) : (
                        affiliation.value
                      )}
                    </Fragment>
                  );
                })}
                {')'}
              </span>
            ) : null}
          </Fragment>
        );
      })}
    </span>
  );
}

/** The seminar's times: its own zone first and the viewer's in brackets when the clocks differ. */
export function SeminarTimes({
  seminar,
  defaultTimeZone,
}: {
  seminar: SeminarRecordUiMetadata;
  defaultTimeZone: string;
}) {
  const display = seminarTimeDisplay(
    seminar.start_datetime,
    seminar.end_datetime,
    seminar.timezone,
    defaultTimeZone,
  );
  return (
    <span className="seminar-times">
      {display.main.text} {display.main.zone}
      {display.bracketed ? (
        <span className="seminar-times__default">
          {' '}
          ({display.bracketed.text} {display.bracketed.zone})
        </span>
      ) : null}
    </span>
  );
}

/** The abstract, cut to 1000 characters with a control to read the whole (sanitised) text. */
export function SeminarAbstract({ html }: { html: string }) {
  const [expanded, setExpanded] = useState(false);
  const plain = richTextToPlain(html);
  const short = trimAbstract(plain);
  if (expanded || short === plain) {
    return (
      <>
        <RichText html={html} className="abstract" />
        {expanded ? (
          <Button type="link" size="small" onClick={() => setExpanded(false)}>
            Show less
          </Button>
        ) : null}
      </>
    );
  }
  return (
    <>
      <p className="abstract">{short}</p>
      <Button type="link" size="small" onClick={() => setExpanded(true)}>
        Show full abstract
      </Button>
    </>
  );
}

function downloadIcs(seminar: SeminarRecordUiMetadata, abstractText: string): void {
  const blob = new Blob([seminarIcs(seminar, abstractText)], { type: 'text/calendar' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `seminar-${seminar.control_number}.ics`;
  link.click();
  URL.revokeObjectURL(url);
}

/** 'Add to calendar': Google Calendar or an .ics file, the description cut to 1000 characters. */
export function AddToCalendar({ seminar }: { seminar: SeminarRecordUiMetadata }) {
  const abstractText = richTextToPlain(seminar.abstract?.value);
  const google = googleCalendarHref(seminar, abstractText);
  const items = [
    ...(google ? [{ key: 'google', label: <ExternalLink href={google}>Google Calendar</ExternalLink> }] : []),
    {
      key: 'ics',
      label: (
        <span>
          <DownloadOutlined aria-hidden /> iCalendar (.ics)
        </span>
      ),
      onClick: () => downloadIcs(seminar, abstractText),
    },
  ];
  return (
    <Dropdown menu={{ items }} trigger={['click']}>
      <Button type="text" icon={<CalendarOutlined />}>
        Add to calendar
      </Button>
    </Dropdown>
  );
}
