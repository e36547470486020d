import { AUTHOR_COUNT_BUCKETS, RPP_EXCLUDE, SUBJECT_MISSING_VALUE } from '@parton/query';
import {
  CITATION_BUCKETS,
  type CitationSummaryAggregation,
  type CitationSummaryStats,
  type CollectionName,
} from '@parton/records';
import type { CitationStatsRow, CitationSummaryRow, FacetCounts, TermsFacetSpec } from './repository';

type Json = Record<string, unknown>;

interface TermsFacetDefinition extends TermsFacetSpec {
  meta: Json;
}

const DOC_TYPE_HELP = {
  published: {
    text: 'Published papers are believed to have undergone rigorous peer review.',
    link: 'https://inspirehep.net/help/knowledge-base/faq/#faq-published',
  },
};

/** `records_hep` terms aggregations (inspire-api.md §2.4); the date, author-count and RPP ones are built apart. */
const LITERATURE_TERMS: readonly TermsFacetDefinition[] = [
  {
    name: 'doc_type',
    source: 'facet_doc_types',
    size: 20,
    meta: { title: 'Document Type', type: 'checkbox', order: 4, bucket_help: DOC_TYPE_HELP },
  },
  {
    name: 'author',
    source: 'facet_author_names',
    size: 100,
    sampled: true,
    meta: { title: 'Author', type: 'checkbox', order: 5, split: true },
  },
  {
    name: 'subject',
    source: 'inspire_categories',
    size: 20,
    missing: SUBJECT_MISSING_VALUE,
    meta: { title: 'Subject', type: 'checkbox', order: 6 },
  },
  {
    name: 'arxiv_categories',
    source: 'arxiv_categories',
    size: 20,
    meta: { title: 'arXiv Category', type: 'checkbox', order: 7 },
  },
  {
    name: 'collaboration',
    source: 'collaborations',
    size: 20,
    meta: { title: 'Collaboration', type: 'checkbox', order: 8 },
  },
];

const COLLECTION_TERMS: Partial<Record<CollectionName, readonly TermsFacetDefinition[]>> = {
  jobs: [
    {
      name: 'field_of_interest',
      source: 'arxiv_categories',
      size: 500,
      meta: { title: 'Field of Interest', type: 'multiselect', order: 1 },
    },
    { name: 'rank', source: 'ranks', size: 50, meta: { title: 'Rank', type: 'multiselect', order: 2 } },
    { name: 'region', source: 'regions', size: 50, meta: { title: 'Region', type: 'multiselect', order: 3 } },
    { name: 'status', source: 'status', size: 10, meta: { title: 'Status', type: 'multiselect', order: 4 } },
  ],
  conferences: [
    { name: 'subject', source: 'subjects', size: 20, meta: { title: 'Subject', type: 'checkbox', order: 1 } },
    { name: 'series', source: 'series', size: 20, meta: { title: 'Series', type: 'checkbox', order: 2 } },
  ],
  seminars: [
    { name: 'subject', source: 'subjects', size: 20, meta: { title: 'Subject', type: 'checkbox', order: 1 } },
    { name: 'series', source: 'series', size: 20, meta: { title: 'Series', type: 'checkbox', order: 2 } },
    {
      name: 'accessibility',
      source: 'accessibility',
      size: 10,
      meta: { title: 'Accessibility', type: 'checkbox', order: 3 },
    },
  ],
  experiments: [
    {
      name: 'classification',
      source: 'classifications',
      size: 500,
      meta: { title: 'Experiments', type: 'tree', order: 1, split_tree_by: '|' },
    },
  ],
};

/** The terms aggregations a collection's facets answer with (none for authors, institutions, journals, data). */
export function termsFacetsOf(collection: CollectionName): readonly TermsFacetDefinition[] {
  return collection === 'literature' ? LITERATURE_TERMS : (COLLECTION_TERMS[collection] ?? []);
}

function termsAggregation(definition: TermsFacetDefinition, counts: FacetCounts): Json {
  const facet = counts.terms[definition.name];
  return {
    meta: definition.meta,
    doc_count_error_upper_bound: 0,
    sum_other_doc_count: facet?.sumOtherDocCount ?? 0,
    buckets: facet?.buckets ?? [],
    // Counts estimated from a sample of a very broad search say so (clients that do not know the key ignore it).
    ...(facet?.sampled ? { sampled: true } : {}),
    ...approximateFlag(counts),
  };
}

/** `"approximate": true` on every aggregation counted on a block sample of a very large hit set. */
function approximateFlag(counts: FacetCounts): { approximate?: true } {
  return counts.approximate ? { approximate: true } : {};
}

/** The reference's flattened aggregations, by name, in display order (`meta.order`). */
export function presentAggregations(collection: CollectionName, counts: FacetCounts): Json {
  const aggregations: Json = {};
  if (collection === 'literature') {
    aggregations.earliest_date = {
      meta: { title: 'Date of paper', type: 'range', order: 1 },
      ...approximateFlag(counts),
      buckets: counts.years.map((year) => ({
        doc_count: year.doc_count,
        key: Date.UTC(year.year, 0, 1),
        key_as_string: String(year.year).padStart(4, '0'),
      })),
    };
    const authorCounts = [
      { key: 'Single author', doc_count: counts.authorCounts.single },
      { key: '10 authors or less', doc_count: counts.authorCounts.upToTen },
    ];
    aggregations.author_count = {
      meta: { title: 'Number of authors', type: 'checkbox', order: 2 },
      ...approximateFlag(counts),
      buckets: authorCounts
        .filter((bucket) => bucket.doc_count > 0)
        .map((bucket) => {
          const range = AUTHOR_COUNT_BUCKETS[bucket.key]!;
          return { key: bucket.key, from: range.from, to: range.to + 1, doc_count: bucket.doc_count };
        }),
    };
    aggregations.rpp = {
      meta: { title: 'Exclude RPP', type: 'checkbox', order: 3, is_filter_aggregation: true },
      ...approximateFlag(counts),
      buckets: counts.rppExcluded > 0 ? [{ key: RPP_EXCLUDE, doc_count: counts.rppExcluded }] : [],
    };
  }
  for (const definition of termsFacetsOf(collection)) {
    aggregations[definition.name] = termsAggregation(definition, counts);
  }
  return aggregations;
}

function citationStats(row: CitationStatsRow): CitationSummaryStats {
  return {
    doc_count: row.docCount,
    citations_count: { value: row.citations },
    citation_buckets: {
      buckets: CITATION_BUCKETS.map((bucket, index) => ({
        key: bucket.key,
        from: bucket.from,
        ...(bucket.to === undefined ? {} : { to: bucket.to }),
        doc_count: row.buckets[index] ?? 0,
      })),
    },
    average_citations: { value: row.average },
  };
}

/** `aggregations.citation_summary` exactly as the reference writes it (formats.md §3.2). */
export function presentCitationSummary(row: CitationSummaryRow): CitationSummaryAggregation {
  return {
    doc_count: row.all.docCount,
    'h-index': { value: { all: row.hIndexAll, published: row.hIndexPublished } },
    citations: { buckets: { all: citationStats(row.all), published: citationStats(row.published) } },
  };
}
