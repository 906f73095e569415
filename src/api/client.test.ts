import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorMessages } from '../../schemas/error-codes';
import { ApiError, apiRequest, buildUrl, clientErrorMessages, setMerchant, unwrapEnvelope } from './client';

function envelope(body: object, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function caught(fn: () => unknown): ApiError {
  try {
    fn();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected an ApiError');
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('unwrapEnvelope', () => {
  it('returns the value of a successful envelope', () => {
    expect(unwrapEnvelope({ success: true, value: { a: 1 }, message: null, code: null }, 200)).toEqual({
      a: 1,
    });
  });

  it('maps a known code to its catalogue message and keeps what the server said', () => {
    const error = caught(() =>
      unwrapEnvelope(
        { success: false, value: [{ path: '/x' }], message: 'in_specific', code: 'RATE_LIMITED' },
        429,
      ),
    );
    expect(error.code).toBe('RATE_LIMITED');
    expect(error.messageKey).toBe(errorMessages.RATE_LIMITED);
    expect(error.status).toBe(429);
    expect(error.serverMessage).toBe('in_specific');
    expect(error.value).toEqual([{ path: '/x' }]);
  });

  it('maps an unknown code to "unknown error" and remembers the raw code', () => {
    const error = caught(() =>
      unwrapEnvelope({ success: false, value: null, message: null, code: 'NEW_THING' }, 400),
    );
    expect(error.code).toBe('UNKNOWN');
    expect(error.messageKey).toBe(clientErrorMessages.UNKNOWN);
    expect(error.serverCode).toBe('NEW_THING');
  });

  it('shows the server’s own message of a code it does not know, as the server gave it (§8), not "unknown error"', () => {
    const unknownCode = caught(() =>
      unwrapEnvelope({ success: false, value: null, message: '今日短信额度已用完，请明天再试', code: 'SMS_DAILY_QUOTA' }, 400),
    );
    expect(unknownCode.code).toBe('UNKNOWN');
    expect(unknownCode.messageKey).toBe('今日短信额度已用完，请明天再试');
    const noCode = caught(() => unwrapEnvelope({ success: false, value: null, message: '  Account frozen, contact support. ', code: null }, 403));
    expect(noCode.messageKey).toBe('Account frozen, contact support.');
    // An empty message still reads as "unknown error".
    expect(caught(() => unwrapEnvelope({ success: false, value: null, message: ' ', code: 'X' }, 400)).messageKey).toBe(clientErrorMessages.UNKNOWN);
  });

  it('treats a failure without a code, or a body that is no envelope, as unknown', () => {
    expect(
      caught(() => unwrapEnvelope({ success: false, value: null, message: null, code: null }, 500)).code,
    ).toBe('UNKNOWN');
    expect(caught(() => unwrapEnvelope('<html>', 200)).code).toBe('UNKNOWN');
    expect(
      caught(() => unwrapEnvelope({ success: true, value: 1, message: null, code: null }, 500)).code,
    ).toBe('UNKNOWN');
  });
});

describe('buildUrl', () => {
  it('fills path parameters and skips empty query values', () => {
    expect(buildUrl('relay', { action: 'GCS_recentGame' }, { a: 1, b: undefined, c: null, d: 'x y' })).toBe(
      '/wps/relay/GCS_recentGame?a=1&d=x+y',
    );
    expect(buildUrl('permission')).toBe('/wps/system/permission');
  });

  it('refuses a missing path parameter', () => {
    expect(() => buildUrl('relay')).toThrow(/action/);
  });
});

describe('apiRequest', () => {
  it('sends the Merchant header once known and unwraps the value', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () =>
      envelope({ success: true, value: 7, message: null, code: null }),
    );
    vi.stubGlobal('fetch', fetchMock);
    setMerchant('tigerbay');
    await expect(apiRequest<number>('memberInfo')).resolves.toBe(7);
    const init = fetchMock.mock.calls[0]?.[1];
    expect((init?.headers as Record<string, string>).merchant).toBe('tigerbay');
    expect(init?.method).toBe('GET');
  });

  it('sends a JSON body with its content type', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () =>
      envelope({ success: true, value: null, message: null, code: null }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('login', { method: 'POST', body: { username: 'u' } });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe('{"username":"u"}');
    expect((init?.headers as Record<string, string>)['content-type']).toBe('application/json');
  });

  it('throws the mapped error of a failed envelope', async () => {
    vi.stubGlobal('fetch', async () =>
      envelope({ success: false, value: null, message: 'x', code: 'UNKNOWN_MERCHANT' }, 404),
    );
    await expect(apiRequest('permission')).rejects.toMatchObject({
      code: 'UNKNOWN_MERCHANT',
      messageKey: 'error.unknown_merchant',
    });
  });

  it('turns a failed network into NETWORK ("network link abnormal, retry")', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(apiRequest('permission')).rejects.toMatchObject({
      code: 'NETWORK',
      messageKey: 'error.network',
      status: null,
    });
  });

  it('turns a proxy error page into NETWORK and other non-JSON answers into UNKNOWN', async () => {
    vi.stubGlobal('fetch', async () => new Response('<html>bad gateway</html>', { status: 502 }));
    await expect(apiRequest('permission')).rejects.toMatchObject({ code: 'NETWORK', status: 502 });
    vi.stubGlobal('fetch', async () => new Response('<html>', { status: 200 }));
    await expect(apiRequest('permission')).rejects.toMatchObject({ code: 'UNKNOWN', status: 200 });
  });

  it('abandons a call after its timeout as TIMEOUT', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
      return new Promise((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    });
    const pending = apiRequest('permission', { timeoutMs: 1000 });
    const assertion = expect(pending).rejects.toMatchObject({ code: 'TIMEOUT', messageKey: 'error.timeout' });
    await vi.advanceTimersByTimeAsync(1000);
    await assertion;
  });

  it('passes a caller cancellation through instead of reporting a failure', async () => {
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
      return new Promise((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    });
    const controller = new AbortController();
    const pending = apiRequest('permission', { signal: controller.signal });
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as DOMException).name).toBe('AbortError');
  });
});
