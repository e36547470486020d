import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { messageOr } from '../common/api/http';
import type { CurrentUser } from './api';
import { canSubmitEmail, EMAIL_RULES, trimEmail } from './emailRules';
import { useUpdateEmailMutation } from './mutations';
import { useLogoutOnUnauthorized } from './session';

export const EMAIL_CHANGED_MESSAGE = 'Email address changed successfully!';

type Outcome = { type: 'success' | 'error'; title: string; message?: string };

/** The author e-mail section of the settings: valid, trimmed, required, validated on blur. */
export function ChangeEmailForm({ user }: { user: CurrentUser }) {
  const [form] = Form.useForm<{ email: string }>();
  const email = Form.useWatch('email', form);
  const logoutOnUnauthorized = useLogoutOnUnauthorized();
  const emailChange = useUpdateEmailMutation(user);
  const [outcome, setOutcome] = useState<Outcome>();
  const canSubmit = canSubmitEmail(email ?? user.email, user.email);

  const onFinish = (values: { email: string }) => {
    const newEmail = trimEmail(values.email);
    setOutcome(undefined);
    emailChange.mutate(newEmail, {
      onSuccess: (updated) => {
        form.setFieldsValue({ email: updated?.email ?? newEmail });
        setOutcome({ type: 'success', title: 'Success', message: EMAIL_CHANGED_MESSAGE });
      },
      onError: (caught) => {
        if (logoutOnUnauthorized(caught)) {
          return;
        }
        setOutcome({ type: 'error', title: 'Error', message: messageOr(caught, 'Error occured') });
      },
    });
  };

  return (
    <>
      {outcome ? (
        <Alert
          className="account-card__alert"
          type={outcome.type}
          showIcon
          title={outcome.title}
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
          <Button type="primary" htmlType="submit" disabled={!canSubmit} loading={emailChange.isPending}>
            Change email
          </Button>
        </Form.Item>
      </Form>
    </>
  );
}
