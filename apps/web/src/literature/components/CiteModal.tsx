import { CopyOutlined, DownloadOutlined } from '@ant-design/icons';
import { CITE_FORMATS, type CiteFormat } from '@parton/records';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Modal, Select } from 'antd';
import { useState } from 'react';
import { LoadingSpinner } from '../../common/components/LoadingSpinner';
import { readPreferredCiteFormat, rememberCiteFormat } from '../../user/preferences';
import { useCurrentUser } from '../../user/useCurrentUser';
import { useSavePreferences } from '../../user/useSavePreferences';
import { fetchCiteText, literatureKeys } from '../api';

const FORMAT_OPTIONS = (Object.keys(CITE_FORMATS) as CiteFormat[]).map((format) => ({
  value: format,
  label: CITE_FORMATS[format].label,
}));

export function citeErrorText(error: unknown): string {
  // A server failure carries no message for readers (see ApiError): the generic warning stands in for it.
  const message = (error instanceof Error ? error.message : String(error)) || 'Something went wrong';
  return `Could not create cite text for the selected format. Caused by: ${message}`;
}

function downloadText(text: string, fileName: string, mime: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: mime }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  URL.revokeObjectURL(url);
}

interface CiteModalProps {
  recordId: string;
  onClose: () => void;
}

/** 'Cite Article': one fetch per format and record, kept in the query cache for the session. */
export default function CiteModal({ recordId, onClose }: CiteModalProps) {
  const { user } = useCurrentUser();
  const [copyStatus, setCopyStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  const savePreferences = useSavePreferences();
  const [format, setFormat] = useState<CiteFormat>(() => readPreferredCiteFormat(user));
  const {
    data: text,
    error,
    isPending,
    isError,
  } = useQuery({
    queryKey: literatureKeys.cite(recordId, format),
    queryFn: ({ signal }) => fetchCiteText(recordId, format, signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const changeFormat = (next: CiteFormat) => {
    setFormat(next);
    setCopyStatus('idle');
    rememberCiteFormat(next);
    savePreferences({ preferred_cite_format: CITE_FORMATS[next].mime });
  };
  const copy = async () => {
    if (!text) {
      return;
    }
    try {
      await navigator.clipboard.writeText(text);
      setCopyStatus('copied');
    } catch {
      setCopyStatus('failed');
    }
  };
  const { extension, mime } = CITE_FORMATS[format];
  return (
    <Modal
      open
      title="Cite Article"
      onCancel={onClose}
      width={720}
      footer={[
        <span key="status" className="cite-modal__status" aria-live="polite">
          {copyStatus === 'copied' ? 'Copied!' : null}
          {copyStatus === 'failed' ? 'Could not copy to the clipboard.' : null}
        </span>,
        <Button key="copy" icon={<CopyOutlined />} disabled={!text} onClick={copy}>
          Copy to clipboard
        </Button>,
        <Button
          key="download"
          type="primary"
          icon={<DownloadOutlined />}
          disabled={!text}
          onClick={() => text && downloadText(text, `${recordId}.${extension}`, mime)}
        >
          Download
        </Button>,
      ]}
    >
      <div className="cite-modal">
        <Select
          aria-label="Citation format"
          className="cite-modal__format"
          value={format}
          options={FORMAT_OPTIONS}
          onChange={changeFormat}
        />
        {isPending ? <LoadingSpinner /> : null}
        {isError ? <Alert type="error" showIcon title={citeErrorText(error)} /> : null}
        {text ? (
          <pre className="cite-modal__text" data-testid="cite-text">
            {text}
          </pre>
        ) : null}
      </div>
    </Modal>
  );
}
