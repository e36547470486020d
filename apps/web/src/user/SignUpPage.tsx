import { PRODUCT_NAME } from '@parton/records';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { messageOr } from '../common/api/http';
import { usePageMeta } from '../common/hooks/usePageMeta';
import { canSubmitEmail, EMAIL_RULES, MIN_PASSWORD_LENGTH, PASSWORD_RULES, trimEmail } from './emailRules';
import { useSignUpMutation } from './mutations';
import './user.css';

interface SignUpValues {
  email: string;
  password: string;
}

type Outcome = { type: 'success' | 'error'; message: string };

/** The password field's label and help: the form asks for more than the spec's e-mail on purpose (see below). */
export const SIGNUP_PASSWORD_LABEL = 'Choose a password';
export const SIGNUP_PASSWORD_HELP =
  `At least ${MIN_PASSWORD_LENGTH} characters. You log in with this e-mail address and password right away: ` +
  'this site sends no confirmation e-mail.';

/**
 * Sign-up with e-mail and password (logged-out only). A deliberate departure from the spec, whose sign-up form
 * has the e-mail only and mails a link to set the password: this platform has no mail layer yet, so that link
 * could never arrive, and the password is chosen here instead (apps/server/src/accounts/README.md, 'Sign-up').
 */
export function SignUpPage() {
  usePageMeta({ title: 'Sign up' });
  const [form] = Form.useForm<SignUpValues>();
  const email = Form.useWatch('email', form);
  const password = Form.useWatch('password', form);
  const [outcome, setOutcome] = useState<Outcome>();
  const signUpRequest = useSignUpMutation();
  const canSubmit = canSubmitEmail(email) && (password?.length ?? 0) >= MIN_PASSWORD_LENGTH;

  const onFinish = (values: SignUpValues) => {
    setOutcome(undefined);
    signUpRequest.mutate(
      { email: trimEmail(values.email), password: values.password },
      {
        onSuccess: (message) =>
          setOutcome({ type: 'success', message: message ?? 'Please check your e-mail.' }),
        onError: (caught) =>
          setOutcome({ type: 'error', message: messageOr(caught, 'Something went wrong') }),
      },
    );
  };

  return (
    <section className="account-card" aria-labelledby="signup-heading">
      <h1 id="signup-heading">Sign up to {PRODUCT_NAME}</h1>
      <p className="account-card__lead">Create an account to submit content and keep your preferences.</p>
      {outcome ? (
        <Alert
          className="account-card__alert"
          type={outcome.type}
          showIcon
          title={outcome.message}
          role="alert"
        />
      ) : null}
      <Form<SignUpValues>
        form={form}
        layout="vertical"
        onFinish={onFinish}
        requiredMark={false}
        name="signup"
      >
        <Form.Item label="Email" name="email" rules={EMAIL_RULES} validateTrigger="onBlur">
          <Input type="email" autoComplete="email" />
        </Form.Item>
        <Form.Item
          label={SIGNUP_PASSWORD_LABEL}
          name="password"
          rules={PASSWORD_RULES}
          validateTrigger="onBlur"
          extra={SIGNUP_PASSWORD_HELP}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          block
          disabled={!canSubmit}
          loading={signUpRequest.isPending}
        >
          Sign up
        </Button>
      </Form>
      <p className="account-card__footer">
        Already have an account? <Link to="/user/login">Log in</Link>
      </p>
    </section>
  );
}
