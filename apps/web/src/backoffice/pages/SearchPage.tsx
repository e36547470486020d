import type { Workflow, WorkflowKind } from '@parton/records';
import { Checkbox, Input, Select } from 'antd';
import { Link, Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { usePageMeta } from '../../common/hooks/usePageMeta';
import { NotFoundPage } from '../../errors/ErrorPage';
import { BackofficeList } from '../components/BackofficeList';
import { BackofficePage } from '../components/BackofficePage';
import { DecisionPill, StatusTag, UpdateTag } from '../components/WorkflowTags';
import {
  asList,
  formatDateTime,
  isWorkflowKind,
  statusLabel,
  submissionInfo,
  text,
  workflowPath,
  workflowTitle,
  workflowTypeLabel,
} from '../display';
import { useWorkflowSearch } from '../hooks';
import { ORDERINGS, readSearchState, type SearchState, toApiParams, writeSearchState } from '../searchState';

const KIND_TITLES: Record<WorkflowKind, string> = { authors: 'Authors', literature: 'Literature' };

/** `/backoffice/search` is the authors' search (facts §2.1), with the query kept. */
export function SearchRedirect() {
  const { search } = useLocation();
  return <Navigate to={`/backoffice/authors/search${search}`} replace />;
}

interface Bucket {
  key: string;
  doc_count: number;
}

function FacetGroup({
  title,
  buckets,
  selected,
  label,
  onChange,
}: {
  title: string;
  buckets: Bucket[];
  selected: string[];
  label: (key: string) => string;
  onChange: (values: string[]) => void;
}) {
  // A selected value the answer no longer counts stays visible, so that it can be unticked.
  const keys = [
    ...buckets.map((bucket) => bucket.key),
    ...selected.filter((key) => !buckets.some((b) => b.key === key)),
  ];
  return (
    <fieldset className="backoffice-facet">
      <legend>{title}</legend>
      {keys.length === 0 ? <p className="backoffice-facet__none">None</p> : null}
      {keys.map((key) => (
        <Checkbox
          key={key}
          checked={selected.includes(key)}
          onChange={(event) =>
            onChange(event.target.checked ? [...selected, key] : selected.filter((value) => value !== key))
          }
        >
          {label(key)}{' '}
          <span className="backoffice-facet__count">
            {buckets.find((bucket) => bucket.key === key)?.doc_count ?? 0}
          </span>
        </Checkbox>
      ))}
    </fieldset>
  );
}

function LiteratureSummary({ workflow }: { workflow: Workflow }) {
  const authors = asList(workflow.data.authors);
  const eprint = text(asList(workflow.data.arxiv_eprints)[0]?.value);
  return (
    <>
      {authors.length > 0 ? (
        <p className="workflow-row__authors">
          {authors
            .slice(0, 10)
            .map((author) => text(author.full_name))
            .join('; ')}
          {authors.length > 10 ? ` … (${authors.length} authors)` : ''}
        </p>
      ) : null}
      {eprint ? <p className="workflow-row__meta">e-Print: {eprint}</p> : null}
      {workflow.reference_count ? (
        <p className="workflow-row__meta">
          References: {workflow.reference_count.core}/{workflow.reference_count.total} core,{' '}
          {workflow.reference_count.matched}/{workflow.reference_count.total} matched
        </p>
      ) : null}
    </>
  );
}

function AuthorSummary({ workflow }: { workflow: Workflow }) {
  const categories = Array.isArray(workflow.data.arxiv_categories)
    ? (workflow.data.arxiv_categories as unknown[]).map(text).filter(Boolean)
    : [];
  return categories.length > 0 ? (
    <p className="workflow-row__meta">Subjects: {categories.join(', ')}</p>
  ) : null;
}

function ResultRow({ kind, workflow }: { kind: WorkflowKind; workflow: Workflow }) {
  const info = submissionInfo(workflow);
  return (
    <li className="workflow-row">
      <div className="workflow-row__main">
        <div className="workflow-row__tags">
          <UpdateTag workflowType={workflow.workflow_type} />
          <DecisionPill workflow={workflow} />
        </div>
        <Link to={workflowPath(kind, workflow.id)} className="workflow-row__title">
          {workflowTitle(workflow, kind)}
        </Link>
        {kind === 'literature' ? (
          <LiteratureSummary workflow={workflow} />
        ) : (
          <AuthorSummary workflow={workflow} />
        )}
      </div>
      <div className="workflow-row__submission">
        <span className="workflow-row__label">Submission Info</span>
        <span>{formatDateTime(info.date)}</span>
        {info.email ? <span>{info.email}</span> : null}
        <span className="workflow-row__type">{workflowTypeLabel(workflow.workflow_type)}</span>
      </div>
      <div className="workflow-row__status">
        <span className="workflow-row__label">Status</span>
        <StatusTag status={workflow.status} />
      </div>
    </li>
  );
}

/** `/backoffice/{authors,literature}/search`: facets, sort, search box and results, all from the URL. */
export function SearchPage() {
  const { kind } = useParams();
  if (!isWorkflowKind(kind)) {
    return <NotFoundPage />;
  }
  return <KindSearch kind={kind} />;
}

function KindSearch({ kind }: { kind: WorkflowKind }) {
  usePageMeta({ title: `${KIND_TITLES[kind]} workflows` });
  const [params, setParams] = useSearchParams();
  const state = readSearchState(params);
  const search = useWorkflowSearch(kind, toApiParams(state));
  const update = (change: Partial<SearchState>) => {
    // Any new filter starts over at page 1; only paging keeps the page.
    setParams(writeSearchState({ ...state, page: 1, ...change }));
  };
  const facets = search.data?.facets;
  return (
    <BackofficePage heading={`${KIND_TITLES[kind]} workflows`}>
      <Input.Search
        key={state.q}
        className="backoffice-search__box"
        aria-label={`Search ${kind} workflows`}
        placeholder="Search Backoffice"
        defaultValue={state.q}
        enterButton
        onSearch={(value) => update({ q: value.trim() })}
      />
      <div className="backoffice-search">
        <aside className="backoffice-search__side" aria-label="Filters">
          <div className="backoffice-facet__sort">
            <label htmlFor="backoffice-sort">Sort by</label>
            <Select
              id="backoffice-sort"
              value={state.ordering}
              onChange={(ordering) => update({ ordering })}
              options={ORDERINGS.map((option) => ({ ...option }))}
            />
          </div>
          <FacetGroup
            title="Workflow Type"
            buckets={facets?._filter_workflow_type.workflow_type.buckets ?? []}
            selected={state.workflow_type}
            label={workflowTypeLabel}
            onChange={(workflow_type) => update({ workflow_type })}
          />
          <FacetGroup
            title="Status"
            buckets={facets?._filter_status.status.buckets ?? []}
            selected={state.status}
            label={statusLabel}
            onChange={(status) => update({ status })}
          />
        </aside>
        <div className="backoffice-search__results" aria-busy={search.isFetching}>
          <BackofficeList
            query={search}
            noun={['result', 'results']}
            empty="No workflows match these filters."
            listClassName="workflow-list"
            renderItem={(workflow) => <ResultRow kind={kind} workflow={workflow} />}
            page={state.page}
            onPageChange={(page) => setParams(writeSearchState({ ...state, page }))}
            pagerClassName="backoffice-search__pages"
          />
        </div>
      </div>
    </BackofficePage>
  );
}
