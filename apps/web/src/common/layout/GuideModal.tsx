import { PRODUCT_NAME } from '@parton/records';
import { Button, Modal } from 'antd';
import { useState } from 'react';

const STEPS = [
  {
    title: `Welcome to ${PRODUCT_NAME}`,
    body: 'Search the literature of high-energy physics: papers, authors, conferences, jobs, seminars and more.',
  },
  {
    title: 'Search like a physicist',
    body: 'Use SPIRES-style queries such as "a E.Witten.1", "t higgs boson" or "topcite 1000+", or plain free text.',
  },
  {
    title: 'Refine the results',
    body: 'Filter by date, document type, authors or collaboration with the facets beside the results; sort by date or citations.',
  },
  {
    title: 'Cite and export',
    body: 'Every record can be cited in BibTeX, LaTeX (EU/US) or CV format, and a whole result list can be exported at once.',
  },
];

/** The short product tour (Help → Take the tour). */
export default function GuideModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [step, setStep] = useState(0);
  const current = STEPS[step] ?? STEPS[0]!;
  const last = step === STEPS.length - 1;
  const close = () => {
    setStep(0);
    onClose();
  };
  return (
    <Modal
      open={open}
      title={current.title}
      onCancel={close}
      footer={[
        <span key="progress" className="guide__progress">
          {step + 1} / {STEPS.length}
        </span>,
        <Button key="back" disabled={step === 0} onClick={() => setStep(step - 1)}>
          Back
        </Button>,
        <Button key="next" type="primary" onClick={last ? close : () => setStep(step + 1)}>
          {last ? 'Start searching' : 'Next'}
        </Button>,
      ]}
    >
      <p className="guide__body">{current.body}</p>
    </Modal>
  );
}
