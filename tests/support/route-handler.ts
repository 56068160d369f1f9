import { createAppServices } from '#server/app-features.ts';
import type { TestApp } from './test-app.ts';

export type LoaderResult = {
  status: number;
  location: string | null;
  setCookie: string | null;
  data: Record<string, unknown>;
};

/** Runs a loader or action the way the server does: a thrown Response is a redirect, `data()` a page. */
export async function runRouteHandler(
  handler: (args: never) => unknown,
  app: TestApp,
  request: Request,
): Promise<LoaderResult> {
  const context = { services: createAppServices(app.ctx) };
  try {
    const result = (await handler({ request, context, params: {} } as never)) as {
      data?: Record<string, unknown>;
      init?: { status?: number; headers?: HeadersInit } | null;
    } | null;
    const headers = new Headers(result?.init?.headers);
    return {
      status: result?.init?.status ?? 200,
      location: null,
      setCookie: headers.get('set-cookie'),
      data: result?.data ?? {},
    };
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    return {
      status: thrown.status,
      location: thrown.headers.get('location'),
      setCookie: thrown.headers.get('set-cookie'),
      data: {},
    };
  }
}
