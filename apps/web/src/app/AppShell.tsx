import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { useRuntimeConfig } from '../common/api/runtimeConfig';
import { Footer } from '../common/layout/Footer';
import {
  GUIDE_AUTO_OPEN_DELAY_MS,
  readGuideVisibility,
  rememberGuideClosed,
  shouldAutoOpenGuide,
} from '../common/layout/guide';
import { Header } from '../common/layout/Header';

const GuideModal = lazy(() => import('../common/layout/GuideModal'));
const Banners = lazy(() => import('../common/layout/Banners'));

function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') {
    return null;
  }
  return <div className="navigation-progress" role="progressbar" aria-label="Loading page" />;
}

/** Header, banners, the page and the footer; also owns the product tour. */
export function AppShell() {
  const { startGuide, banners } = useRuntimeConfig();
  const [guideOpen, setGuideOpen] = useState(false);

  useEffect(() => {
    if (!shouldAutoOpenGuide(readGuideVisibility(), startGuide)) {
      return undefined;
    }
    const timer = window.setTimeout(() => setGuideOpen(true), GUIDE_AUTO_OPEN_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [startGuide]);

  const closeGuide = () => {
    rememberGuideClosed();
    setGuideOpen(false);
  };

  return (
    <div className="app-shell">
      <a href="#main-content" className="skip-link">
        Skip to content
      </a>
      <NavigationProgress />
      <Header onTour={() => setGuideOpen(true)} />
      {banners.length > 0 ? (
        <Suspense fallback={null}>
          <Banners />
        </Suspense>
      ) : null}
      <main id="main-content" className="app-main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      {guideOpen ? (
        <Suspense fallback={null}>
          <GuideModal open={guideOpen} onClose={closeGuide} />
        </Suspense>
      ) : null}
      <ScrollRestoration />
    </div>
  );
}
