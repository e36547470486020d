import { MailOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Modal } from 'antd';
import { type FormEvent, useId, useState } from 'react';
import { useTimeout } from '../../common/hooks/useTimeout';
import { subscribeToJobs } from '../api';
import {
  canSubmitSubscription,
  EMPTY_SUBSCRIPTION,
  type SubscriptionErrors,
  type SubscriptionValues,
  trimSubscription,
  validateSubscription,
} from '../subscription';

/** After a successful subscription the confirmation stays this long, then the modal closes. */
export const SUBSCRIBE_SUCCESS_CLOSE_MS = 4000;
export const SUBSCRIBE_ERROR_MESSAGE = 'Could not subscribe, please try again.';

const FIELDS: { name: keyof SubscriptionValues; label: string; type: string; autoComplete: string }[] = [
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'first_name', label: 'First Name', type: 'text', autoComplete: 'given-name' },
  { name: 'last_name', label: 'Last Name', type: 'text', autoComplete: 'family-name' },
];

type Status = 'editing' | 'submitting' | 'success' | 'error';

interface SubscribeFormProps {
  onSubscribed: () => void;
}

/** E-mail, first and last name; errors appear on leaving a field or on submit, never while typing. */
function SubscribeForm({ onSubscribed }: SubscribeFormProps) {
  const id = useId();
  const [values, setValues] = useState<SubscriptionValues>(EMPTY_SUBSCRIPTION);
  const [shownErrors, setShownErrors] = useState<SubscriptionErrors>({});
  const [status, setStatus] = useState<Status>('editing');

  const showErrorFor = (field: keyof SubscriptionValues) => {
    const error = validateSubscription(values)[field];
    setShownErrors((current) => ({ ...current, [field]: error }));
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Enter in a field submits the form even while the button shows its spinner: one request at a time.
    if (status === 'submitting') {
      return;
    }
    const errors = validateSubscription(values);
    setShownErrors(errors);
    if (Object.keys(errors).length > 0) {
      return;
    }
    setStatus('submitting');
    try {
      await subscribeToJobs(trimSubscription(values));
      setStatus('success');
      onSubscribed();
    } catch {
      setStatus('error');
    }
  };

  if (status === 'success') {
    return (
      <Alert
        type="success"
        showIcon
        title="You have successfully subscribed!"
        description="You will receive the weekly jobs update every Monday."
      />
    );
  }
  return (
    <form onSubmit={submit} noValidate aria-label="Subscribe to the weekly jobs update">
      <p>Receive a weekly e-mail, every Monday, with the jobs posted in the last week.</p>
      <Form layout="vertical" component={false}>
        {FIELDS.map((field) => {
          const error = shownErrors[field.name];
          return (
            <Form.Item
              key={field.name}
              label={field.label}
              htmlFor={`${id}-${field.name}`}
              required
              validateStatus={error ? 'error' : undefined}
              help={error}
            >
              <Input
                id={`${id}-${field.name}`}
                type={field.type}
                autoComplete={field.autoComplete}
                value={values[field.name]}
                aria-invalid={error ? true : undefined}
                onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
                onBlur={() => showErrorFor(field.name)}
              />
            </Form.Item>
          );
        })}
      </Form>
      {status === 'error' ? <Alert type="error" showIcon title={SUBSCRIBE_ERROR_MESSAGE} /> : null}
      <Button
        type="primary"
        htmlType="submit"
        className="subscribe-form__submit"
        loading={status === 'submitting'}
        disabled={!canSubmitSubscription(values)}
      >
        Subscribe
      </Button>
    </form>
  );
}

/** 'Subscribe to mailing list': the weekly job-update subscription in a modal. */
export function SubscribeJobsModal() {
  const [open, setOpen] = useState(false);
  const autoClose = useTimeout();

  const close = () => {
    autoClose.cancel();
    setOpen(false);
  };
  const onSubscribed = () => {
    autoClose.start(close, SUBSCRIBE_SUCCESS_CLOSE_MS);
  };

  return (
    <>
      <Button icon={<MailOutlined />} onClick={() => setOpen(true)}>
        Subscribe to mailing list
      </Button>
      {/* Mounted only while open: every opening starts from an empty form without the success flag. */}
      {open ? (
        <Modal title="Subscribe to the weekly jobs update" open onCancel={close} footer={null}>
          <SubscribeForm onSubscribed={onSubscribed} />
        </Modal>
      ) : null}
    </>
  );
}
