import { describe, expect, it } from 'vitest';
import { compiled, parse } from '../test/helpers';
import { compileLiteratureQuery, compileNode } from './literature';
import { literatureRank, literatureRankDistance, literatureRankTarget } from './rank';

function clause(query: string) {
  return compiled(compileNode(parse(query)));
}

/** Every value must be a parameter: no quote of user text may reach the SQL. */
function expectNoUserText(sqlText: string, ...fragments: string[]) {
  for (const fragment of fragments) {
    expect(sqlText).not.toContain(fragment);
  }
}

describe('compileLiteratureQuery', () => {
  it('restricts to visible, non-deleted Literature records by default', () => {
    const { sql, parameters } = compiled(compileLiteratureQuery(parse('')));
    expect(sql).toBe('(r.deleted IS NOT TRUE AND s.collections && ARRAY[$1]::text[])');
    expect(parameters).toEqual(['Literature']);
  });

  it('lets catalogers see every collection and deleted records', () => {
    const { sql } = compiled(compileLiteratureQuery(parse(''), { collections: null, includeDeleted: true }));
    expect(sql).toBe('TRUE');
  });

  it('ANDs the query with the visibility rules', () => {
    const { sql, parameters } = compiled(
      compileLiteratureQuery(parse('t higgs'), { collections: ['Literature', 'HAL Hidden'] }),
    );
    expect(sql).toBe(
      "(r.deleted IS NOT TRUE AND s.collections && ARRAY[$1, $2]::text[] AND s.title_tsv @@ plainto_tsquery('simple', f_unaccent($3)))",
    );
    expect(parameters).toEqual(['Literature', 'HAL Hidden', 'higgs']);
  });
});

describe('boolean structure', () => {
  it('compiles and, or and a NULL-safe not', () => {
    const { sql, parameters } = clause('t a and (t b or not t c)');
    expect(sql).toBe(
      "(s.title_tsv @@ plainto_tsquery('simple', f_unaccent($1)) AND (s.title_tsv @@ plainto_tsquery('simple', f_unaccent($2)) OR (NOT coalesce(s.title_tsv @@ plainto_tsquery('simple', f_unaccent($3)), FALSE))))",
    );
    expect(parameters).toEqual(['a', 'b', 'c']);
  });
});

describe('word fields (§7)', () => {
  it('folds diacritics for titles only', () => {
    expect(clause('t schrödinger').sql).toBe("s.title_tsv @@ plainto_tsquery('simple', f_unaccent($1))");
    expect(clause('k lattice').sql).toBe("s.keywords_tsv @@ plainto_tsquery('simple', $1)");
    expect(clause('cn atlas').sql).toBe("s.collaborations_tsv @@ plainto_tsquery('simple', $1)");
    expect(clause('abstract lattice').sql).toBe("s.abstract_tsv @@ plainto_tsquery('simple', $1)");
    expect(clause('ft lattice').sql).toBe("s.all_tsv @@ plainto_tsquery('simple', $1)");
  });

  it('matches a quoted value as a phrase', () => {
    expect(clause('t "higgs boson"')).toEqual({
      sql: "s.title_tsv @@ phraseto_tsquery('simple', f_unaccent($1))",
      parameters: ['higgs boson'],
    });
  });

  it("matches a 'partial' value as substrings with LIKE characters escaped", () => {
    expect(clause("t 'symmetr 50%_x'")).toEqual({
      sql: '(f_unaccent(s.title_text) ILIKE f_unaccent($1) AND f_unaccent(s.title_text) ILIKE f_unaccent($2))',
      parameters: ['%symmetr%', '%50\\%\\_x%'],
    });
  });

  it('matches trailing wildcards as prefixes and inner wildcards as word regexps', () => {
    expect(clause('t neutrino* mass')).toEqual({
      sql: "s.title_tsv @@ to_tsquery('simple', f_unaccent($1))",
      parameters: ["'mass' & 'neutrino':*"],
    });
    expect(clause('t n*trino')).toEqual({
      sql: 'f_unaccent(s.title_text) ~* $1',
      parameters: ['(^|[^[:alnum:]_])(n[[:alnum:]_]*trino)($|[^[:alnum:]_])'],
    });
  });

  it('quotes wildcard words so tsquery operators in user text stay literal', () => {
    expect(clause("t it's*").parameters).toEqual(["'it''s':*"]);
    expect(clause('t a\\b*').parameters).toEqual(["'a\\\\b':*"]);
  });

  it('applies a regex to whole words, anchors removed', () => {
    expect(clause('t /^neutrinos?$/')).toEqual({
      sql: 'f_unaccent(s.title_text) ~* $1',
      parameters: ['(^|[^[:alnum:]_])(neutrinos?)($|[^[:alnum:]_])'],
    });
  });
});

