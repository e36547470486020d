import { Tour, type TourStepProps } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { MD_SCREEN_QUERY, useMediaQuery } from '../hooks/useMediaQuery';
import {
  GUIDE_SEARCH_PATH,
  GUIDE_TARGET_TIMEOUT_MS,
  GUIDE_TARGETS,
  GUIDE_WELCOME,
  type GuideTarget,
} from './guideSteps';

type Phase = 'welcome' | 'locating' | 'touring';

const POLL_MS = 150;

/** Keys typed into a field or pressed on a control are theirs, not the tour's. */
function isOwnKeyTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) {
    return false;
  }
  return (
    target.isContentEditable || target.closest('input, textarea, select, button, a, [role="button"]') !== null
  );
}

/**
 * The product tour (Help → Take the tour, or by itself after 3 s with START_GUIDE). It opens with a welcome wherever
 * the visitor is; "Next" goes to the literature search, waits for its parts to appear and then points at each one:
 * the search box, the facets (the Filters button on a phone), the citation-summary switch, a result's cite tools
 * and the Help menu. A part that does not appear (no results, so no cite tools) is skipped rather than pointed at
 * empty space. Keys: Esc closes, ← → and Enter move.
 */
export default function GuideModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const pathnameRef = useRef(pathname);
  pathnameRef.current = pathname;
  const [phase, setPhase] = useState<Phase>('welcome');
  const [targets, setTargets] = useState<readonly GuideTarget[]>([]);
  const [current, setCurrent] = useState(0);
  // A phone has no room beside a target: every panel goes below it (or above, where antd flips it).
  const wide = useMediaQuery(MD_SCREEN_QUERY);

  const start = useCallback(() => {
    if (pathnameRef.current !== GUIDE_SEARCH_PATH) {
      void navigate(GUIDE_SEARCH_PATH);
    }
    setPhase('locating');
  }, [navigate]);

  // The search page and its parts load lazily: wait until each is there, or give up on it after the timeout.
  useEffect(() => {
    if (phase !== 'locating') {
      return undefined;
    }
    const startedAt = Date.now();
    const timer = window.setInterval(() => {
      // Another search page has the same parts: look only once the literature search is the page shown.
      if (pathnameRef.current !== GUIDE_SEARCH_PATH) {
        return;
      }
      const found = GUIDE_TARGETS.filter((target) => target.find(document) !== null);
      if (found.length < GUIDE_TARGETS.length && Date.now() - startedAt < GUIDE_TARGET_TIMEOUT_MS) {
        return;
      }
      window.clearInterval(timer);
      setTargets(found);
      setCurrent(found.length > 0 ? 1 : 0);
      setPhase(found.length > 0 ? 'touring' : 'welcome');
    }, POLL_MS);
    return () => window.clearInterval(timer);
  }, [phase]);

  const stepCount = phase === 'touring' ? targets.length + 1 : GUIDE_TARGETS.length + 1;
  const change = useCallback(
    (next: number) => {
      if (phase === 'welcome' && next > 0) {
        start();
        return;
      }
      if (phase === 'touring') {
        setCurrent(Math.max(0, Math.min(next, targets.length)));
      }
    },
    [phase, start, targets.length],
  );

  // The Tour measures its target when the step opens and again only on window resize or scroll; the facets column
  // grows while its facets arrive, which left the highlight around the first facet. A size change of the current
  // target is announced as a resize so that the highlight follows it.
  useEffect(() => {
    const element = phase === 'touring' && current > 0 ? targets[current - 1]?.find(document) : null;
    if (!element || typeof ResizeObserver === 'undefined') {
      return undefined;
    }
    const observer = new ResizeObserver(() => window.dispatchEvent(new Event('resize')));
    observer.observe(element);
    return () => observer.disconnect();
  }, [phase, current, targets]);

  // Enter moves on too (the tour's own buttons answer Enter themselves; ← → and Esc are the Tour's).
  useEffect(() => {
    if (!open) {
      return undefined;
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' || isOwnKeyTarget(event.target) || phase === 'locating') {
        return;
      }
      event.preventDefault();
      if (phase === 'touring' && current >= stepCount - 1) {
        onClose();
        return;
      }
      change(current + 1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, phase, current, stepCount, change, onClose]);

  const welcome: TourStepProps = {
    title: GUIDE_WELCOME.title,
    description: GUIDE_WELCOME.description,
    target: null,
    nextButtonProps:
      phase === 'locating' ? { children: 'Opening the search…' } : { children: 'Start the tour' },
  };
  const steps: TourStepProps[] =
    phase === 'touring'
      ? [
          welcome,
          ...targets.map(
            (target): TourStepProps => ({
              title: target.title,
              description: target.description,
              placement: wide ? target.placement : 'bottom',
              // Looked up again on each step: a refetch may have replaced the element found earlier.
              target: () => target.find(document) as HTMLElement,
            }),
          ),
        ]
      : [welcome, ...GUIDE_TARGETS.map((target): TourStepProps => ({ title: target.title, target: null }))];

  return (
    <Tour
      open={open}
      steps={steps}
      current={phase === 'touring' ? current : 0}
      onChange={change}
      onClose={onClose}
      onFinish={onClose}
      rootClassName="guide-tour"
      zIndex={1100}
    />
  );
}
