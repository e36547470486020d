import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { type CollectionName, type RecordEnvelope, type SearchResponse, UI_JSON_MIME } from '@parton/records';
import { AutoComplete, Button, Checkbox, Input, Select } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { getJson } from '../../common/api/http';
import { useFormContext } from './useSubmissionForm';

/** The DOM id of the input at a dotted path (`contacts.0.email` → `field-contacts-0-email`). */
export function fieldId(path: string): string {
  return `field-${path.replace(/[^A-Za-z0-9_-]/g, '-')}`;
}

interface InputAria {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
  'aria-required': boolean | undefined;
}

interface FieldShellProps {
  path: string;
  label: ReactNode;
  help?: ReactNode;
  required?: boolean;
  /** Also show errors of paths inside this one (a date range's two dates, a list's entries). */
  nested?: boolean;
  /** The label names a group (no single input to point at). */
  group?: boolean;
  children: (aria: InputAria) => ReactNode;
}

/** Label (with `*` when required), the input, help text and the error beneath, wired for screen readers. */
export function FieldShell({ path, label, help, required, nested, group, children }: FieldShellProps) {
  const form = useFormContext();
  const id = fieldId(path);
  const error = form.errorFor(path, { nested });
  const helpId = help ? `${id}-help` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, helpId].filter(Boolean).join(' ') || undefined;
  const labelContent = (
    <>
      {label}
      {required ? (
        <span className="submission-field__required" aria-hidden>
          {' '}
          *
        </span>
      ) : null}
    </>
  );
  return (
    <div className={`submission-field${error ? ' submission-field--error' : ''}`}>
      {group ? (
        <span className="submission-field__label" id={`${id}-label`}>
          {labelContent}
        </span>
      ) : (
        <label className="submission-field__label" htmlFor={id}>
          {labelContent}
        </label>
      )}
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        'aria-required': required || undefined,
      })}
      {help ? (
        <div className="submission-field__help" id={helpId}>
          {help}
        </div>
      ) : null}
      {error ? (
        <div className="submission-field__error" id={errorId} role="alert">
          {error}
        </div>
      ) : null}
    </div>
  );
}

interface BaseFieldProps {
  path: string;
  label: ReactNode;
  help?: ReactNode;
  required?: boolean;
  placeholder?: string;
  disabled?: boolean;
}

