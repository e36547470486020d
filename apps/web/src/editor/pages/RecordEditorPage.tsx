import '../editor.css';
import { HistoryOutlined, SaveOutlined, UndoOutlined } from '@ant-design/icons';
import {
  COLLECTIONS,
  type CollectionName,
  EDITOR_MESSAGES,
  type EditorFieldError,
  recordJsonSchema,
} from '@parton/records';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Drawer, Modal, message, notification, Tabs } from 'antd';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { isApiError, messageOr } from '../../common/api/http';
import { LoadingSpinner } from '../../common/components/LoadingSpinner';
import { usePageMeta } from '../../common/hooks/usePageMeta';
import { useCurrentUser } from '../../user/useCurrentUser';
import {
  conflictOf,
  createEditorRecord,
  type EditedRecord,
  editorKeys,
  fetchEditorRecord,
  invalidFieldsOf,
  saveEditorRecord,
} from '../api';
import { cleanupRecord } from '../form/cleanup';
import { EditorFormContext, type EditorFormContextValue, indexErrors } from '../form/context';
import { FieldEditor, fieldLabel } from '../form/FieldEditor';
import { recordName } from '../form/linkedFields';
import type { JsonSchemaNode } from '../form/schema';
import { rootFieldOf } from '../form/schema';
import { READ_ONLY_FIELDS, SECTION_LABELS, sectionsOf } from '../form/sections';
import { useEditorHistory } from '../form/useEditorHistory';
import { useRecordValidation } from '../form/validation';
import { RawJsonView } from '../json/RawJsonView';
import { changedFields } from './conflict';

// The history and the curation actions are their own chunks: most edits never open them.
const RecordHistoryPanel = lazy(() =>
  import('../history/RecordHistoryPanel').then((module) => ({ default: module.RecordHistoryPanel })),
);
const RecordCurationActions = lazy(() =>
  import('../curation/RecordCurationActions').then((module) => ({ default: module.RecordCurationActions })),
);

const NEW_RECORD: Record<string, unknown> = {};

function EditorHeading({ collection, id, name }: { collection: CollectionName; id?: string; name?: string }) {
  const label = COLLECTIONS[collection].label;
  return (
    <h1 className="record-editor__title">
      <span className="record-editor__eyebrow">
        Record editor · {label} {id ?? '(new record)'}
      </span>
      {name ? <span className="record-editor__name">{name}</span> : null}
    </h1>
  );
}

