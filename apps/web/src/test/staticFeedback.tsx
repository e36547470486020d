import { ConfigProvider } from 'antd';

/**
 * Notifications and messages of antd's static API render outside the test's tree; under jsdom their closing
 * animation never ends, so one test's notification would still be on screen in the next. Without motion they leave
 * at once (`notification.destroy()`, `message.destroy()`).
 */
export function withoutNotificationMotion(): void {
  ConfigProvider.config({
    holderRender: (children) => (
      <ConfigProvider theme={{ token: { motion: false } }}>{children}</ConfigProvider>
    ),
  });
}
