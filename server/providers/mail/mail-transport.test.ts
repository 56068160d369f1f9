import { describe, expect, it } from 'vitest';
import { MailSendError, toMailSendError } from './mail-transport.ts';

function nodemailerError(props: Record<string, unknown>): Error {
  return Object.assign(new Error('failed'), props);
}

describe('toMailSendError', () => {
  it.each<[{ code?: string; responseCode?: number; [key: string]: unknown }, boolean]>([
    [{ code: 'EENVELOPE', responseCode: 550, response: '550 5.1.1 Mailbox unavailable' }, true],
    [{ code: 'EMESSAGE', responseCode: 554 }, true],
    [{ code: 'EMESSAGE', responseCode: 552 }, true],
    [{ code: 'EENVELOPE', responseCode: 451 }, false],
    [{ code: 'EMESSAGE', responseCode: 421 }, false],
    // 503: bad sequence of commands, a session fault that a fresh connection clears.
    [{ code: 'EPROTOCOL', responseCode: 503 }, false],
    [{ code: 'ESOCKET', originalCode: 'ECONNREFUSED' }, false],
    [{ code: 'ECONNECTION' }, false],
    [{ code: 'ETIMEDOUT', timeoutType: 'GREETING_TIMEOUT' }, false],
    [{ code: 'ECONNRESET' }, false],
    [{ code: 'EDNS' }, false],
    [{ code: 'EAUTH', responseCode: 535 }, false],
    [{ code: 'EENVELOPE' }, true],
    [{ code: 'EMAXRECIPIENTS' }, true],
    [{}, false],
  ])('%o → permanent %s', (props, permanent) => {
    const error = toMailSendError(nodemailerError(props));
    expect(error).toBeInstanceOf(MailSendError);
    expect(error.permanent).toBe(permanent);
    expect(error.responseCode).toBe(props.responseCode);
    expect(error.code).toBe(props.code);
  });

  it('keeps the SMTP reply and the cause, and passes a MailSendError through', () => {
    const original = nodemailerError({
      code: 'EENVELOPE',
      responseCode: 550,
      response: '550 5.1.1 Mailbox unavailable',
    });
    const error = toMailSendError(original);
    expect(error.response).toBe('550 5.1.1 Mailbox unavailable');
    expect(error.cause).toBe(original);
    expect(error.message).toBe('failed');
    expect(toMailSendError(error)).toBe(error);
    expect(toMailSendError('boom')).toMatchObject({ permanent: false, message: 'boom' });
  });
});
