/**
 * Local-storage keys of the back office's tokens (spec §9). A module of their own: every page's header reads them
 * ('Logout Backoffice'), and the web app's bundler puts a whole module in the chunk of its first user.
 */
export const BACKOFFICE_TOKEN_KEY = 'backoffice.token';
export const BACKOFFICE_REFRESH_TOKEN_KEY = 'backoffice.refreshToken';
