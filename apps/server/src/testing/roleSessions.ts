import { createTestAccount, logIn, type TestSession } from '../accounts/testing/sessions';
import type { TestApp } from './app';

/** A logged-in session for each kind of caller the record and editor routes tell apart. */
export interface RoleSessions {
  user: TestSession;
  cataloger: TestSession;
  superuser: TestSession;
}

/** Creates one account per role on the app's database and logs each in through the API (shared route fixture). */
export async function logInEachRole(testApp: TestApp): Promise<RoleSessions> {
  const logInAs = async (roles: ('cataloger' | 'superuser')[]) => {
    const account = await createTestAccount(testApp.context, { roles });
    return logIn(testApp.app, account.email, account.password);
  };
  const [user, cataloger, superuser] = await Promise.all([
    logInAs([]),
    logInAs(['cataloger']),
    logInAs(['superuser']),
  ]);
  return { user, cataloger, superuser };
}
