import { describe, expect, test } from 'vitest';
import {
  callback,
  connectionRows,
  connectPathFor,
  double,
  enroll,
  googleUser,
  PLACE,
  t,
  throughGoogle,
  uniqueOwner,
  withGoogleConnectApp,
} from '../support/google-connect-app.ts';

/** The authorization code is single use: its exchange is never repeated, whatever happened to the answer. */

withGoogleConnectApp();

describe('code exchange', () => {
  test('an answer lost mid-way: one exchange at Google, nothing connected, and "try again" with the start link', async () => {
    const email = uniqueOwner();
    googleUser(email, [{ title: "Katz's Delicatessen", placeId: PLACE }]);
    const enrollmentId = await enroll(t, email);
    const { callbackUrl, cookie } = await throughGoogle(t, connectPathFor(t, email));
    const exchanges = double.requestCount('token');
    double.cutNext('token');
    const page = await callback(t, callbackUrl, cookie);
    expect(page.status).toBe(502);
    expect(page.data).toMatchObject({ problem: 'google-error', retryPath: connectPathFor(t, email) });
    // A second exchange of the spent code would be a replay (Google revokes what the first one gave).
    expect(double.requestCount('token')).toBe(exchanges + 1);
    expect(await connectionRows(t, enrollmentId)).toHaveLength(0);

    // The start link works again from the beginning.
    const again = await throughGoogle(t, connectPathFor(t, email));
    const done = await callback(t, again.callbackUrl, again.cookie);
    expect(done.location).toMatch(/^\/connect\/google\/connected\?t=/);
    expect(await connectionRows(t, enrollmentId)).toHaveLength(1);
  });

  test('a 5xx from the token endpoint is not retried either (Google may have spent the code before failing)', async () => {
    const email = uniqueOwner();
    googleUser(email, [{ title: "Katz's Delicatessen", placeId: PLACE }]);
    const enrollmentId = await enroll(t, email);
    const { callbackUrl, cookie } = await throughGoogle(t, connectPathFor(t, email));
    const exchanges = double.requestCount('token');
    double.failNext('token', 503);
    const page = await callback(t, callbackUrl, cookie);
    expect(page.status).toBe(502);
    expect(page.data).toMatchObject({ problem: 'google-error', retryPath: connectPathFor(t, email) });
    expect(double.requestCount('token')).toBe(exchanges + 1);
    expect(await connectionRows(t, enrollmentId)).toHaveLength(0);
  });
});
