import { BACKOFFICE_NOTICES } from '@parton/records';
import { App as AntdApp, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { usePageMeta } from '../../common/hooks/usePageMeta';
import { safeNext } from '../../user/emailRules';
import { backofficeLogin } from '../api';

interface LoginValues {
  email: string;
  password: string;
}

/** Where a login returns: the back-office page the reader was sent away from, else the dashboard. */
export function backofficeDestination(state: unknown): string {
  const from = safeNext((state as { from?: string } | null)?.from);
  return from?.startsWith('/backoffice') && !from.startsWith('/backoffice/login') ? from : '/backoffice';
}

/**
 * `/backoffice/login` and `/backoffice/login/local`: the back office's own e-mail and password login (facts
 * §3.9). It answers a JWT pair kept in localStorage; a main-site session is neither needed nor used.
 */
export function LoginPage() {
  usePageMeta({ title: 'Back office login' });
  const [form] = Form.useForm<LoginValues>();
  const { notification } = AntdApp.useApp();
  const location = useLocation();
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const email = Form.useWatch('email', form);
  const password = Form.useWatch('password', form);

  const onFinish = async (values: LoginValues) => {
    setSubmitting(true);
    try {
      await backofficeLogin(values.email.trim(), values.password);
      await navigate(backofficeDestination(location.state), { replace: true });
    } catch (error) {
      notification.error({
        title: BACKOFFICE_NOTICES.loginFailed.title,
        description: error instanceof Error && error.message ? error.message : BACKOFFICE_NOTICES.fallback,
        duration: BACKOFFICE_NOTICES.loginFailed.seconds,
      });
      setSubmitting(false);
    }
  };

  // Disabled until valid and dirty (facts §3.9): both fields filled and the e-mail looks like one.
  const filled = Boolean(email?.trim()) && Boolean(password);
  const invalid = form.getFieldsError().some((field) => field.errors.length > 0);
  const emailLooksValid = typeof email === 'string' && /^[^\s@]+@[^\s@]+$/.test(email.trim());

  return (
    <section className="backoffice-login" aria-labelledby="backoffice-login-heading">
      <h1 id="backoffice-login-heading">Log in to the back office</h1>
      <p className="backoffice-login__lead">
        For catalogers and curators, with the e-mail address and password of your account.
      </p>
      <Form<LoginValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        name="backoffice-login"
        onFinish={onFinish}
      >
        <Form.Item
          label="Email"
          name="email"
          rules={[
            { required: true, message: 'Please enter your e-mail' },
            { type: 'email', message: 'Please enter a valid e-mail' },
          ]}
          validateTrigger="onBlur"
        >
          <Input type="email" autoComplete="username" autoFocus />
        </Form.Item>
        <Form.Item
          label="Password"
          name="password"
          rules={[{ required: true, message: 'Please enter your password' }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          block
          loading={submitting}
          disabled={!filled || !emailLooksValid || invalid}
        >
          Login
        </Button>
      </Form>
    </section>
  );
}
