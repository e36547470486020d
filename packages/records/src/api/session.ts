/**
 * Names and messages of the session contract that the server sends and the web app reads: defined once here so
 * that a renamed cookie or a reworded message cannot leave the two sides disagreeing.
 */

/** The cookie holding the session's CSRF token, readable by the web app (double submit). */
export const CSRF_COOKIE = 'csrf-token';
/** The header a write echoes the CSRF token in. */
export const CSRF_HEADER = 'x-csrf-token';

/** 401 of a route that needs a login, for an anonymous caller. */
export const AUTHENTICATION_REQUIRED_MESSAGE = 'Authentication required.';
/** 401 of `GET /api/accounts/me` for an anonymous caller (the web app then shows the logged-out state). */
export const NOT_LOGGED_IN_MESSAGE = 'Not logged in';
/** 401 once the session ended through inactivity (spec §8): the web app tells the user so. */
export const INACTIVITY_MESSAGE = 'You are logged out due to inactivity.';
/** 403 of a route the caller's roles do not allow. */
export const FORBIDDEN_MESSAGE = 'You are not allowed to do that.';
