import { REJECTION_TEXT_LIMIT } from '@parton/records';
import { Input, Modal, Select } from 'antd';
import { useState } from 'react';

/** The three texts a curator starts from (facts §3.9 SubmissionRejectModal); the recid placeholder is theirs to fill. */
export const REJECTION_TEMPLATES = [
  {
    key: 'rejection',
    label: 'Rejection',
    text:
      'Thank you for your submission. Unfortunately, the article is outside the scope of our database, ' +
      'which covers high-energy physics and closely related fields. Please see our content policy for details.',
  },
  {
    key: 'duplicate',
    label: 'Duplicate',
    text:
      'Thank you for your submission. The article is already in our database: /literature/<recid>. ' +
      'If you think the existing record needs corrections, please let us know.',
  },
  {
    key: 'harvested',
    label: 'Will be harvested',
    text:
      'Thank you for your submission. The article appears in a journal we harvest automatically, ' +
      'so it will be added to our database without a manual submission.',
  },
] as const;

interface RejectModalProps {
  open: boolean;
  submitting: boolean;
  onReject: (reason: string) => void;
  onCancel: () => void;
}

/** 'Reason for rejection': the text the submitter receives, at most REJECTION_TEXT_LIMIT characters. */
export function RejectModal({ open, submitting, onReject, onCancel }: RejectModalProps) {
  const [template, setTemplate] = useState<string | undefined>(undefined);
  const [reason, setReason] = useState('');
  const chooseTemplate = (key: string) => {
    setTemplate(key);
    setReason(REJECTION_TEMPLATES.find((entry) => entry.key === key)?.text ?? '');
  };
  return (
    <Modal
      open={open}
      title="Reason for rejection"
      okText="Reject"
      okButtonProps={{ danger: true, loading: submitting, disabled: reason.trim() === '' }}
      cancelText="Cancel"
      onOk={() => onReject(reason.trim())}
      onCancel={onCancel}
      destroyOnHidden
    >
      <div className="reject-modal__field">
        <label htmlFor="reject-template">Template</label>
        <Select
          id="reject-template"
          placeholder="Choose a template"
          value={template}
          onChange={chooseTemplate}
          options={REJECTION_TEMPLATES.map((entry) => ({ value: entry.key, label: entry.label }))}
          className="reject-modal__template"
        />
      </div>
      <div className="reject-modal__field">
        <label htmlFor="reject-reason">Reason</label>
        <Input.TextArea
          id="reject-reason"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          maxLength={REJECTION_TEXT_LIMIT}
          showCount
          rows={7}
        />
      </div>
    </Modal>
  );
}