describe('free text (§10)', () => {
  it('searches the unfolded free-text vector', () => {
    expect(clause('higgs -atlas')).toEqual({
      sql: "s.all_tsv @@ plainto_tsquery('simple', $1)",
      parameters: ['higgs -atlas'],
    });
    expect(clause('"lattice qcd"').sql).toBe("s.all_tsv @@ phraseto_tsquery('simple', $1)");
    expect(clause("'symmetr'")).toEqual({ sql: 's.all_text ILIKE $1', parameters: ['%symmetr%'] });
    expect(clause('/lattic(e|es)/').sql).toBe('s.all_text ~* $1');
  });

  it('searches unmapped keywords as text of the whole clause', () => {
    expect(clause('caption higgs')).toEqual({
      sql: "s.all_tsv @@ plainto_tsquery('simple', $1)",
      parameters: ['caption higgs'],
    });
  });
});

describe('authors (§5)', () => {
  const exists = (condition: string, first = false) =>
    `EXISTS (SELECT 1 FROM literature_authors la WHERE la.record_id = r.id AND NOT la.is_supervisor${first ? ' AND la.is_first' : ''} AND ${condition})`;

  const keyed = (keys: number, condition: string, first = false) =>
    `(s.author_name_keys @> ARRAY[${Array.from({ length: keys }, (_, index) => `$${index + 1}`).join(', ')}]::text[] AND ${exists(condition, first)})`;

  it("answers one last-name word from the paper's name keys alone", () => {
    expect(clause('a Müller')).toEqual({
      sql: 's.author_name_keys @> ARRAY[$1]::text[]',
      parameters: ['muller'],
    });
  });

  it('matches several last-name words in one signature, after the name-key prefilter', () => {
    expect(clause('a alvarez-gaume')).toEqual({
      sql: keyed(2, 'la.last_name_tokens @> ARRAY[$3, $4]::text[]'),
      parameters: ['alvarez', 'gaume', 'alvarez', 'gaume'],
    });
  });

  it('matches last name and initials', () => {
    expect(clause('a ellis, j.r.')).toEqual({
      sql: keyed(2, '(la.last_name_tokens @> ARRAY[$3]::text[] AND la.initials @> ARRAY[$4, $5]::text[])'),
      parameters: ['ellis|j', 'ellis|r', 'ellis', 'j', 'r'],
    });
  });

  it('matches a full given name as a prefix or as the bare initial', () => {
    expect(clause('a ellis, john')).toEqual({
      sql: keyed(
        1,
        '(la.last_name_tokens @> ARRAY[$2]::text[] AND EXISTS (SELECT 1 FROM unnest(la.first_name_tokens) AS given(token) WHERE given.token LIKE $3 OR given.token = $4))',
      ),
      parameters: ['ellis|j', 'ellis', 'john%', 'j'],
    });
  });

  it('keeps signatures alone where the name may match otherwise (all words, BAI, dotted fragment)', () => {
    expect(clause('a john ellis').sql).not.toContain('author_name_keys');
    expect(clause('a J.R.Ellis.1').sql).not.toContain('author_name_keys');
    expect(clause('a S.Mele').sql).not.toContain('author_name_keys');
  });

  it('adds the all-words alternative for "First Last" without comma or dotted initial', () => {
    const { sql, parameters } = clause('a john ellis');
    expect(sql).toContain('OR (la.last_name_tokens || la.first_name_tokens) @> ARRAY[$4, $5]::text[]');
    expect(parameters).toEqual(['ellis', 'john%', 'j', 'john', 'ellis']);
    expect(clause('a j. ellis').sql).not.toContain('(la.last_name_tokens || la.first_name_tokens) @>');
  });

  it('reads "Last I" order', () => {
    expect(clause('a ellis j').parameters).toEqual(['ellis', 'j', 'ellis', 'j']);
  });

  it('matches a BAI against the signature ids', () => {
    expect(clause('a J.R.Ellis.1')).toEqual({
      sql: exists('(la.bai = $1 OR la.ids @> ARRAY[$2]::text[])'),
      parameters: ['j.r.ellis.1', 'j.r.ellis.1'],
    });
  });

  it('matches a dotted fragment as a substring of ids and name, or as initials + last name', () => {
    const { sql, parameters } = clause('a S.Mele');
    expect(sql).toContain('author_id.id LIKE $1');
    expect(sql).toContain('la.full_name_norm LIKE $2');
    expect(parameters).toEqual(['%s.mele%', '%s.mele%', 'mele', 's']);
  });

  it('matches exact, partial, wildcard and regex name values', () => {
    expect(clause('a "Ellis, John"').parameters).toEqual(['% ellis john %']);
    expect(clause("a 'ellis'").parameters).toEqual(['%ellis%']);
    expect(clause('a ell*').parameters).toEqual(['ell%']);
    expect(clause('a /^xi$/').parameters).toEqual(['^(xi)$']);
  });

  it('restricts fa to the first author', () => {
    expect(clause('fa ellis').sql).toBe(keyed(1, 'la.last_name_tokens @> ARRAY[$2]::text[]', true));
  });

  it('compares ea on the exact normalised name, accents kept', () => {
    expect(clause('ea Müller, Thomas')).toEqual({
      sql: exists('la.full_name_exact = $1'),
      parameters: ['müller, thomas'],
    });
    expect(clause('ea ellis, j').parameters).toEqual(['ellis, j.']);
    expect(clause('ea J.R.Ellis.1').sql).toContain('la.bai = $1');
  });
});

