import { SearchOutlined } from '@ant-design/icons';
import type { CollectionName } from '@parton/records';
import { AutoComplete, Button, Select } from 'antd';
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { newSearchHref } from '../newSearch';
import { SEARCH_SCOPES, scopeLabel, scopeOfPath } from '../scopes';
import { readSearchHistory, rememberSearch, suggestionsFor } from '../searchHistory';

const SUGGESTIONS_LIST_HEIGHT = 400;

const SCOPE_OPTIONS = SEARCH_SCOPES.map((scope) => ({ value: scope, label: scopeLabel(scope) }));

interface SearchBoxProps {
  size?: 'middle' | 'large';
  autoFocus?: boolean;
  className?: string;
}

/** Search box with scope selector and per-scope history suggestions. */
export function SearchBox({ size = 'middle', autoFocus = false, className }: SearchBoxProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const inputId = useId();
  const pathScope = scopeOfPath(location.pathname);
  const urlQuery = new URLSearchParams(location.search).get('q') ?? '';
  const [scope, setScope] = useState<CollectionName>(pathScope);
  const [value, setValue] = useState(urlQuery);
  const [history, setHistory] = useState<string[]>(() => readSearchHistory(pathScope));
  // Enter on a highlighted suggestion both selects it and submits the form; only the selection counts.
  const justSelected = useRef(false);

  useEffect(() => {
    setScope(pathScope);
    setValue(urlQuery);
  }, [pathScope, urlQuery]);

  useEffect(() => {
    setHistory(readSearchHistory(scope));
  }, [scope]);

  const options = useMemo(
    () => suggestionsFor(history, value).map((entry) => ({ value: entry, label: entry })),
    [history, value],
  );

  const search = (query: string) => {
    const trimmed = query.trim();
    rememberSearch(scope, trimmed);
    if (trimmed) {
      setHistory((current) => [...current.filter((entry) => entry !== trimmed), trimmed]);
    }
    navigate(newSearchHref(scope, trimmed, { scope: pathScope, search: location.search }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (justSelected.current) {
      return;
    }
    search(value);
  };

  const onSelect = (selected: string) => {
    justSelected.current = true;
    window.setTimeout(() => {
      justSelected.current = false;
    }, 0);
    setValue(selected);
    search(selected);
  };

  return (
    <search className={['search-box', className].filter(Boolean).join(' ')}>
      <form className="search-box__form" onSubmit={onSubmit}>
        <Select
          aria-label="Search scope"
          className="search-box__scope"
          value={scope}
          options={SCOPE_OPTIONS}
          onChange={setScope}
          size={size}
          popupMatchSelectWidth={false}
        />
        <label htmlFor={inputId} className="visually-hidden">
          Search {scopeLabel(scope)}
        </label>
        <AutoComplete
          id={inputId}
          className="search-box__input"
          value={value}
          options={options}
          onChange={setValue}
          onSelect={onSelect}
          listHeight={SUGGESTIONS_LIST_HEIGHT}
          placeholder={`Search ${scopeLabel(scope)}`}
          size={size}
          autoFocus={autoFocus}
        />
        <Button
          className="search-box__submit"
          htmlType="submit"
          type="primary"
          size={size}
          icon={<SearchOutlined />}
          aria-label="Search"
        />
      </form>
    </search>
  );
}
