import { useQuery } from '@tanstack/react-query';
import { Switch, Tooltip } from 'antd';
import type { QueryParams } from '../../common/api/http';
import { LoadingSpinner } from '../../common/components/LoadingSpinner';
import { SomethingWentWrong } from '../../common/components/SomethingWentWrong';
import { fetchCitationSummary, literatureKeys } from '../api';
import type { BarSelection } from '../citationSummary';
import { citationSummaryRows, summaryBars, toggleBar } from '../citationSummaryFigures';
import { CitationSummaryGraph } from './CitationSummaryGraph';

interface CitationSummaryProps {
  /** Query and filters of the search, without the citation filters the summary ignores. */
  params: QueryParams;
  excludeSelfCitations: boolean;
  onExcludeSelfCitationsChange: (on: boolean) => void;
  selectedBar: BarSelection | null;
  onBarSelectionChange: (selection: BarSelection | null) => void;
}

export function CitationSummary({
  params,
  excludeSelfCitations,
  onExcludeSelfCitationsChange,
  selectedBar,
  onBarSelectionChange,
}: CitationSummaryProps) {
  const requestParams = excludeSelfCitations ? { ...params, 'exclude-self-citations': true } : params;
  const { data, isPending, isError, refetch } = useQuery({
    queryKey: literatureKeys.citationSummary(requestParams),
    queryFn: ({ signal }) => fetchCitationSummary(requestParams, signal),
  });
  return (
    <section className="citation-summary" aria-labelledby="citation-summary-title">
      <div className="citation-summary__head">
        <h2 id="citation-summary-title">Citation Summary</h2>
        <Tooltip title="Self-citations are citations from papers that share an author with the cited paper.">
          <span className="switch-label">
            <Switch
              id="exclude-self-citations"
              size="small"
              checked={excludeSelfCitations}
              onChange={onExcludeSelfCitationsChange}
            />
            <label htmlFor="exclude-self-citations">Exclude self-citations</label>
          </span>
        </Tooltip>
      </div>
      {isPending ? <LoadingSpinner /> : null}
      {isError ? <SomethingWentWrong onRetry={() => refetch()} /> : null}
      {data ? (
        <div className="citation-summary__body">
          <table className="summary-table">
            <thead>
              <tr>
                <th scope="col">
                  <span className="visually-hidden">Measure</span>
                </th>
                <th scope="col">Citeable</th>
                <th scope="col">Published</th>
              </tr>
            </thead>
            <tbody>
              {citationSummaryRows(data).map((row) => (
                <tr key={row.label}>
                  <th scope="row">{row.label}</th>
                  <td>{row.citeable}</td>
                  <td>{row.published}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <CitationSummaryGraph
            bars={summaryBars(data)}
            selected={selectedBar}
            onSelect={(clicked) => onBarSelectionChange(toggleBar(selectedBar, clicked))}
          />
        </div>
      ) : null}
    </section>
  );
}