describe('whole-value fields', () => {
  it.each([
    ['aff CERN', 's.affiliations @> ARRAY[$1]::text[]', 'cern'],
    ['doi 10.1103/PhysRevD.85.012345', 's.dois @> ARRAY[$1]::text[]', '10.1103/physrevd.85.012345'],
    ['doi "doi:10.1/X"', 's.dois @> ARRAY[$1]::text[]', '10.1/x'],
    ['doi https://doi.org/10.1/X', 's.dois @> ARRAY[$1]::text[]', '10.1/x'],
    ['eprint arXiv:1207.7214v2', 's.arxiv_ids @> ARRAY[$1]::text[]', '1207.7214'],
    ['r CERN-PH-EP-2012-218', 's.report_numbers @> ARRAY[$1]::text[]', 'cernphep2012218'],
    ['subject Theory-HEP', 's.inspire_categories @> ARRAY[$1]::text[]', 'Theory-HEP'],
    ['texkey Ellis:2012ab', 's.texkeys @> ARRAY[$1]::text[]', 'Ellis:2012ab'],
    ['primarch hep-th', 's.primary_arxiv_categories @> ARRAY[$1]::text[]', 'hep-th'],
    ['irn 2964414', 's.external_ids @> ARRAY[$1]::text[]', 'spires-2964414'],
    ['cnum c13-07-29.1', 's.cnums @> ARRAY[$1]::text[]', 'C13-07-29.1'],
    ['exp CERN-LHC-ATLAS', 's.experiments @> ARRAY[$1]::text[]', 'cern-lhc-atlas'],
  ])('%s', (query, sql, parameter) => {
    expect(clause(query)).toEqual({ sql, parameters: [parameter] });
  });

  it('matches partial, wildcard and regex values element by element', () => {
    expect(clause("aff 'harvard'")).toEqual({
      sql: 'EXISTS (SELECT 1 FROM unnest(s.affiliations) AS term_value(value) WHERE term_value.value LIKE $1)',
      parameters: ['%harvard%'],
    });
    expect(clause('r CERN-PH-*').parameters).toEqual(['cernph%']);
    expect(clause('subject /Theory.*/').sql).toContain('term_value.value ~ $1');
    expect(clause('aff /cern.*/').sql).toContain('term_value.value ~* $1');
  });
});

