import type { CollectionName, ValidationIssue } from '@parton/records';
import { Alert, Button, Input } from 'antd';
import { useEffect, useId, useMemo, useState } from 'react';
import { isPlainObject } from '../form/paths';
import { checkRecord, VALIDATION_DELAY_MS } from '../form/validation';

interface RawJsonViewProps {
  collection: CollectionName;
  value: Record<string, unknown>;
  isNew: boolean;
  onApply: (value: Record<string, unknown>) => void;
}

type Parsed = { ok: true; value: Record<string, unknown> } | { ok: false; message: string };

export function parseRecordJson(text: string): Parsed {
  try {
    const value: unknown = JSON.parse(text);
    if (!isPlainObject(value)) {
      return { ok: false, message: 'The record must be a JSON object ({ … }).' };
    }
    return { ok: true, value };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * The whole record as JSON text, fields the form does not draw included: edited freely, checked as one types
 * (parse errors, then the schema's errors by path), and applied to the form in one step (Undo takes it back).
 */
export function RawJsonView({ collection, value, isNew, onApply }: RawJsonViewProps) {
  const initialText = useMemo(() => JSON.stringify(value, null, 2), [value]);
  const [text, setText] = useState(initialText);
  const [checked, setChecked] = useState(text);
  const textId = useId();
  useEffect(() => {
    const timer = setTimeout(() => setChecked(text), VALIDATION_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const parsed = useMemo(() => parseRecordJson(checked), [checked]);
  const issues: ValidationIssue[] = useMemo(
    () => (parsed.ok ? checkRecord(collection, parsed.value, { isNew }) : []),
    [parsed, collection, isNew],
  );
  const changed = text !== initialText;

  return (
    <div className="editor-json">
      <p className="editor-muted">
        The whole record, including the fields the form does not show. Apply replaces the form's content (Undo
        takes it back).
      </p>
      <label htmlFor={textId} className="editor-field__label">
        Record JSON
      </label>
      <Input.TextArea
        id={textId}
        className="editor-json__text"
        spellCheck={false}
        autoSize={{ minRows: 12, maxRows: 40 }}
        value={text}
        aria-invalid={!parsed.ok || issues.length > 0 || undefined}
        aria-describedby={`${textId}-problems`}
        onChange={(event) => setText(event.target.value)}
      />
      <div id={`${textId}-problems`} className="editor-json__problems">
        {!parsed.ok ? <Alert type="error" showIcon title={`Not valid JSON: ${parsed.message}`} /> : null}
        {parsed.ok && issues.length > 0 ? (
          <Alert
            type="warning"
            showIcon
            title={`${issues.length} ${issues.length === 1 ? 'field does' : 'fields do'} not match the schema`}
            description={
              <ul className="editor-json__issues">
                {issues.map((issue) => (
                  <li key={`${issue.path}:${issue.message}`}>
                    <code>{issue.path}</code>: {issue.message}
                  </li>
                ))}
              </ul>
            }
          />
        ) : null}
      </div>
      <div className="editor-json__actions">
        <Button
          type="primary"
          disabled={!changed || (checked === text && !parsed.ok)}
          onClick={() => {
            // Parsed here rather than on every keystroke: a 3,000-author record is megabytes of text.
            const current = parseRecordJson(text);
            if (current.ok) {
              onApply(current.value);
            } else {
              setChecked(text);
            }
          }}
        >
          Apply to the form
        </Button>
        <Button disabled={!changed} onClick={() => setText(initialText)}>
          Discard JSON changes
        </Button>
      </div>
    </div>
  );
}
