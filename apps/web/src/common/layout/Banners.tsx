import { Alert, Button } from 'antd';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { useRuntimeConfig } from '../api/runtimeConfig';
import { sanitizeMarkup } from '../components/markup';
import { readDismissedBanners, rememberBannerDismissed, visibleBanners } from './banners';

/** Site-wide notices from runtime configuration (loaded only when some are configured). */
export default function Banners() {
  const { banners } = useRuntimeConfig();
  const { pathname } = useLocation();
  const [dismissed, setDismissed] = useState(readDismissedBanners);
  const shown = visibleBanners(banners, pathname, dismissed);
  if (shown.length === 0) {
    return null;
  }
  return (
    <div className="banners">
      {shown.map((banner) => (
        <Alert
          key={banner.id}
          banner
          type={banner.type}
          showIcon={!banner.center}
          className={banner.center ? 'banner banner--center' : 'banner'}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: banner text is sanitised configuration markup
          title={<span dangerouslySetInnerHTML={{ __html: sanitizeMarkup(banner.message) }} />}
          action={
            banner.action ? (
              <Button size="small" type="link" href={banner.action.href}>
                {banner.action.name}
              </Button>
            ) : undefined
          }
          closable={banner.closable}
          onClose={() => setDismissed(rememberBannerDismissed(banner.id))}
        />
      ))}
    </div>
  );
}