describe('numbers', () => {
  it.each([
    ['recid 1234', 'r.control_number = $1::bigint', [1234]],
    ['ac 1', 's.author_count = $1::bigint', [1]],
    ['ac 1->10', 's.author_count BETWEEN $1::bigint AND $2::bigint', [1, 10]],
    ['topcite 1000+', 's.citation_count >= $1::bigint', [1000]],
    ['cited 5-', 's.citation_count <= $1::bigint', [5]],
    ['topcite > 10', 's.citation_count > $1::bigint', [10]],
    ['topcite < 10', 's.citation_count < $1::bigint', [10]],
    ['cx 50+', 's.citation_count_without_self_citations >= $1::bigint', [50]],
    // Beyond the integer columns' type: bound as bigint, a comparison that is false, not a database error.
    ['ac 2147483648', 's.author_count = $1::bigint', [2147483648]],
    ['topcite 9007199254740991', 's.citation_count = $1::bigint', [9007199254740991]],
    ['affid 902725', 's.affiliation_recids @> ARRAY[$1]::bigint[]', [902725]],
  ])('%s', (query, sql, parameters) => {
    expect(clause(query)).toEqual({ sql, parameters });
  });
});

describe('dates', () => {
  it('matches date against every date range of the paper', () => {
    expect(clause('date 2000')).toEqual({
      sql: "s.date_ranges && daterange($1::date, $2::date, '[)')",
      parameters: ['2000-01-01', '2001-01-01'],
    });
    expect(clause('date > 2010').parameters).toEqual(['2011-01-01', null]);
    expect(clause('date < 2010').parameters).toEqual([null, '2010-01-01']);
  });

  it('matches nothing with a reversed range, as the reference does (daterange() would refuse it)', () => {
    expect(clause('date 2023->2020')).toEqual({ sql: 'FALSE', parameters: [] });
    expect(clause('date 2020->2020').sql).toContain('daterange');
    expect(clause('de 2023-05->2020').sql).toBe('FALSE');
  });

  it('compares de on earliest_date and da/du on the record timestamps', () => {
    expect(clause('de 2012-07')).toEqual({
      sql: '(s.earliest_date >= $1::date AND s.earliest_date < $2::date)',
      parameters: ['2012-07-01', '2012-08-01'],
    });
    expect(clause('da >= 2020-01-15')).toEqual({
      sql: 'r.created >= $1::timestamptz',
      parameters: ['2020-01-15T00:00:00Z'],
    });
    expect(clause('du before 2020').sql).toBe('r.updated < $1::timestamptz');
  });

  it('compares jy on publication years', () => {
    expect(clause('jy 2015')).toEqual({ sql: 's.publication_years @> ARRAY[$1]::int[]', parameters: [2015] });
    expect(clause('jy 2015->2018')).toEqual({
      sql: 'EXISTS (SELECT 1 FROM unnest(s.publication_years) AS publication_year(year) WHERE (publication_year.year >= $1 AND publication_year.year < $2))',
      parameters: [2015, 2019],
    });
  });
});

describe('type codes', () => {
  it.each([
    ['tc b', 's.document_types @> ARRAY[$1]::text[]', ['book']],
    ['tc r', 's.publication_types @> ARRAY[$1]::text[]', ['review']],
    ['tc p', 's.refereed', []],
    ['tc core', 's.core', []],
    ['tc citeable', 's.citeable', []],
    [
      'tc note',
      '(s.document_types @> ARRAY[$1]::text[] OR s.publication_types @> ARRAY[$2]::text[])',
      ['note', 'note'],
    ],
  ])('%s', (query, sql, parameters) => {
    expect(clause(query)).toEqual({ sql, parameters });
  });
});

