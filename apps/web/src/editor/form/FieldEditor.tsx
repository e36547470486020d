import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Checkbox, Input, InputNumber, Select } from 'antd';
import { memo, type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { LinkCandidate } from '../api';
import { useEditorForm } from './context';
import { LABEL_FIELDS, linkTargetOf } from './linkedFields';
import { type FieldPath, isPlainObject, moveItem, pathKey } from './paths';
import { RecordPicker } from './RecordPicker';
import { type FieldNode, fieldOf, formatHint, type JsonSchemaNode } from './schema';
import { VirtualList } from './VirtualList';

/** Lists longer than this are drawn windowed, with a filter box and one item open at a time. */
export const WINDOWED_AFTER = 20;
export const ROW_HEIGHT = 40;
const LONG_TEXT_FIELDS = new Set(['title', 'description', 'abstract', 'pubinfo_freetext']);
const LIST_HEIGHT = 400;

/** `full_name` → `Full name`: the record format's field names, readable. */
export function fieldLabel(name: string): string {
  const words = name.replace(/^_+/, '').replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** What a new list item starts as. */
function emptyValueOf(field: FieldNode): unknown {
  switch (field.kind) {
    case 'object':
      return {};
    case 'array':
      return [];
    case 'string':
      return '';
    case 'boolean':
      return false;
    default:
      return null;
  }
}

const SUMMARY_KEYS = [
  'full_name',
  'title',
  'value',
  'name',
  'legacy_name',
  'institution',
  'journal_title',
  'term',
];

/** One line naming a list item (an author's name, a reference's title or raw text), for collapsed rows and filters. */
export function summarize(item: unknown, depth = 0): string {
  if (typeof item === 'string' || typeof item === 'number' || typeof item === 'boolean') {
    return String(item);
  }
  if (!isPlainObject(item) || depth > 2) {
    return '';
  }
  for (const key of SUMMARY_KEYS) {
    const value = item[key];
    if (typeof value === 'string' && value.trim()) {
      return value;
    }
    if (isPlainObject(value)) {
      const nested = summarize(value, depth + 1);
      if (nested) {
        return nested;
      }
    }
  }
  for (const value of Object.values(item)) {
    // Flags and numbers (`curated_relation: true`) name nothing.
    if (typeof value === 'boolean' || typeof value === 'number') {
      continue;
    }
    const nested = Array.isArray(value) ? summarize(value[0], depth + 1) : summarize(value, depth + 1);
    if (nested && !nested.startsWith('http')) {
      return nested;
    }
  }
  const ref = (item.record as { $ref?: unknown } | undefined)?.$ref;
  return typeof ref === 'string' ? ref : '';
}

interface FieldProps {
  path: FieldPath;
  node: JsonSchemaNode;
  value: unknown;
  label: string;
  required?: boolean;
  readOnly?: boolean;
  /** The names the enclosing object's schema models (a picked link fills the one that names the record). */
  siblings?: readonly string[];
}

/** Errors of one field beneath it; the control points at them with aria-describedby. */
function FieldErrors({ id, messages }: { id: string; messages: readonly string[] | undefined }) {
  if (!messages || messages.length === 0) {
    return null;
  }
  return (
    <div id={id} role="alert" className="editor-field__error">
      {messages.join('; ')}
    </div>
  );
}

function samePath(a: FieldPath, b: FieldPath): boolean {
  return a.length === b.length && a.every((segment, index) => segment === b[index]);
}

/**
 * One field of the record, drawn from its schema node: text, choice, number, switch, link, group or list. Memoised
 * on its value: an edit redraws only the fields along the changed path (plus any whose errors changed).
 */
export const FieldEditor = memo(
  function FieldEditor(props: FieldProps) {
    const { root } = useEditorForm();
    const field = fieldOf(root, props.node);
    switch (field.kind) {
      case 'object':
        return <ObjectField {...props} field={field} />;
      case 'array':
        return <ArrayField {...props} field={field} />;
      default:
        return <ScalarField {...props} field={field} />;
    }
  },
  (before, after) =>
    before.value === after.value &&
    before.node === after.node &&
    before.readOnly === after.readOnly &&
    before.label === after.label &&
    samePath(before.path, after.path),
);

function ScalarField({
  path,
  value,
  label,
  required,
  readOnly,
  siblings,
  field,
}: FieldProps & { field: FieldNode }) {
  const { change, update, errors } = useEditorForm();
  const id = useId();
  const errorId = `${id}-error`;
  const messages = errors.get(pathKey(path));
  const invalid = Boolean(messages?.length);
  const name = String(path.at(-1) ?? '');
  const [startsLong] = useState(() => typeof value === 'string' && value.length > 60);
  const common = {
    id,
    'aria-invalid': invalid || undefined,
    'aria-describedby': invalid ? errorId : undefined,
    disabled: readOnly,
  };
  let control: ReactNode;
  let hint: string | undefined;
  // Long texts (titles, abstracts) take the whole row of their group. Decided once: a control that turned into
  // another while one types would lose the caret.
  let long = false;
  switch (field.kind) {
    case 'string': {
      hint = formatHint(field, name);
      const text =
        typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value);
      // An author's `name.title` is 'Dr', not a paper title.
      long =
        startsLong || (LONG_TEXT_FIELDS.has(name) && path.at(-2) !== 'name') || path.includes('abstracts');
      control = long ? (
        <Input.TextArea
          {...common}
          autoSize={{ minRows: name === 'title' ? 1 : 2, maxRows: 12 }}
          value={text}
          onChange={(event) => change(path, event.target.value)}
        />
      ) : (
        <Input
          {...common}
          value={text}
          placeholder={hint}
          onChange={(event) => change(path, event.target.value)}
        />
      );
      break;
    }
    case 'enum':
      control = (
        <Select
          {...common}
          allowClear
          className="editor-field__select"
          value={typeof value === 'string' ? value : undefined}
          options={field.options.map((option) => ({ value: option, label: option }))}
          onChange={(next: string | undefined) => change(path, next)}
        />
      );
      break;
    case 'number':
      control = (
        <InputNumber
          {...common}
          className="editor-field__number"
          value={typeof value === 'number' ? value : null}
          precision={field.integer ? 0 : undefined}
          onChange={(next) => change(path, next ?? undefined)}
        />
      );
      break;
    case 'boolean':
      control = (
        <Checkbox
          {...common}
          checked={value === true}
          onChange={(event) => change(path, event.target.checked)}
        >
          {label}
        </Checkbox>
      );
      break;
    case 'ref': {
      const target = linkTargetOf(path);
      const ref = isPlainObject(value) && typeof value.$ref === 'string' ? value.$ref : undefined;
      if (target) {
        const onPick = (candidate: LinkCandidate) => {
          const fieldName = path.at(-1);
          update(path.slice(0, -1), (parent) => {
            const next: Record<string, unknown> = { ...(isPlainObject(parent) ? parent : {}) };
            next[String(fieldName)] = { $ref: candidate.ref };
            // A picked link is a curator's decision (facts §5.3): marked so that automatic matching keeps it.
            if (fieldName === 'record') {
              next.curated_relation = true;
            }
            const labelField = LABEL_FIELDS[target].find((key) => siblings?.includes(key));
            if (labelField && !next[labelField]) {
              next[labelField] = candidate.label;
            }
            return next;
          });
        };
        control = (
          <RecordPicker
            collection={target}
            value={ref}
            inputId={id}
            invalid={invalid}
            describedBy={invalid ? errorId : undefined}
            disabled={readOnly}
            onPick={onPick}
            onUnlink={() => change(path, undefined)}
          />
        );
      } else {
        control = (
          <Input
            {...common}
            value={ref ?? ''}
            placeholder="https://…/api/<collection>/<id>"
            onChange={(event) => change(path, event.target.value ? { $ref: event.target.value } : undefined)}
          />
        );
      }
      break;
    }
    default:
      control = (
        <pre className="editor-field__json" id={id}>
          {JSON.stringify(value ?? null, null, 1)}
        </pre>
      );
      hint = 'Edited in the JSON view';
  }
  return (
    <div className={`editor-field${invalid ? ' is-invalid' : ''}${long ? ' editor-field--wide' : ''}`}>
      {field.kind === 'boolean' ? null : (
        <label className="editor-field__label" htmlFor={id} title={name}>
          {label}
          {required ? <span className="editor-field__required"> *</span> : null}
          {hint && field.kind === 'string' ? <span className="editor-field__hint"> ({hint})</span> : null}
        </label>
      )}
      {control}
      <FieldErrors id={errorId} messages={messages} />
    </div>
  );
}

function ObjectField({
  path,
  value,
  label,
  readOnly,
  field,
}: FieldProps & { field: FieldNode & { kind: 'object' } }) {
  const { errors } = useEditorForm();
  const id = useId();
  const object = isPlainObject(value) ? value : {};
  const modelled = useMemo(() => new Set(field.properties.map(([name]) => name)), [field.properties]);
  const unmodelled = Object.keys(object).filter((key) => !modelled.has(key));
  const messages = errors.get(pathKey(path));
  return (
    <fieldset className="editor-group" aria-describedby={messages ? `${id}-error` : undefined}>
      {label ? <legend className="editor-group__legend">{label}</legend> : null}
      <ObjectProperties path={path} object={object} field={field} readOnly={readOnly} />
      {unmodelled.length > 0 ? (
        <p className="editor-muted editor-group__extra">
          Also kept as they are (JSON view): {unmodelled.join(', ')}
        </p>
      ) : null}
      <FieldErrors id={`${id}-error`} messages={messages} />
    </fieldset>
  );
}

function ObjectProperties({
  path,
  object,
  field,
  readOnly,
}: {
  path: FieldPath;
  object: Record<string, unknown>;
  field: FieldNode & { kind: 'object' };
  readOnly?: boolean;
}) {
  const siblings = useMemo(() => field.properties.map(([name]) => name), [field.properties]);
  return (
    <div className="editor-group__fields">
      {field.properties.map(([name, node]) => (
        <FieldEditor
          key={name}
          path={[...path, name]}
          node={node}
          value={object[name]}
          label={fieldLabel(name)}
          required={field.required.has(name)}
          readOnly={readOnly}
          siblings={siblings}
        />
      ))}
    </div>
  );
}

function ItemButtons({
  path,
  index,
  count,
  noun,
}: {
  path: FieldPath;
  index: number;
  count: number;
  noun: string;
}) {
  const { update } = useEditorForm();
  const move = (to: number) => update(path, (list) => moveItem(Array.isArray(list) ? list : [], index, to));
  return (
    <span className="editor-item__buttons">
      <Button
        size="small"
        icon={<ArrowUpOutlined />}
        aria-label={`Move ${noun} ${index + 1} up`}
        disabled={index === 0}
        onClick={() => move(index - 1)}
      />
      <Button
        size="small"
        icon={<ArrowDownOutlined />}
        aria-label={`Move ${noun} ${index + 1} down`}
        disabled={index === count - 1}
        onClick={() => move(index + 1)}
      />
      <Button
        size="small"
        danger
        icon={<DeleteOutlined />}
        aria-label={`Remove ${noun} ${index + 1}`}
        onClick={() =>
          update(path, (list) =>
            Array.isArray(list) ? list.filter((_, position) => position !== index) : list,
          )
        }
      />
    </span>
  );
}

function ArrayField({
  path,
  value,
  label,
  readOnly,
  field,
}: FieldProps & { field: FieldNode & { kind: 'array' } }) {
  const { root, update, errors } = useEditorForm();
  const id = useId();
  const items = Array.isArray(value) ? value : [];
  const itemField = fieldOf(root, field.items);
  const isScalar = itemField.kind !== 'object' && itemField.kind !== 'array';
  const messages = errors.get(pathKey(path));
  const noun = label.toLowerCase();
  const add = () => update(path, (list) => [...(Array.isArray(list) ? list : []), emptyValueOf(itemField)]);

  let body: ReactNode;
  if (itemField.kind === 'enum') {
    body = (
      <Select
        id={id}
        mode="multiple"
        allowClear
        className="editor-field__select"
        aria-invalid={messages ? true : undefined}
        disabled={readOnly}
        value={items.filter((item): item is string => typeof item === 'string')}
        options={itemField.options.map((option) => ({ value: option, label: option }))}
        onChange={(next: string[]) => update(path, () => next)}
      />
    );
  } else if (items.length > WINDOWED_AFTER) {
    body = <WindowedItems path={path} items={items} itemNode={field.items} noun={noun} readOnly={readOnly} />;
  } else {
    body = (
      <ol className="editor-list">
        {items.map((item, index) =>
          isScalar ? (
            // Items have no identity of their own; the position is what the record names them by.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above.
            <li key={index} className="editor-item editor-item--scalar">
              <FieldEditor
                path={[...path, index]}
                node={field.items}
                value={item}
                label={`${label} ${index + 1}`}
                readOnly={readOnly}
              />
              {readOnly ? null : <ItemButtons path={path} index={index} count={items.length} noun={noun} />}
            </li>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: as above.
            <li key={index} className="editor-item">
              <div className="editor-item__header">
                <span className="editor-item__title">
                  {label} {index + 1}
                </span>
                {readOnly ? null : <ItemButtons path={path} index={index} count={items.length} noun={noun} />}
              </div>
              <FieldEditor
                path={[...path, index]}
                node={field.items}
                value={item}
                label=""
                readOnly={readOnly}
              />
            </li>
          ),
        )}
      </ol>
    );
  }
  return (
    <section
      className={messages ? 'editor-array is-invalid' : 'editor-array'}
      aria-labelledby={`${id}-label`}
    >
      <div className="editor-array__header">
        <span id={`${id}-label`} className="editor-array__label" title={String(path.at(-1) ?? '')}>
          {label} <span className="editor-muted">({items.length})</span>
        </span>
        {readOnly || itemField.kind === 'enum' ? null : (
          <Button size="small" icon={<PlusOutlined />} onClick={add}>
            Add {noun}
          </Button>
        )}
      </div>
      {body}
      <FieldErrors id={`${id}-error`} messages={messages} />
    </section>
  );
}

/**
 * A long list (3,000 authors, 500 references): windowed rows of one line each, a filter box, and the chosen item
 * open below the rows.
 */
function WindowedItems({
  path,
  items,
  itemNode,
  noun,
  readOnly,
}: {
  path: FieldPath;
  items: readonly unknown[];
  itemNode: JsonSchemaNode;
  noun: string;
  readOnly?: boolean;
}) {
  const { errorPrefixes } = useEditorForm();
  const [filter, setFilter] = useState('');
  const [selected, setSelected] = useState<number | undefined>(undefined);
  const prefix = pathKey(path);
  const positions = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    const all = items.map((_, index) => index);
    return needle ? all.filter((index) => summarize(items[index]).toLowerCase().includes(needle)) : all;
  }, [items, filter]);
  const withErrors = positions.filter((index) => errorPrefixes.has(`${prefix}.${index}`)).length;
  const open = selected !== undefined && selected < items.length ? selected : undefined;
  const previousCount = useRef(items.length);
  useEffect(() => {
    // An item added at the end opens at once, ready to be filled in.
    if (items.length === previousCount.current + 1) {
      setSelected(items.length - 1);
      setFilter('');
    }
    previousCount.current = items.length;
  }, [items.length]);

  return (
    <div className="editor-windowed">
      <div className="editor-windowed__bar">
        <Input.Search
          allowClear
          aria-label={`Filter ${noun}`}
          placeholder={`Filter ${noun}`}
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
        <span className="editor-muted">
          {positions.length === items.length ? `${items.length}` : `${positions.length} of ${items.length}`}
          {withErrors > 0 ? `, ${withErrors} with errors` : ''}
        </span>
      </div>
      <VirtualList
        count={positions.length}
        rowHeight={ROW_HEIGHT}
        height={LIST_HEIGHT}
        label={noun}
        scrollToPosition={open === undefined ? undefined : positions.indexOf(open)}
        renderRow={(position) => {
          const index = positions[position] ?? 0;
          const invalid = errorPrefixes.has(`${prefix}.${index}`);
          return (
            <div className={`editor-row${index === open ? ' is-open' : ''}${invalid ? ' is-invalid' : ''}`}>
              <span className="editor-row__index">{index + 1}</span>
              <button
                type="button"
                className="editor-row__summary"
                aria-expanded={index === open}
                onClick={() => setSelected(index === open ? undefined : index)}
              >
                {summarize(items[index]) || <span className="editor-muted">(empty)</span>}
                {invalid ? <span className="editor-row__flag"> — has errors</span> : null}
              </button>
              {readOnly ? null : <ItemButtons path={path} index={index} count={items.length} noun={noun} />}
            </div>
          );
        }}
      />
      {open !== undefined ? (
        <section className="editor-windowed__open" aria-label={`${noun} ${open + 1}`}>
          <div className="editor-item__header">
            <span className="editor-item__title">
              {fieldLabel(noun)} {open + 1} of {items.length}
            </span>
            <Button size="small" onClick={() => setSelected(undefined)}>
              Close
            </Button>
          </div>
          <FieldEditor
            path={[...path, open]}
            node={itemNode}
            value={items[open]}
            label={`${fieldLabel(noun)} ${open + 1}`}
            readOnly={readOnly}
          />
        </section>
      ) : null}
    </div>
  );
}
