import { Radio } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { literatureSearchPath } from '../../common/siteLinks';
import { FREE_TEXT_EXAMPLES, type SearchExample, SPIRES_EXAMPLES } from '../searchExamples';

type Syntax = 'spires' | 'freetext';

function ExampleTable({
  examples,
  showOperators,
}: {
  examples: readonly SearchExample[];
  showOperators: boolean;
}) {
  return (
    <table className="examples-table">
      <thead>
        <tr>
          <th scope="col">Search by</th>
          {showOperators ? <th scope="col">Operators</th> : null}
          <th scope="col">Example</th>
        </tr>
      </thead>
      <tbody>
        {examples.map((example) => (
          <tr key={example.query}>
            <td>{example.label}</td>
            {showOperators ? (
              <td>
                <code>{example.operators}</code>
              </td>
            ) : null}
            <td>
              <Link to={literatureSearchPath(example.query)}>
                <code>{example.query}</code>
              </Link>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function HowToSearch() {
  const [syntax, setSyntax] = useState<Syntax>('spires');
  return (
    <section id="how-to-search" className="home-panel" aria-labelledby="how-to-search-title">
      <div className="home-panel__head">
        <h2 id="how-to-search-title">How to Search</h2>
        <Radio.Group
          aria-label="Search syntax"
          optionType="button"
          buttonStyle="solid"
          value={syntax}
          onChange={(event) => setSyntax(event.target.value as Syntax)}
          options={[
            { value: 'spires', label: 'SPIRES' },
            { value: 'freetext', label: 'Free text' },
          ]}
        />
      </div>
      {syntax === 'spires' ? (
        <ExampleTable examples={SPIRES_EXAMPLES} showOperators />
      ) : (
        <ExampleTable examples={FREE_TEXT_EXAMPLES} showOperators={false} />
      )}
    </section>
  );
}