describe('journals', () => {
  it('matches title, volume and page/artid within one publication entry', () => {
    expect(clause('j Phys.Rev.D,85,012345')).toEqual({
      sql: '(s.publication_info @> $1::jsonb OR s.publication_info @> $2::jsonb)',
      parameters: [
        JSON.stringify([{ t: 'phys.rev.d', v: '85', p: '012345' }]),
        JSON.stringify([{ t: 'phys.rev.d', v: '85', a: '012345' }]),
      ],
    });
  });

  it('normalises titles without spaces and lower-case, and carries JHEP years', () => {
    expect(clause('j Phys. Lett. B').parameters).toEqual([JSON.stringify([{ t: 'phys.lett.b' }])]);
    expect(clause('j JHEP,0903').parameters).toEqual([JSON.stringify([{ t: 'jhep', v: '03', y: 2009 }])]);
  });

  it('matches wildcard journals against title,volume,page strings and a lone volume on any entry', () => {
    expect(clause('j Phys.Rev.*')).toEqual({
      sql: 'EXISTS (SELECT 1 FROM unnest(s.journal_refs) AS journal_ref(value) WHERE journal_ref.value LIKE $1)',
      parameters: ['phys.rev.%'],
    });
    expect(clause('vol 85')).toEqual({
      sql: 's.publication_info @> $1::jsonb',
      parameters: ['[{"v":"85"}]'],
    });
  });
});

describe('citations (§9)', () => {
  it('refersto:recid:N reads the citation table', () => {
    expect(clause('refersto:recid:1001')).toEqual({
      sql: "(NOT s.superseded AND r.control_number <> $1 AND r.control_number IN (SELECT c.citer_control_number FROM citations c WHERE c.cited_pid_type = 'lit' AND c.cited_control_number = $2))",
      parameters: [1001, 1001],
    });
  });

  it('excludes self-citations for the x variants', () => {
    expect(clause('referstox:1001').sql).toContain('AND NOT c.is_self_citation');
  });

  it('citedby:recid:N selects what N cites', () => {
    expect(clause('citedby:recid:1001')).toEqual({
      sql: "r.control_number = ANY (ARRAY(SELECT c.cited_control_number FROM citations c WHERE c.citer_control_number = $1 AND c.cited_pid_type = 'lit'))",
      parameters: [1001],
    });
  });

  it('refersto:author selects citers of papers with that author', () => {
    const { sql, parameters } = clause('refersto:author:J.R.Ellis.1');
    expect(sql).toContain('JOIN literature_authors la ON la.control_number = c.cited_control_number');
    expect(sql).toContain('(la.bai = $1 OR la.ids @> ARRAY[$2]::text[])');
    expect(parameters).toEqual(['j.r.ellis.1', 'j.r.ellis.1']);
  });
});

describe('field paths (§11)', () => {
  it('checks existence through a bound JSON path', () => {
    expect(clause('dois.value:*')).toEqual({
      sql: 'jsonb_path_exists(r.metadata, $1::jsonpath)',
      parameters: ['$."dois"."value"[*]'],
    });
  });

  // An object is compared through its `value` member only: never through its whole JSON text (issue 13).
  const ITEM = `CASE jsonb_typeof(field_value.value) WHEN 'object' THEN field_value.value ->> 'value'
    WHEN 'array' THEN NULL ELSE field_value.value #>> '{}' END`;

  it('compares values case-insensitively or by words, wildcards as ILIKE', () => {
    expect(clause('authors.affiliations.value:CERN')).toEqual({
      sql: `EXISTS (SELECT 1 FROM jsonb_path_query(r.metadata, $1::jsonpath) AS field_value(value) WHERE (lower(${ITEM}) = $2 OR to_tsvector('simple', ${ITEM}) @@ plainto_tsquery('simple', $3)))`,
      parameters: ['$."authors"."affiliations"."value"[*]', 'cern', 'CERN'],
    });
    expect(clause('urls.value:*lss.fnal.gov*').parameters).toEqual(['$."urls"."value"[*]', '%lss.fnal.gov%']);
  });
});

