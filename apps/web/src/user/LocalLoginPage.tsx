import { PRODUCT_NAME } from '@parton/records';
import { Alert, Button, Form, Input } from 'antd';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { messageOr } from '../common/api/http';
import { usePageMeta } from '../common/hooks/usePageMeta';
import { EMAIL_RULES, safeNext, trimEmail } from './emailRules';
import { useLoginMutation } from './mutations';
import './user.css';

interface LoginValues {
  email: string;
  password: string;
}

/** Where a login returns to: the router state's `from`, else `?next=`, else home. */
export function loginDestination(state: unknown, next: string | null): string {
  const from = (state as { from?: string } | null)?.from;
  return safeNext(from) ?? safeNext(next) ?? '/';
}

/** E-mail and password login (logged-out only); goes back to the previous page. */
export function LocalLoginPage() {
  usePageMeta({ title: 'Local login' });
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const loginRequest = useLoginMutation();
  const destination = loginDestination(location.state, searchParams.get('next'));

  const onFinish = (values: LoginValues) => {
    loginRequest.mutate(
      { email: trimEmail(values.email), password: values.password },
      { onSuccess: () => navigate(destination, { replace: true }) },
    );
  };
  // On success the button keeps loading while the browser leaves the page.
  const submitting = loginRequest.isPending || loginRequest.isSuccess;
  const error = loginRequest.isError ? messageOr(loginRequest.error, 'Something went wrong') : undefined;

  return (
    <section className="account-card" aria-labelledby="local-login-heading">
      <h1 id="local-login-heading">Log in to {PRODUCT_NAME}</h1>
      <p className="account-card__lead">With the e-mail address and password of your account.</p>
      {error ? (
        <Alert className="account-card__alert" type="error" showIcon title={error} role="alert" />
      ) : null}
      <Form<LoginValues> layout="vertical" onFinish={onFinish} requiredMark={false} name="local-login">
        <Form.Item label="Email" name="email" rules={EMAIL_RULES} validateTrigger="onBlur">
          <Input type="email" autoComplete="username" autoFocus />
        </Form.Item>
        <Form.Item
          label="Password"
          name="password"
          rules={[{ required: true, message: 'Please enter your password' }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          Log in
        </Button>
      </Form>
      <p className="account-card__footer">
        No account yet? <Link to="/user/signup">Sign up</Link>
        <span aria-hidden> · </span>
        <Link to="/user/login" state={location.state}>
          Other ways to log in
        </Link>
      </p>
    </section>
  );
}
