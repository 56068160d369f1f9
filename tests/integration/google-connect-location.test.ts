import { describe, expect, test } from 'vitest';
import { action as locationAction } from '#app/routes/connect-google-location.tsx';
import { googleConnections } from '#server/features/google-business/connection-tables.ts';
import { eq } from 'drizzle-orm';
import {
  // The app, its Google double and its clock.
  t,
  double,
  advanceClock,
  withGoogleConnectApp,
  // An owner through Google's consent, and the route run as the server runs it.
  uniqueOwner,
  googleUser,
  enroll,
  connectPathFor,
  throughGoogle,
  callback,
  connectionRows,
  PLACE,
  run,
} from '../support/google-connect-app.ts';

/**
 * The location choice's refusals (/connect/google/location), each with its status and its sentence: the form says
 * nothing, the link does not read, a location was already chosen, the connection is gone, Google fails meanwhile.
 */

withGoogleConnectApp();

/** An owner half-way through connecting: two locations to choose from, signed in, on the choice page. */
async function choosing() {
  const email = uniqueOwner();
  const { locations } = googleUser(email, [
    { title: "Katz's Houston St", placeId: PLACE },
    { title: "Katz's Second Ave", placeId: PLACE },
  ]);
  const enrollmentId = await enroll(t, email);
  const { callbackUrl, cookie, session } = await throughGoogle(t, connectPathFor(t, email));
  const done = await callback(t, callbackUrl, cookie);
  expect(done.location).toMatch(/^\/connect\/google\/location\?t=/);
  const choose = (fields: Record<string, string>, path = done.location!) =>
    run(locationAction as never, path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: session },
      body: new URLSearchParams(fields).toString(),
    });
  return { enrollmentId, locations: locations.map((location) => location.name), choose, path: done.location! };
}

describe('choosing a location: every refusal keeps its status and sentence', () => {
  test('no location in the form: 400, "Choose one of the listed locations."', async () => {
    const { choose, enrollmentId } = await choosing();
    const empty = await choose({});
    expect(empty.status).toBe(400);
    expect(empty.data).toMatchObject({ message: 'Choose one of the listed locations.' });
    expect((await choose({ location: '' })).status).toBe(400);
    expect((await connectionRows(t, enrollmentId))[0]?.status).toBe('pending-location');
  });

  test('a link that does not read: 400, connect again from the email', async () => {
    const { choose, locations } = await choosing();
    const cut = await choose({ location: locations[0]! }, '/connect/google/location?t=not-a-link');
    expect(cut.status).toBe(400);
    expect(cut.data).toMatchObject({ message: 'This link has expired. Connect again from your email.' });
  });

  test('another location after one was chosen: 409; the first choice stays', async () => {
    const { choose, locations, enrollmentId } = await choosing();
    expect((await choose({ location: locations[0]! })).location).toMatch(/^\/connect\/google\/connected\?t=/);
    const other = await choose({ location: locations[1]! });
    expect(other.status).toBe(409);
    expect(other.data).toMatchObject({ message: 'A location was already chosen for this connection.' });
    expect((await connectionRows(t, enrollmentId))[0]).toMatchObject({ status: 'active', locationName: locations[0] });
  });

  test('the connection is gone: 404, connect again', async () => {
    const { choose, locations, enrollmentId } = await choosing();
    await t.ctx.database.db.delete(googleConnections).where(eq(googleConnections.enrollmentId, enrollmentId));
    const gone = await choose({ location: locations[0]! });
    expect(gone.status).toBe(404);
    expect(gone.data).toMatchObject({ message: 'This connection no longer exists. Connect again.' });
  });

  test('Google fails while the choice is checked: 502, nothing connected, the choice can be made again', async () => {
    const { choose, locations, enrollmentId } = await choosing();
    // The page sat open: the access token has run out, and Google's token endpoint is down.
    advanceClock(59 * 60_000);
    double.failNext('token', 503, { count: 20 });
    const failed = await choose({ location: locations[0]! });
    expect(failed.status).toBe(502);
    expect(failed.data).toMatchObject({ message: 'Google could not be reached. Please try again in a minute.' });
    expect((await connectionRows(t, enrollmentId))[0]?.status).toBe('pending-location');
  });
});
