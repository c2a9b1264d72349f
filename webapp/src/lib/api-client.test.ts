import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, createApiClient, NETWORK_ERROR_MESSAGE } from './api-client';

type Call = { url: string; method: string; authorization: string | null; contentType: string | null; body: string | null };
type Reply = { status: number; body?: unknown };

/** A scripted server: answers each request with the reply for its path, recording the requests. */
function fakeServer(handler: (call: Call, index: number) => Reply) {
  const calls: Call[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const headers = new Headers(init?.headers);
    const call: Call = {
      url: String(input),
      method: init?.method ?? 'GET',
      authorization: headers.get('Authorization'),
      contentType: headers.get('Content-Type'),
      body: typeof init?.body === 'string' ? init.body : null,
    };
    calls.push(call);
    const reply = handler(call, calls.length - 1);
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), { status: reply.status });
  };
  return { calls, fetch: fetchImpl as typeof fetch };
}

function memoryStore(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
    clear: () => data.clear(),
  };
}

describe('api client', () => {
  it('sends JSON with the access token as bearer and parses the answer with the schema', async () => {
    const server = fakeServer(() => ({ status: 200, body: { id: 'r1', extra: true } }));
    const storage = memoryStore({ accessToken: 'A1', refreshToken: 'R1' });
    const client = createApiClient({ fetch: server.fetch, storage });

    const answer = await client.post('/api/things', { body: { name: 'x' }, query: { user_id: 'u 1', skip: undefined }, schema: z.object({ id: z.string() }) });

    expect(answer).toEqual({ id: 'r1' });
    expect(server.calls).toEqual([
      { url: '/api/things?user_id=u+1', method: 'POST', authorization: 'Bearer A1', contentType: 'application/json', body: '{"name":"x"}' },
    ]);
  });

  it('on 401 refreshes once with the refresh token, stores the rotated pair and repeats the call', async () => {
    const server = fakeServer((call) => {
      if (call.url === '/refresh') return { status: 200, body: { data: { access_token: 'A2', refresh_token: 'R2' } } };
      return call.authorization === 'Bearer A2' ? { status: 200, body: { ok: true } } : { status: 401, body: { error: 'Token expired' } };
    });
    const storage = memoryStore({ accessToken: 'A1', refreshToken: 'R1' });
    const onAuthFailure = vi.fn();
    const client = createApiClient({ fetch: server.fetch, storage });
    client.setAuthFailureHandler(onAuthFailure);

    await expect(client.get('/api/me')).resolves.toEqual({ ok: true });

    expect(server.calls.map((call) => `${call.method} ${call.url} ${call.authorization}`)).toEqual([
      'GET /api/me Bearer A1',
      'POST /refresh Bearer R1',
      'GET /api/me Bearer A2',
    ]);
    expect(storage.getItem('accessToken')).toBe('A2');
    expect(storage.getItem('refreshToken')).toBe('R2');
    expect(onAuthFailure).not.toHaveBeenCalled();
  });

  it('when the refresh fails, clears both tokens, calls the auth-failure handler and raises the 401', async () => {
    const server = fakeServer((call) =>
      call.url === '/refresh' ? { status: 401, body: { error: 'Refresh token revoked' } } : { status: 401, body: { error: 'Token expired' } },
    );
    const storage = memoryStore({ accessToken: 'A1', refreshToken: 'R1', userId: 'u1' });
    const onAuthFailure = vi.fn();
    const client = createApiClient({ fetch: server.fetch, storage });
    client.setAuthFailureHandler(onAuthFailure);

    const error = await client.get('/api/me').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(storage.getItem('accessToken')).toBeNull();
    expect(storage.getItem('refreshToken')).toBeNull();
    expect(onAuthFailure).toHaveBeenCalledTimes(1);
    expect(server.calls).toHaveLength(2);
  });

  it('retries only once: a second 401 after a good refresh is passed to the caller', async () => {
    const server = fakeServer((call) =>
      call.url === '/refresh'
        ? { status: 200, body: { data: { access_token: 'A2', refresh_token: 'R2' } } }
        : { status: 401, body: { error: 'Not allowed' } },
    );
    const client = createApiClient({ fetch: server.fetch, storage: memoryStore({ accessToken: 'A1', refreshToken: 'R1' }) });

    await expect(client.get('/api/me')).rejects.toMatchObject({ status: 401, message: 'Not allowed' });
    expect(server.calls.map((call) => call.url)).toEqual(['/api/me', '/refresh', '/api/me']);
  });

  it('shares one refresh between calls that fail together (refresh tokens rotate)', async () => {
    const server = fakeServer((call) => {
      if (call.url === '/refresh') return { status: 200, body: { data: { access_token: 'A2', refresh_token: 'R2' } } };
      return call.authorization === 'Bearer A2' ? { status: 200, body: { url: call.url } } : { status: 401 };
    });
    const client = createApiClient({ fetch: server.fetch, storage: memoryStore({ accessToken: 'A1', refreshToken: 'R1' }) });

    const answers = await Promise.all([client.get('/api/a'), client.get('/api/b')]);

    expect(answers).toEqual([{ url: '/api/a' }, { url: '/api/b' }]);
    expect(server.calls.filter((call) => call.url === '/refresh')).toHaveLength(1);
  });

  it("does not refresh for calls without credentials (a wrong password is the caller's 401)", async () => {
    const server = fakeServer(() => ({ status: 401, body: { error: 'Invalid e-mail or password', field: null } }));
    const onAuthFailure = vi.fn();
    const client = createApiClient({ fetch: server.fetch, storage: memoryStore({ accessToken: 'A1', refreshToken: 'R1' }) });
    client.setAuthFailureHandler(onAuthFailure);

    await expect(client.post('/api/login', { auth: 'none', body: {} })).rejects.toMatchObject({
      status: 401,
      serverMessage: 'Invalid e-mail or password',
    });
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]?.authorization).toBeNull();
    expect(onAuthFailure).not.toHaveBeenCalled();
  });

  it('does not refresh on a 401 that names a field (a wrong current password)', async () => {
    const server = fakeServer(() => ({ status: 401, body: { error: 'Current password is incorrect', field: 'currentPassword' } }));
    const storage = memoryStore({ accessToken: 'A1', refreshToken: 'R1' });
    const client = createApiClient({ fetch: server.fetch, storage });

    await expect(client.put('/api/updateAccount', { body: {} })).rejects.toMatchObject({ status: 401, field: 'currentPassword' });
    expect(server.calls).toHaveLength(1);
    expect(storage.getItem('refreshToken')).toBe('R1');
  });

  it('passes other errors unchanged, with status, field and the server message', async () => {
    const server = fakeServer(() => ({ status: 409, body: { error: 'An account with this e-mail already exists', field: 'email', status_code: 409 } }));
    const client = createApiClient({ fetch: server.fetch, storage: memoryStore() });

    const error = (await client.post('/api/createUser', { body: {} }).catch((caught: unknown) => caught)) as ApiError;

    expect(error).toMatchObject({ status: 409, field: 'email', message: 'An account with this e-mail already exists' });
    expect(server.calls).toHaveLength(1);
  });

  it('describes an error without a body by its status', async () => {
    const server = fakeServer(() => ({ status: 500 }));
    const client = createApiClient({ fetch: server.fetch, storage: memoryStore() });
    await expect(client.get('/api/x')).rejects.toMatchObject({ status: 500, serverMessage: null, message: 'The server answered with status 500.' });
  });

  it('turns an unreachable server into ApiError status 0', async () => {
    const client = createApiClient({
      fetch: (async () => {
        throw new TypeError('Failed to fetch');
      }) as typeof fetch,
      storage: memoryStore(),
    });
    await expect(client.get('/api/x')).rejects.toMatchObject({ status: 0, message: NETWORK_ERROR_MESSAGE });
  });

  it('rejects an answer of the wrong shape, naming the field', async () => {
    const server = fakeServer(() => ({ status: 200, body: { user: { id: 42 } } }));
    const client = createApiClient({ fetch: server.fetch, storage: memoryStore() });
    const schema = z.object({ user: z.object({ id: z.string() }) });
    await expect(client.get('/api/x', { schema })).rejects.toThrow(/Unexpected answer from \/api\/x: user\.id/);
  });
});
