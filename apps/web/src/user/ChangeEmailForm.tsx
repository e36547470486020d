import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { isApiError } from '../common/api/http';
import { type CurrentUser, updateEmail, userKeys } from './api';
import { canSubmitEmail, EMAIL_RULES, trimEmail } from './emailRules';
import { useLogoutOnUnauthorized } from './session';

export const EMAIL_CHANGED_MESSAGE = 'Email address changed successfully!';

type Outcome = { type: 'success' | 'error'; title: string; message?: string };

/** The author e-mail section of the settings: valid, trimmed, required, validated on blur. */
export function ChangeEmailForm({ user }: { user: CurrentUser }) {
  const [form] = Form.useForm<{ email: string }>();
  const email = Form.useWatch('email', form);
  const queryClient = useQueryClient();
  const logoutOnUnauthorized = useLogoutOnUnauthorized();
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  const canSubmit = canSubmitEmail(email ?? user.email, user.email);

  const onFinish = async (values: { email: string }) => {
    setSubmitting(true);
    setOutcome(undefined);
    try {
      const updated = await updateEmail(user, trimEmail(values.email));
      if (updated) {
        queryClient.setQueryData(userKeys.me(), updated);
      }
      form.setFieldsValue({ email: updated?.email ?? trimEmail(values.email) });
      setOutcome({ type: 'success', title: 'Success', message: EMAIL_CHANGED_MESSAGE });
    } catch (caught) {
      if (logoutOnUnauthorized(caught)) {
        return;
      }
      setOutcome({
        type: 'error',
        title: 'Error',
        message: isApiError(caught) && caught.message ? caught.message : 'Error occured',
      });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <>
      {outcome ? (
        <Alert
          className="account-card__alert"
          type={outcome.type}
          showIcon
          message={outcome.title}
          description={outcome.message}
          role={outcome.type === 'error' ? 'alert' : 'status'}
          closable
          onClose={() => setOutcome(undefined)}
        />
      ) : null}
      <Form
        form={form}
        className="settings-email-form"
        layout="vertical"
        initialValues={{ email: user.email }}
        onFinish={onFinish}
        requiredMark={false}
        name="change-email"
      >
        <Form.Item label="Email" name="email" rules={EMAIL_RULES} validateTrigger="onBlur">
          <Input type="email" autoComplete="email" />
        </Form.Item>
        <Form.Item label=" " colon={false}>
          <Button type="primary" htmlType="submit" disabled={!canSubmit} loading={submitting}>
            Change email
          </Button>
        </Form.Item>
      </Form>
    </>
  );
}