/** `/editor/record/<collection>/<id>` and `/editor/record/<collection>` (new): loads the record, then the form. */
export function RecordEditorPage({
  collection,
  isNew = false,
}: {
  collection: CollectionName;
  isNew?: boolean;
}) {
  const { controlNumber = '' } = useParams();
  const record = useQuery({
    queryKey: editorKeys.record(collection, controlNumber),
    queryFn: ({ signal }) => fetchEditorRecord(collection, controlNumber, signal),
    enabled: !isNew,
    retry: false,
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
  const name = record.data ? recordName(collection, record.data.metadata) : undefined;
  usePageMeta({
    title: `Edit ${name ?? `${COLLECTIONS[collection].label} ${isNew ? '(new)' : controlNumber}`}`,
  });

  if (isNew) {
    return (
      <EditorWorkspace
        collection={collection}
        opened={{ revisionId: 0, deleted: false, metadata: NEW_RECORD }}
      />
    );
  }
  if (record.isPending) {
    return (
      <div className="record-editor">
        <EditorHeading collection={collection} id={controlNumber} />
        <LoadingSpinner />
      </div>
    );
  }
  if (record.isError) {
    const forbidden =
      isApiError(record.error) && (record.error.status === 403 || record.error.status === 401);
    return (
      <div className="record-editor">
        <EditorHeading collection={collection} id={controlNumber} />
        <Alert
          type="error"
          showIcon
          title={
            forbidden ? EDITOR_MESSAGES.forbidden : messageOr(record.error, 'The record could not be loaded.')
          }
          action={
            forbidden ? undefined : (
              <Button size="small" onClick={() => record.refetch()}>
                Try again
              </Button>
            )
          }
        />
      </div>
    );
  }
  return (
    <EditorWorkspace
      // A reload (after a conflict) starts the form afresh from the server's revision.
      key={record.data.revisionId}
      collection={collection}
      id={controlNumber}
      opened={record.data}
      onReload={() => record.refetch()}
    />
  );
}

interface WorkspaceProps {
  collection: CollectionName;
  /** Absent for a new record. */
  id?: string;
  opened: EditedRecord;
  onReload?: () => void;
}

function EditorWorkspace({ collection, id, opened, onReload }: WorkspaceProps) {
  const isNew = id === undefined;
  const jsonSchema = recordJsonSchema(collection);
  const schema = jsonSchema as JsonSchemaNode;
  const rootField = useMemo(() => rootFieldOf(jsonSchema), [jsonSchema]);
  const modelled = useMemo(() => new Set(rootField.properties.map(([name]) => name)), [rootField]);
  const history = useEditorHistory(opened.metadata);
  const { value, dirty } = history;
  const issues = useRecordValidation(collection, value, isNew);
  const [serverErrors, setServerErrors] = useState<EditorFieldError[]>([]);
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<EditedRecord | undefined>(undefined);
  const [conflictOpen, setConflictOpen] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [tab, setTab] = useState('main');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { isCataloger } = useCurrentUser();

  // Server errors belong to the version that was sent: the first edit after a refused save clears them.
  useEffect(() => {
    if (value) {
      // The same empty list when there is nothing to clear: a new one would redraw every field.
      setServerErrors((current) => (current.length === 0 ? current : []));
    }
  }, [value]);

  // Leaving with unsaved changes asks first (the browser's own prompt).
  useEffect(() => {
    if (!dirty) {
      return;
    }
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const allErrors = useMemo(() => [...issues, ...serverErrors], [issues, serverErrors]);
  const indexed = useMemo(() => indexErrors(allErrors), [allErrors]);
  const context: EditorFormContextValue = useMemo(
    () => ({
      root: schema,
      change: history.change,
      update: history.update,
      errors: indexed.errors,
      errorPrefixes: indexed.errorPrefixes,
    }),
    [schema, history.change, history.update, indexed],
  );

  const save = useCallback(async () => {
    const metadata = cleanupRecord(value, (field) => modelled.has(field));
    setSaving(true);
    try {
      let savedId = id;
      if (savedId === undefined) {
        savedId = await createEditorRecord(collection, metadata);
      } else {
        await saveEditorRecord(collection, savedId, opened.revisionId, metadata);
      }
      await queryClient.invalidateQueries();
      message.success(EDITOR_MESSAGES.saved);
      navigate(`/${collection}/${savedId}`);
    } catch (error) {
      const current = conflictOf(error);
      if (current) {
        setConflict(current);
        setConflictOpen(true);
        return;
      }
      const invalid = invalidFieldsOf(error);
      if (invalid) {
        setServerErrors(invalid);
      }
      notification.error({
        title: EDITOR_MESSAGES.saveFailed,
        description: messageOr(error, invalid ? EDITOR_MESSAGES.invalid : ''),
        placement: 'topRight',
      });
    } finally {
      setSaving(false);
    }
  }, [value, modelled, collection, id, opened.revisionId, queryClient, navigate]);

  const confirmReload = () => {
    Modal.confirm({
      title: 'Discard your changes?',
      content: 'The form will show the record as it is saved now; your unsaved changes are lost.',
      okText: 'Discard and reload',
      okButtonProps: { danger: true },
      cancelText: 'Keep editing',
      onOk: () => {
        setConflictOpen(false);
        onReload?.();
      },
    });
  };

  const sections = sectionsOf(
    collection,
    rootField.properties.map(([name]) => name),
  );
  const nodes = new Map(rootField.properties);
  const unmodelled = Object.keys(value).filter((field) => !modelled.has(field));
  const name = recordName(collection, value);
  const hasErrors = allErrors.length > 0;

  const tabItems = [
    ...sections.map((section) => ({
      key: section.id,
      label: SECTION_LABELS[section.id],
      children: (
        <div className="record-editor__section">
          {section.fields.map((field) => (
            <FieldEditor
              key={field}
              path={[field]}
              node={nodes.get(field) as JsonSchemaNode}
              value={value[field]}
              label={fieldLabel(field)}
              required={rootField.required.has(field)}
              readOnly={READ_ONLY_FIELDS.has(field)}
            />
          ))}
          {section.id === 'other' && unmodelled.length > 0 ? (
            <p className="editor-muted">
              Fields the schema does not describe, kept as they are (edit them in the JSON view):{' '}
              {unmodelled.join(', ')}
            </p>
          ) : null}
        </div>
      ),
    })),
    {
      key: 'json',
      label: 'JSON',
      children: (
        <RawJsonView
          collection={collection}
          value={value}
          isNew={isNew}
          onApply={(next) => {
            history.replace(next);
            setTab('main');
          }}
        />
      ),
    },
  ];

  return (
    <EditorFormContext.Provider value={context}>
      <div className="record-editor">
        <header className="record-editor__header">
          <div className="record-editor__heading">
            <EditorHeading collection={collection} id={id} name={name} />
            {id ? <Link to={`/${collection}/${id}`}>Back to the record</Link> : null}
          </div>
          <div className="record-editor__toolbar" role="toolbar" aria-label="Editor actions">
            <Button icon={<UndoOutlined />} disabled={!history.canUndo} onClick={history.undo}>
              Undo
            </Button>
            {id ? (
              <Button icon={<HistoryOutlined />} onClick={() => setHistoryOpen(true)}>
                History
              </Button>
            ) : null}
            {id && isCataloger ? (
              <Suspense fallback={null}>
                <RecordCurationActions
                  collection={collection}
                  controlNumber={Number(id)}
                  revisionId={opened.revisionId}
                  deleted={opened.deleted}
                  onChanged={() => onReload?.()}
                />
              </Suspense>
            ) : null}
            <Button
              type="primary"
              icon={<SaveOutlined />}
              loading={saving}
              disabled={hasErrors}
              title={hasErrors ? 'Fix the errors first' : undefined}
              onClick={save}
            >
              Save
            </Button>
          </div>
        </header>
        {opened.deleted ? <Alert type="warning" showIcon title={EDITOR_MESSAGES.deleted} /> : null}
        {conflict && !conflictOpen ? (
          <Alert
            type="warning"
            showIcon
            title={EDITOR_MESSAGES.conflict}
            action={
              <Button size="small" onClick={() => setConflictOpen(true)}>
                Show changes
              </Button>
            }
          />
        ) : null}
        {hasErrors ? <ErrorSummary errors={allErrors} /> : null}
        <Tabs activeKey={tab} onChange={setTab} items={tabItems} destroyOnHidden />
        <Modal
          open={conflictOpen}
          title={EDITOR_MESSAGES.conflict}
          onCancel={() => setConflictOpen(false)}
          footer={[
            <Button key="keep" onClick={() => setConflictOpen(false)}>
              Keep editing
            </Button>,
            <Button key="reload" type="primary" danger onClick={confirmReload}>
              Reload
            </Button>,
          ]}
        >
          {conflict ? <ConflictDetails opened={opened} current={conflict} local={value} /> : null}
        </Modal>
        {id ? (
          <Drawer
            title="History"
            open={historyOpen}
            onClose={() => setHistoryOpen(false)}
            size="large"
            destroyOnHidden
          >
            <Suspense fallback={<LoadingSpinner />}>
              <RecordHistoryPanel
                collection={collection}
                controlNumber={Number(id)}
                revisionId={opened.revisionId}
                onReverted={() => {
                  setHistoryOpen(false);
                  onReload?.();
                }}
              />
            </Suspense>
          </Drawer>
        ) : null}
      </div>
    </EditorFormContext.Provider>
  );
}

function ErrorSummary({ errors }: { errors: readonly EditorFieldError[] }) {
  const shown = errors.slice(0, 10);
  return (
    <Alert
      className="record-editor__errors"
      type="error"
      showIcon
      title={`${errors.length} ${errors.length === 1 ? 'problem' : 'problems'} to fix before saving`}
      description={
        <ul>
          {shown.map((error) => (
            <li key={`${error.path}:${error.message}`}>
              <code>{error.path}</code>: {error.message}
            </li>
          ))}
          {errors.length > shown.length ? <li>… and {errors.length - shown.length} more</li> : null}
        </ul>
      }
    />
  );
}

function ConflictDetails({
  opened,
  current,
  local,
}: {
  opened: EditedRecord;
  current: EditedRecord;
  local: Record<string, unknown>;
}) {
  const onServer = changedFields(opened.metadata, current.metadata);
  const mine = new Set(changedFields(opened.metadata, local));
  return (
    <div className="record-editor__conflict">
      <p>
        You opened revision {opened.revisionId}; the record is now at revision {current.revisionId}. Fields
        changed on the server since:
      </p>
      {onServer.length > 0 ? (
        <ul aria-label="Fields changed on the server">
          {onServer.map((field) => (
            <li key={field}>
              <code>{field}</code>
              {mine.has(field) ? <strong> — you changed it too</strong> : null}
            </li>
          ))}
        </ul>
      ) : (
        <p>None of the fields differ (only the revision changed).</p>
      )}
      <p>
        Reload shows the saved record (your changes are discarded). Keep editing leaves your changes in the
        form, for example to copy them from the JSON view.
      </p>
    </div>
  );
}
