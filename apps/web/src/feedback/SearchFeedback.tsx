import { PRODUCT_NAME } from '@parton/records';
import { Alert, Button, Form, Input, Modal } from 'antd';
import { type FormEvent, useId, useState } from 'react';
import { useTimeout } from '../common/hooks/useTimeout';
import { type FeedbackValues, sendSearchFeedback } from './api';
import './feedback.css';

/** The thank-you stays this long (spec §9). */
export const FEEDBACK_SUCCESS_MS = 4000;
export const FEEDBACK_TITLE = 'Not finding what you are looking for?';
export const FEEDBACK_REQUIRED_MESSAGE = 'Please provide your feedback';
export const FEEDBACK_SUCCESS_MESSAGE = `Thank you for your feedback! Your input helps us improve ${PRODUCT_NAME}`;
export const FEEDBACK_ERROR_MESSAGE =
  'An error occurred while submitting your feedback. Please try again later.';

type Status = 'editing' | 'submitting' | 'error';

interface FeedbackFormProps {
  query: string;
  onSent: () => void;
}

/** The question (required, one sentence) and optional additional information. */
function FeedbackForm({ query, onSent }: FeedbackFormProps) {
  const id = useId();
  const [values, setValues] = useState<FeedbackValues>({ question: '', additional: '' });
  const [questionTouched, setQuestionTouched] = useState(false);
  const [status, setStatus] = useState<Status>('editing');
  const blank = values.question.trim() === '';
  const questionError = questionTouched && blank ? FEEDBACK_REQUIRED_MESSAGE : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (blank) {
      setQuestionTouched(true);
      return;
    }
    setStatus('submitting');
    try {
      await sendSearchFeedback(values, query);
      onSent();
    } catch {
      setStatus('error');
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Search feedback">
      <Form layout="vertical" component={false}>
        <Form.Item
          label="Describe in one sentence what you were searching for"
          htmlFor={`${id}-question`}
          required
          validateStatus={questionError ? 'error' : undefined}
          help={questionError}
        >
          <Input.TextArea
            id={`${id}-question`}
            autoSize={{ minRows: 2, maxRows: 6 }}
            maxLength={2000}
            value={values.question}
            aria-invalid={questionError ? true : undefined}
            onChange={(event) => setValues({ ...values, question: event.target.value })}
            onBlur={() => setQuestionTouched(true)}
          />
        </Form.Item>
        <Form.Item
          label="Is there anything else you would like to tell us? (optional)"
          htmlFor={`${id}-additional`}
        >
          <Input.TextArea
            id={`${id}-additional`}
            autoSize={{ minRows: 3, maxRows: 10 }}
            maxLength={10000}
            value={values.additional}
            onChange={(event) => setValues({ ...values, additional: event.target.value })}
          />
        </Form.Item>
      </Form>
      {status === 'error' ? <Alert type="error" showIcon title={FEEDBACK_ERROR_MESSAGE} /> : null}
      <Button
        type="primary"
        htmlType="submit"
        className="search-feedback__submit"
        loading={status === 'submitting'}
        disabled={blank}
      >
        Submit
      </Button>
    </form>
  );
}

/**
 * 'Not finding what you are looking for?': a card under the literature results that opens the feedback form.
 * The search the reader is on goes with the message; the thank-you shows for 4 s.
 */
export function SearchFeedback({ query }: { query: string }) {
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const [thanked, setThanked] = useState(false);
  const thanks = useTimeout();

  const onSent = () => {
    setOpen(false);
    setThanked(true);
    thanks.start(() => setThanked(false), FEEDBACK_SUCCESS_MS);
  };

  return (
    <section className="search-feedback" aria-labelledby={headingId}>
      <h2 id={headingId} className="search-feedback__title">
        {FEEDBACK_TITLE}
      </h2>
      <p className="search-feedback__text">
        Tell us what you were searching for: it helps us improve the search.
      </p>
      <Button onClick={() => setOpen(true)}>Send feedback</Button>
      <div aria-live="polite">
        {thanked ? (
          <Alert
            className="search-feedback__thanks"
            type="success"
            showIcon
            title={FEEDBACK_SUCCESS_MESSAGE}
          />
        ) : null}
      </div>
      {/* Mounted only while open: every opening starts from an empty form. */}
      {open ? (
        <Modal title={`${PRODUCT_NAME} Search Feedback`} open onCancel={() => setOpen(false)} footer={null}>
          <FeedbackForm query={query} onSent={onSent} />
        </Modal>
      ) : null}
    </section>
  );
}