describe('values are never spliced into SQL', () => {
  it.each([
    "t x'; DROP TABLE records; --",
    "a o'brien",
    "aff 'x'' OR 1=1'",
    "j A'B,1,2",
    "authors.full_name:'x'' --'",
    "exp '; --",
  ])('%s', (query) => {
    const { sql } = clause(query);
    expectNoUserText(sql, 'DROP', "o'brien", '1=1', "A'B", '--');
  });
});

describe('literatureRank', () => {
  it('ranks free text and title words on the title vector, ignoring negated ones', () => {
    const { sql, parameters } = compiled(literatureRank(parse('lattice and t higgs and not t boson')));
    expect(sql).toBe("ts_rank(s.title_tsv, to_tsquery('simple', f_unaccent($1)))");
    expect(parameters).toEqual(["'lattice' | 'higgs'"]);
  });

  it('ranks a title search on the title vector, diacritics folded', () => {
    const { sql, parameters } = compiled(literatureRank(parse('t higgs boson and a ellis')));
    expect(sql).toBe("ts_rank(s.title_tsv, to_tsquery('simple', f_unaccent($1)))");
    expect(parameters).toEqual(["'higgs' | 'boson'"]);
  });

  it('ranks by the first ranked word field when there is no free text', () => {
    expect(compiled(literatureRank(parse('abstract quark and k lattice'))).sql).toBe(
      "ts_rank(s.abstract_tsv, to_tsquery('simple', $1))",
    );
  });

  it('orders the RUM plan by the distance of the same vector and words', () => {
    const target = literatureRankTarget(parse('t higgs'))!;
    const { sql, parameters } = compiled(literatureRankDistance(target));
    expect(sql).toBe("(s.title_tsv <=> to_tsquery('simple', f_unaccent($1)))");
    expect(parameters).toEqual(["'higgs'"]);
  });

  it('is a constant when the query has no words', () => {
    expect(compiled(literatureRank(parse('topcite 10+'))).sql).toBe('0::real');
    expect(literatureRankTarget(parse('topcite 10+'))).toBeUndefined();
  });

  it('does not rank by a collaboration name', () => {
    expect(compiled(literatureRank(parse('cn atlas'))).sql).toBe('0::real');
    expect(compiled(literatureRank(parse('cn atlas and t higgs'))).parameters).toEqual(["'higgs'"]);
  });
});

describe('record links in field paths', () => {
  it('reads an author link from the indexed signatures, by bare number or whole link', async () => {
    const { compileLiteratureQuery, parseLiteratureQuery } = await import('../index');
    const { Kysely, PostgresDialect } = await import('kysely');
    const db = new Kysely({ dialect: new PostgresDialect({ pool: {} as never }) });
    for (const q of [
      'authors.record.$ref:1234',
      'authors.record.$ref:"https://inspirehep.net/api/authors/1234"',
    ]) {
      const compiled = compileLiteratureQuery(parseLiteratureQuery(q)).compile(db);
      expect(compiled.sql).toContain('la.author_recid = $');
      expect(compiled.parameters).toContain(1234);
    }
  });

  it('matches any other link by the number at its end', async () => {
    const { compileLiteratureQuery, parseLiteratureQuery } = await import('../index');
    const { Kysely, PostgresDialect } = await import('kysely');
    const db = new Kysely({ dialect: new PostgresDialect({ pool: {} as never }) });
    const compiled = compileLiteratureQuery(
      parseLiteratureQuery('publication_info.conference_record.$ref:977'),
    ).compile(db);
    expect(compiled.sql).toContain('LIKE $');
    expect(compiled.parameters).toContain('%/977');
  });
});
