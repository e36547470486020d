import { CURATOR_TICKET_TYPES, type CuratorTicket } from '@parton/records';
import { Button, Segmented, Select, Tag } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { usePageMeta } from '../../common/hooks/usePageMeta';
import { safeNext } from '../../user/emailRules';
import { BackofficeList, usePageParam } from '../components/BackofficeList';
import { BackofficePage } from '../components/BackofficePage';
import { formatDateTime } from '../display';
import { useTicketState, useTickets } from '../hooks';

const STATES = ['open', 'resolved', 'all'] as const;
type TicketState = (typeof STATES)[number];
const STATE_LABELS: Record<TicketState, string> = { open: 'Open', resolved: 'Resolved', all: 'All' };

function ticketTypeLabel(type: string): string {
  return (CURATOR_TICKET_TYPES as Record<string, string>)[type] ?? type;
}

/** Ticket links are our own paths (`/jobs/12`, `/backoffice/authors/<id>`); anything else is shown unlinked. */
function TicketLink({ link }: { link: string | null }) {
  const path = safeNext(link ?? undefined);
  return path ? <Link to={path}>Open</Link> : null;
}

function TicketRow({ ticket }: { ticket: CuratorTicket }) {
  const change = useTicketState();
  const resolved = ticket.status === 'resolved';
  return (
    <li className="ticket-row">
      <div className="ticket-row__main">
        <div>
          <Tag color={resolved ? 'green' : 'gold'}>{resolved ? 'Resolved' : 'Open'}</Tag>
          <Tag>{ticketTypeLabel(ticket.ticket_type)}</Tag>
          <span className="ticket-row__id">#{ticket.id}</span>
        </div>
        <p className="ticket-row__subject">{ticket.subject}</p>
        {ticket.description ? <p className="ticket-row__description">{ticket.description}</p> : null}
        <p className="ticket-row__meta">
          Opened {formatDateTime(ticket._created_at)}
          {ticket.requester_email ? ` by ${ticket.requester_email}` : ''}
          {resolved && ticket.resolved_by ? ` · resolved by ${ticket.resolved_by}` : ''}
        </p>
      </div>
      <div className="ticket-row__actions">
        <TicketLink link={ticket.link} />
        <Button
          loading={change.isPending}
          onClick={() => change.mutate({ id: ticket.id, change: resolved ? 'reopen' : 'resolve' })}
        >
          {resolved ? 'Reopen' : 'Resolve'}
        </Button>
      </div>
    </li>
  );
}

/** `/backoffice/tickets`: what curators must look at outside a decision, open first. */
export function TicketsPage() {
  usePageMeta({ title: 'Curator tickets' });
  const [params, setParams] = useSearchParams();
  const stateParam = params.get('status');
  const state: TicketState = stateParam === 'resolved' || stateParam === 'all' ? stateParam : 'open';
  const type = params.get('ticket_type') ?? undefined;
  const [page, setPage] = usePageParam();
  const tickets = useTickets({ status: state === 'all' ? undefined : state, ticket_type: type, page });
  const setFilter = (key: string, value: string | undefined) => {
    const next = new URLSearchParams(params);
    next.delete('page');
    if (value) {
      next.set(key, value);
    } else {
      next.delete(key);
    }
    setParams(next);
  };
  return (
    <BackofficePage heading="Curator tickets">
      <div className="ticket-filters">
        <Segmented<TicketState>
          aria-label="Ticket state"
          value={state}
          onChange={(value) => setFilter('status', value === 'open' ? undefined : value)}
          options={STATES.map((value) => ({ value, label: STATE_LABELS[value] }))}
        />
        <Select
          aria-label="Ticket type"
          allowClear
          placeholder="All types"
          value={type}
          onChange={(value: string | undefined) => setFilter('ticket_type', value)}
          options={Object.entries(CURATOR_TICKET_TYPES).map(([value, label]) => ({ value, label }))}
          className="ticket-filters__type"
        />
      </div>
      <BackofficeList
        query={tickets}
        noun={['ticket', 'tickets']}
        empty="No tickets."
        listClassName="ticket-list"
        renderItem={(ticket) => <TicketRow ticket={ticket} />}
        page={page}
        onPageChange={setPage}
      />
    </BackofficePage>
  );
}