function textOf(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

export function TextField({ type = 'text', ...props }: BaseFieldProps & { type?: 'text' | 'email' | 'url' }) {
  const form = useFormContext();
  return (
    <FieldShell {...props}>
      {(aria) => (
        <Input
          {...aria}
          type={type}
          value={textOf(form.getValue(props.path))}
          placeholder={props.placeholder}
          disabled={props.disabled}
          onChange={(event) => form.setValue(props.path, event.target.value)}
          onBlur={() => form.blur(props.path)}
        />
      )}
    </FieldShell>
  );
}

export function TextAreaField({ rows = 4, ...props }: BaseFieldProps & { rows?: number }) {
  const form = useFormContext();
  return (
    <FieldShell {...props}>
      {(aria) => (
        <Input.TextArea
          {...aria}
          rows={rows}
          value={textOf(form.getValue(props.path))}
          placeholder={props.placeholder}
          disabled={props.disabled}
          onChange={(event) => form.setValue(props.path, event.target.value)}
          onBlur={() => form.blur(props.path)}
        />
      )}
    </FieldShell>
  );
}

export function NumberField(props: BaseFieldProps) {
  const form = useFormContext();
  return (
    <FieldShell {...props}>
      {(aria) => (
        <Input
          {...aria}
          inputMode="numeric"
          value={textOf(form.getValue(props.path))}
          placeholder={props.placeholder}
          disabled={props.disabled}
          onChange={(event) => form.setValue(props.path, event.target.value)}
          onBlur={() => form.blur(props.path)}
        />
      )}
    </FieldShell>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

/** Plain values are their own labels. */
export function toOptions(values: readonly (string | SelectOption)[]): SelectOption[] {
  return values.map((value) => (typeof value === 'string' ? { value, label: value } : value));
}

export function SelectField({
  options,
  multiple = false,
  ...props
}: BaseFieldProps & { options: readonly (string | SelectOption)[]; multiple?: boolean }) {
  const form = useFormContext();
  const value = form.getValue(props.path);
  return (
    <FieldShell {...props}>
      {(aria) => (
        <Select
          {...aria}
          className="submission-field__select"
          mode={multiple ? 'multiple' : undefined}
          showSearch={{ optionFilterProp: 'label' }}
          allowClear={!props.required}
          options={toOptions(options)}
          value={multiple ? (Array.isArray(value) ? value : []) : (value ?? undefined)}
          placeholder={props.placeholder}
          disabled={props.disabled}
          onChange={(next) => form.setValue(props.path, next ?? undefined)}
          onBlur={() => form.blur(props.path)}
        />
      )}
    </FieldShell>
  );
}

export function CheckboxField({ path, label, help, disabled }: Omit<BaseFieldProps, 'required'>) {
  const form = useFormContext();
  const id = fieldId(path);
  return (
    <div className="submission-field submission-field--checkbox">
      <Checkbox
        id={id}
        checked={form.getValue(path) === true}
        disabled={disabled}
        aria-describedby={help ? `${id}-help` : undefined}
        onChange={(event) => {
          form.setValue(path, event.target.checked);
          form.blur(path);
        }}
      >
        {label}
      </Checkbox>
      {help ? (
        <div className="submission-field__help" id={`${id}-help`}>
          {help}
        </div>
      ) : null}
    </div>
  );
}

/** A calendar date `YYYY-MM-DD` with the browser's date picker; `min`/`max` bound what it offers. */
export function DateField({ min, max, ...props }: BaseFieldProps & { min?: string; max?: string }) {
  const form = useFormContext();
  return (
    <FieldShell {...props}>
      {(aria) => (
        <Input
          {...aria}
          type="date"
          min={min}
          max={max}
          value={textOf(form.getValue(props.path))}
          disabled={props.disabled}
          onChange={(event) => form.setValue(props.path, event.target.value)}
          onBlur={() => form.blur(props.path)}
        />
      )}
    </FieldShell>
  );
}

interface RangeProps extends BaseFieldProps {
  startLabel?: string;
  endLabel?: string;
}

/** `[start, end]` as `YYYY-MM-DD`, in one list value at `path`. */
export function DateRangeField({ startLabel = 'Start date', endLabel = 'End date', ...props }: RangeProps) {
  const form = useFormContext();
  const range = form.getValue(props.path);
  const [start, end] = Array.isArray(range) ? range : [];
  const update = (index: 0 | 1, next: string) => {
    const copy = [textOf(start), textOf(end)];
    copy[index] = next;
    form.setValue(props.path, copy);
  };
  return (
    <FieldShell {...props} nested>
      {(aria) => (
        <div className="submission-field__range">
          <Input
            {...aria}
            type="date"
            aria-label={startLabel}
            value={textOf(start)}
            disabled={props.disabled}
            onChange={(event) => update(0, event.target.value)}
            onBlur={() => form.blur(props.path)}
          />
          <span aria-hidden>→</span>
          <Input
            aria-invalid={aria['aria-invalid']}
            aria-describedby={aria['aria-describedby']}
            id={`${aria.id}-end`}
            type="date"
            aria-label={endLabel}
            min={textOf(start) || undefined}
            value={textOf(end)}
            disabled={props.disabled}
            onChange={(event) => update(1, event.target.value)}
            onBlur={() => form.blur(props.path)}
          />
        </div>
      )}
    </FieldShell>
  );
}

/** `2026-03-05T14:30` (datetime-local) → `2026-03-05 02:30 PM` (the seminar form's format). */
export function toSeminarDateTime(local: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})/.exec(local);
  if (!match) {
    return '';
  }
  const [, day, hourText, minute] = match;
  const hour = Number(hourText);
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${day} ${String(hour12).padStart(2, '0')}:${minute} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** `2026-03-05 02:30 PM` → `2026-03-05T14:30`; '' when it is not in that format. */
export function fromSeminarDateTime(text: string): string {
  const match = /^(\d{4}-\d{2}-\d{2}) (\d{1,2}):(\d{2}) ([AP]M)$/i.exec(text.trim());
  if (!match) {
    return '';
  }
  const [, day, hourText, minute, period] = match;
  const hour = (Number(hourText) % 12) + (period?.toUpperCase() === 'PM' ? 12 : 0);
  return `${day}T${String(hour).padStart(2, '0')}:${minute}`;
}

/** `[start, end]` as local date-times `YYYY-MM-DD hh:mm A`, in 5-minute steps. */
export function DateTimeRangeField({ startLabel = 'Start', endLabel = 'End', ...props }: RangeProps) {
  const form = useFormContext();
  const range = form.getValue(props.path);
  const [start, end] = Array.isArray(range) ? range : [];
  const update = (index: 0 | 1, next: string) => {
    const copy = [textOf(start), textOf(end)];
    copy[index] = toSeminarDateTime(next);
    form.setValue(props.path, copy);
  };
  return (
    <FieldShell {...props} nested>
      {(aria) => (
        <div className="submission-field__range">
          <Input
            {...aria}
            type="datetime-local"
            step={300}
            aria-label={startLabel}
            value={fromSeminarDateTime(textOf(start))}
            disabled={props.disabled}
            onChange={(event) => update(0, event.target.value)}
            onBlur={() => form.blur(props.path)}
          />
          <span aria-hidden>→</span>
          <Input
            aria-invalid={aria['aria-invalid']}
            aria-describedby={aria['aria-describedby']}
            id={`${aria.id}-end`}
            type="datetime-local"
            step={300}
            aria-label={endLabel}
            value={fromSeminarDateTime(textOf(end))}
            disabled={props.disabled}
            onChange={(event) => update(1, event.target.value)}
            onBlur={() => form.blur(props.path)}
          />
        </div>
      )}
    </FieldShell>
  );
}

interface ArrayOfProps {
  path: string;
  label: ReactNode;
  help?: ReactNode;
  required?: boolean;
  /** A new entry ('' for a list of texts, {} for a list of groups). */
  emptyItem: unknown;
  /** One entry's fields, at `${path}.${index}`. */
  renderItem: (itemPath: string, index: number) => ReactNode;
  /** What the remove button says to a screen reader, e.g. 'Remove contact'. */
  itemName?: string;
}

/**
 * A repeatable group: one entry at least (shown even when the list is empty), a remove icon on each entry only
 * when there is more than one, and an 'Add new field' button.
 */
export function ArrayOf({
  path,
  label,
  help,
  required,
  emptyItem,
  renderItem,
  itemName = 'entry',
}: ArrayOfProps) {
  const form = useFormContext();
  const stored = form.getValue(path);
  const items: unknown[] = Array.isArray(stored) && stored.length > 0 ? stored : [emptyItem];
  const id = fieldId(path);
  const error = form.errorFor(path);
  return (
    <fieldset className="submission-array" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="submission-field__label">
        {label}
        {required ? (
          <span className="submission-field__required" aria-hidden>
            {' '}
            *
          </span>
        ) : null}
      </legend>
      {help ? <div className="submission-field__help">{help}</div> : null}
      {items.map((_, index) => (
        // Entries have no identity of their own; their position is their key, as in the form values.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <div className="submission-array__item" key={index}>
          <div className="submission-array__fields">{renderItem(`${path}.${index}`, index)}</div>
          {items.length > 1 ? (
            <Button
              type="text"
              icon={<DeleteOutlined />}
              aria-label={`Remove ${itemName} ${index + 1}`}
              onClick={() =>
                form.setValue(
                  path,
                  items.filter((__, other) => other !== index),
                )
              }
            />
          ) : null}
        </div>
      ))}
      <Button
        type="dashed"
        icon={<PlusOutlined />}
        onClick={() => form.setValue(path, [...items, emptyItem])}
        className="submission-array__add"
      >
        Add new field
      </Button>
      {error ? (
        <div className="submission-field__error" id={`${id}-error`} role="alert">
          {error}
        </div>
      ) : null}
    </fieldset>
  );
}

export const SUGGEST_DEBOUNCE_MS = 250;

interface SuggesterFieldProps extends BaseFieldProps {
  /** The sibling path that receives `{$ref}` of the chosen record. */
  recordPath: string;
  collection: CollectionName;
  /** The text a chosen record writes into the field (`legacy_ICN`, `legacy_name`, `name.value` …). */
  textOf: (metadata: Record<string, unknown>) => string | undefined;
  /** The line shown in the list (default: the same text). */
  labelOf?: (metadata: Record<string, unknown>) => string | undefined;
}

interface Suggestion {
  value: string;
  label: string;
  controlNumber: number;
}

/**
 * Free text with suggestions from our search API (`GET /api/<collection>?q=<text>&size=10`, debounced 250 ms).
 * Choosing one writes its text here and `{$ref: <origin>/api/<collection>/<control_number>}` into `recordPath`;
 * typing again clears that link, so the text never claims a record it no longer names.
 */
export function SuggesterField({
  recordPath,
  collection,
  textOf: pickText,
  labelOf,
  ...props
}: SuggesterFieldProps) {
  const form = useFormContext();
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const timer = useRef<number | undefined>(undefined);
  const request = useRef<AbortController | undefined>(undefined);

  useEffect(
    () => () => {
      window.clearTimeout(timer.current);
      request.current?.abort();
    },
    [],
  );

  const search = (text: string) => {
    window.clearTimeout(timer.current);
    request.current?.abort();
    if (text.trim() === '') {
      setSuggestions([]);
      return;
    }
    timer.current = window.setTimeout(async () => {
      const controller = new AbortController();
      request.current = controller;
      try {
        const body = await getJson<SearchResponse<Record<string, unknown>>>(`/${collection}`, {
          params: { q: text.trim(), size: 10 },
          accept: UI_JSON_MIME,
          signal: controller.signal,
        });
        setSuggestions(suggestionsOf(body.hits.hits, pickText, labelOf));
      } catch {
        // A failed suggestion request leaves free text, which the form accepts anyway.
        if (!controller.signal.aborted) {
          setSuggestions([]);
        }
      }
    }, SUGGEST_DEBOUNCE_MS);
  };

  return (
    <FieldShell {...props}>
      {(aria) => (
        <AutoComplete
          {...aria}
          className="submission-field__select"
          value={textOf(form.getValue(props.path))}
          placeholder={props.placeholder}
          disabled={props.disabled}
          options={suggestions.map((suggestion) => ({
            value: String(suggestion.controlNumber),
            label: suggestion.label,
          }))}
          onSearch={(text) => {
            form.setValue(props.path, text);
            form.setValue(recordPath, undefined);
            search(text);
          }}
          onSelect={(controlNumber: string) => {
            const chosen = suggestions.find(
              (suggestion) => String(suggestion.controlNumber) === controlNumber,
            );
            if (!chosen) {
              return;
            }
            form.setValue(props.path, chosen.value);
            form.setValue(recordPath, {
              $ref: `${window.location.origin}/api/${collection}/${controlNumber}`,
            });
          }}
          onBlur={() => form.blur(props.path)}
        />
      )}
    </FieldShell>
  );
}

function suggestionsOf(
  hits: readonly RecordEnvelope<Record<string, unknown>>[],
  pickText: (metadata: Record<string, unknown>) => string | undefined,
  labelOf: ((metadata: Record<string, unknown>) => string | undefined) | undefined,
): Suggestion[] {
  const suggestions: Suggestion[] = [];
  for (const hit of hits) {
    const metadata = hit.metadata ?? {};
    const controlNumber = Number(metadata.control_number ?? hit.id);
    const value = pickText(metadata);
    if (!value || !Number.isFinite(controlNumber)) {
      continue;
    }
    suggestions.push({ value, label: labelOf?.(metadata) ?? value, controlNumber });
  }
  return suggestions;
}

/** A titled part of a long form; closed sections keep their values. */
export function CollapsibleSection({
  title,
  defaultOpen = true,
  children,
}: {
  title: ReactNode;
  defaultOpen?: boolean;
  children: ReactNode;
}) {
  return (
    <details className="submission-section" open={defaultOpen}>
      <summary className="submission-section__title">{title}</summary>
      <div className="submission-section__body">{children}</div>
    </details>
  );
}

export function SubmitButton({ label = 'Submit' }: { label?: string }) {
  const form = useFormContext();
  return (
    <Button type="primary" htmlType="submit" loading={form.submitting} className="submission-submit">
      {label}
    </Button>
  );
}
