import type { ThemeConfig } from 'antd';

export const BRAND = {
  navy: '#0b2545',
  blue: '#1d5fbf',
  orange: '#f08c00',
} as const;

export const appTheme: ThemeConfig = {
  token: {
    colorPrimary: BRAND.blue,
    colorLink: BRAND.blue,
    colorInfo: BRAND.blue,
    borderRadius: 6,
    fontFamily:
      "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
    fontSize: 15,
    colorBgLayout: '#f4f6fa',
  },
  components: {
    Button: { fontWeight: 500 },
    Tabs: { titleFontSize: 15 },
  },
};
