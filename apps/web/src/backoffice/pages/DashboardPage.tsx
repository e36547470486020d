import { WORKFLOW_TYPES, type WorkflowKind, type WorkflowSearchResponse } from '@parton/records';
import { Card } from 'antd';
import { Link, Navigate, useLocation } from 'react-router';
import { LoadingSpinner } from '../../common/components/LoadingSpinner';
import { SomethingWentWrong } from '../../common/components/SomethingWentWrong';
import { usePageMeta } from '../../common/hooks/usePageMeta';
import { BackofficePage } from '../components/BackofficePage';
import { BackofficeSearchBox } from '../components/BackofficeSearchBox';
import { kindOfType, STATUS_GROUPS, searchPath, statusColor, statusLabel } from '../display';
import { useBackofficeMe, useWorkflowSearch } from '../hooks';

export interface TypeSummary {
  workflowType: string;
  kind: WorkflowKind;
  label: string;
  total: number;
  statuses: Map<string, number>;
}

/** One summary per workflow type present in the facets, in WORKFLOW_TYPES order (facts §3.9). */
export function typeSummaries(responses: (WorkflowSearchResponse | undefined)[]): TypeSummary[] {
  const buckets = responses.flatMap(
    (response) => response?.facets._filter_workflow_type.workflow_type.buckets ?? [],
  );
  const summaries: TypeSummary[] = [];
  for (const [workflowType, { label }] of Object.entries(WORKFLOW_TYPES)) {
    const bucket = buckets.find((entry) => entry.key === workflowType);
    const kind = kindOfType(workflowType);
    if (!bucket || bucket.doc_count === 0 || !kind) {
      continue;
    }
    summaries.push({
      workflowType,
      kind,
      label,
      total: bucket.doc_count,
      statuses: new Map(bucket.status.buckets.map((status) => [status.key, status.doc_count])),
    });
  }
  return summaries;
}

function TypeCard({ summary }: { summary: TypeSummary }) {
  const headingId = `dashboard-card-${summary.workflowType}`;
  return (
    <Card className="dashboard-card" aria-labelledby={headingId}>
      <div className="dashboard-card__head">
        <h2 id={headingId} className="dashboard-card__label">
          {summary.label}
        </h2>
        <span className="dashboard-card__total">{summary.total}</span>
      </div>
      <Link to={searchPath(summary.kind, { workflow_type: summary.workflowType })}>View all</Link>
      {STATUS_GROUPS.map((group) => {
        const counts = group.statuses
          .map((status) => [status, summary.statuses.get(status) ?? 0] as const)
          .filter(([, count]) => count > 0);
        const sum = counts.reduce((total, [, count]) => total + count, 0);
        return (
          <div key={group.name} className="dashboard-card__group">
            <div className="dashboard-card__group-head">
              <span
                className={`status-dot status-dot--${statusColor(group.statuses[0] ?? '')}`}
                aria-hidden
              />
              <span>{group.name}</span>
              <span className="dashboard-card__sum">{sum}</span>
            </div>
            {counts.length > 0 ? (
              <ul className="dashboard-card__statuses">
                {counts.map(([status, count]) => (
                  <li key={status}>
                    <Link to={searchPath(summary.kind, { workflow_type: summary.workflowType, status })}>
                      {statusLabel(status)}
                    </Link>
                    <span>{count}</span>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        );
      })}
    </Card>
  );
}

/** `/backoffice`: who is logged in first (a refusal goes to the login), then one card per workflow type. */
export function DashboardPage() {
  usePageMeta({ title: 'Back office' });
  const location = useLocation();
  const me = useBackofficeMe();
  const authors = useWorkflowSearch('authors', { size: 1 }, me.isSuccess);
  const literature = useWorkflowSearch('literature', { size: 1 }, me.isSuccess);

  if (me.isPending) {
    return <LoadingSpinner />;
  }
  if (me.isError) {
    return <Navigate to="/backoffice/login" replace state={{ from: location.pathname }} />;
  }
  const loading = authors.isPending || literature.isPending;
  const failed = authors.isError || literature.isError;
  const summaries = typeSummaries([authors.data, literature.data]);
  return (
    <BackofficePage
      heading="Dashboard"
      beside={<span className="backoffice-page__who">Logged in as {me.data.email}</span>}
    >
      <BackofficeSearchBox />
      {loading ? <LoadingSpinner /> : null}
      {failed ? (
        <SomethingWentWrong
          onRetry={() => {
            void authors.refetch();
            void literature.refetch();
          }}
        />
      ) : null}
      {!loading && !failed && summaries.length === 0 ? (
        <p className="backoffice-empty">There are no workflows yet.</p>
      ) : null}
      <div className="dashboard-cards">
        {summaries.map((summary) => (
          <TypeCard key={summary.workflowType} summary={summary} />
        ))}
      </div>
    </BackofficePage>
  );
}
