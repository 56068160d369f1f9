import Fastify from 'fastify';
import pino from 'pino';
import { describe, expect, test } from 'vitest';
import { deferredChildLoggerFactory, loggerOptions, RequestLogController, serializeError } from './logger.ts';

describe('serializeError', () => {
  test('keeps the error type and stack but drops a failed query’s bound parameters and any email address', () => {
    const error = new Error(
      'Failed query: insert into "lead_submissions" ("email", "payload") values ($1, $2)\nparams: jake@katz.example,{"message":"Our brisket…","phone":"646 555 0188"}',
    );
    error.stack = `${error.message}\n    at store (store-submission.ts:41:5)\ncaused by: error: invalid input for jake@katz.example`;
    const serialized = serializeError(error);
    expect(serialized.type).toBe('Error');
    expect(serialized.message).toContain('Failed query: insert into "lead_submissions"');
    expect(serialized.message).toContain('params: [redacted]');
    for (const text of [serialized.message, serialized.stack]) {
      expect(text).not.toContain('jake@katz.example');
      expect(text).not.toContain('brisket');
      expect(text).not.toContain('555 0188');
    }
    expect(serialized.stack).toContain('store-submission.ts:41:5');
  });

  test('drops the query of a URL an error quotes (signed links carry their token there)', () => {
    const error = new TypeError('Invalid request to http://localhost:3000/replies/abc?token=signed.secret-value&x=1');
    const serialized = serializeError(error);
    expect(serialized.message).toBe('Invalid request to http://localhost:3000/replies/abc?[redacted]');
    expect(serialized.stack).not.toContain('signed.secret-value');
  });
});

describe('request logging', () => {
  async function appLoggingAt(level: string) {
    const lines: Record<string, unknown>[] = [];
    const logger = pino(loggerOptions(level) as pino.LoggerOptions, {
      write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>),
    });
    const app = Fastify({
      loggerInstance: logger,
      logController: new RequestLogController(),
      childLoggerFactory: deferredChildLoggerFactory,
    });
    app.get('/quiet', async (request) => ({ id: request.id }));
    app.get('/chatty', async (request) => {
      request.log.info({ step: 1 }, 'route info');
      request.log.warn({ email: 'jake@katz.example' }, 'route warning');
      request.log.child({ part: 'sub' }).warn('from a child');
      return { id: request.id };
    });
    await app.ready();
    return { app, lines };
  }

  test('at info: one completion line per request, and route lines carry the request id', async () => {
    const { app, lines } = await appLoggingAt('info');
    const quietId = (await app.inject({ url: '/quiet?q=secret' })).json().id;
    const chattyId = (await app.inject({ url: '/chatty' })).json().id;
    const quietLines = lines.filter((line) => line['reqId'] === quietId);
    expect(quietLines).toHaveLength(1);
    expect(quietLines[0]).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url: '/quiet', id: quietId },
      res: { statusCode: 200 },
    });
    expect(typeof quietLines[0]!['responseTime']).toBe('number');
    expect(lines.filter((line) => line['reqId'] === chattyId).map((line) => line['msg'])).toEqual([
      'route info',
      'route warning',
      'from a child',
      'request completed',
    ]);
    expect(lines.find((line) => line['msg'] === 'from a child')).toMatchObject({ part: 'sub' });
    expect(lines.find((line) => line['msg'] === 'route warning')).toMatchObject({ email: '[redacted]' });
    expect(lines.some((line) => line['msg'] === 'incoming request')).toBe(false);
    await app.close();
  });

  test('at warn: requests write nothing, route warnings still carry the request id', async () => {
    const { app, lines } = await appLoggingAt('warn');
    await app.inject({ url: '/quiet' });
    expect(lines).toEqual([]);
    const chattyId = (await app.inject({ url: '/chatty' })).json().id;
    expect(lines.map((line) => [line['msg'], line['reqId']])).toEqual([
      ['route warning', chattyId],
      ['from a child', chattyId],
    ]);
    await app.close();
  });
});
