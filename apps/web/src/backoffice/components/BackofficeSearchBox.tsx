import { WORKFLOW_KINDS, type WorkflowKind } from '@parton/records';
import { Input, Select, Space } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { browserStorage } from '../../common/storage';
import { searchPath } from '../display';

const KIND_KEY = 'backoffice.searchKind';
const KIND_LABELS: Record<WorkflowKind, string> = { literature: 'Literature', authors: 'Authors' };

/** 'Search Backoffice' with the Literature / Authors select, remembered in the browser (facts §3.9). */
export function BackofficeSearchBox() {
  const navigate = useNavigate();
  const [kind, setKind] = useState<WorkflowKind>(() => {
    const stored = browserStorage.read(KIND_KEY);
    return stored === 'authors' || stored === 'literature' ? stored : 'literature';
  });
  const chooseKind = (value: WorkflowKind) => {
    setKind(value);
    browserStorage.write(KIND_KEY, value);
  };
  return (
    <Space.Compact className="backoffice-searchbox">
      <Select<WorkflowKind>
        aria-label="Workflow kind"
        value={kind}
        onChange={chooseKind}
        options={WORKFLOW_KINDS.map((value) => ({ value, label: KIND_LABELS[value] }))}
        className="backoffice-searchbox__kind"
      />
      <Input.Search
        aria-label="Search Backoffice"
        placeholder="Search Backoffice"
        enterButton
        onSearch={(value) => navigate(searchPath(kind, { q: value.trim() }))}
      />
    </Space.Compact>
  );
}
