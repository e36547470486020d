/** The web app is built with Vite into apps/web/dist; the server serves that folder with an SPA fallback. */
export const WEB_DIST_FOLDER = 'dist';
