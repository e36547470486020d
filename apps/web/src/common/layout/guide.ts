import { browserStorage } from '../storage';

const GUIDE_VISIBILITY_KEY = 'parton.guideModalVisibility';
export const GUIDE_AUTO_OPEN_DELAY_MS = 3_000;

export function readGuideVisibility(): string | null {
  return browserStorage.read(GUIDE_VISIBILITY_KEY);
}

export function rememberGuideClosed(): void {
  browserStorage.write(GUIDE_VISIBILITY_KEY, 'false');
}

/** The tour opens by itself only for visitors who never saw it, and only when the deployment asks for it. */
export function shouldAutoOpenGuide(visibility: string | null, startGuide: unknown): boolean {
  return visibility === null && startGuide === true;
}
