import { notification } from 'antd';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { INACTIVITY_MESSAGE } from './api';

export const INACTIVITY_NOTIFICATION_KEY = 'session-inactivity';

/**
 * The "logged out due to inactivity" notification. It lives in its own module, loaded only when a session
 * ends, so the notification component and its styles stay out of every page's initial JavaScript.
 */
export default function InactivityNotice() {
  const [api, contextHolder] = notification.useNotification();
  useEffect(() => {
    api.warning({
      key: INACTIVITY_NOTIFICATION_KEY,
      title: INACTIVITY_MESSAGE,
      description: (
        <Link to="/user/login" onClick={() => api.destroy(INACTIVITY_NOTIFICATION_KEY)}>
          Go to login page.
        </Link>
      ),
      duration: 0,
      placement: 'topRight',
    });
  }, [api]);
  return contextHolder;
}
