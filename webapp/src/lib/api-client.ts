import type { z } from 'zod';
import { local, storageKeys, type KeyValueStore } from './storage';

/**
 * The one way the app talks to the server: JSON in and out, the access token as a bearer header,
 * and one silent retry after a token refresh when a call is answered 401.
 *
 * It never touches the UI. Failures surface as `ApiError`; when the refresh itself fails the
 * tokens are cleared and the handler the app registered (`onAuthFailure`) decides what to show.
 */

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when the server could not be reached. */
  readonly status: number;
  /** The request field the server blamed, when it named one. */
  readonly field: string | null;
  readonly body: unknown;
  /** The server's own `error` text, when it sent one (the message otherwise describes the status). */
  readonly serverMessage: string | null;

  constructor(
    status: number,
    message: string,
    field: string | null = null,
    body: unknown = null,
    serverMessage: string | null = null,
  ) {
    super(message);
    this.status = status;
    this.field = field;
    this.body = body;
    this.serverMessage = serverMessage;
  }
}

export const NETWORK_ERROR_MESSAGE =
  'Could not reach the server. Check your connection and try again.';

type QueryValue = string | number | boolean | null | undefined;

export type RequestOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, QueryValue>;
  /** Parses the answer at the edge; without it the answer is returned as `unknown`. */
  schema?: z.ZodType<T>;
  /**
   * `access` (default): bearer access token, refresh-and-retry on 401.
   * `refresh`: bearer refresh token, no retry (POST /refresh, POST /api/logout).
   * `none`: no credentials and no retry (sign-in, account creation).
   */
  auth?: 'access' | 'refresh' | 'none';
};

export type ApiClientOptions = {
  fetch?: typeof fetch;
  storage?: KeyValueStore;
  baseUrl?: string;
};

export type TokenPair = { accessToken: string; refreshToken: string };

function buildUrl(baseUrl: string, path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  return `${baseUrl}${path}${search ? `?${search}` : ''}`;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function errorFromBody(status: number, body: unknown): ApiError {
  let serverMessage: string | null = null;
  let field: string | null = null;
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    if (typeof record.error === 'string' && record.error) serverMessage = record.error;
    else if (typeof record.message === 'string' && record.message) serverMessage = record.message;
    if (typeof record.field === 'string') field = record.field;
  }
  const message = serverMessage ?? `The server answered with status ${status}.`;
  return new ApiError(status, message, field, body, serverMessage);
}

export function createApiClient(options: ApiClientOptions = {}) {
  const storage = options.storage ?? local;
  const baseUrl = options.baseUrl ?? '';
  const doFetch = (input: string, init: RequestInit) => (options.fetch ?? fetch)(input, init);
  let onAuthFailure: (() => void) | null = null;
  // Refresh tokens rotate and a reused one revokes the whole family, so concurrent 401s must
  // share a single refresh call.
  let refreshInFlight: Promise<boolean> | null = null;

  const tokens = {
    access: () => storage.getItem(storageKeys.accessToken),
    refresh: () => storage.getItem(storageKeys.refreshToken),
    set(pair: TokenPair) {
      storage.setItem(storageKeys.accessToken, pair.accessToken);
      storage.setItem(storageKeys.refreshToken, pair.refreshToken);
    },
    clear() {
      storage.removeItem(storageKeys.accessToken);
      storage.removeItem(storageKeys.refreshToken);
    },
  };

  async function send(
    path: string,
    method: string,
    body: unknown,
    query: Record<string, QueryValue> | undefined,
    bearer: string | null,
  ): Promise<{ response: Response; payload: unknown }> {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Content-Type': 'application/json',
    };
    if (bearer) headers.Authorization = `Bearer ${bearer}`;
    let response: Response;
    try {
      response = await doFetch(buildUrl(baseUrl, path, query), {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: 'same-origin',
      });
    } catch {
      throw new ApiError(0, NETWORK_ERROR_MESSAGE);
    }
    return { response, payload: await readJson(response) };
  }

  async function refreshTokens(): Promise<boolean> {
    const refreshToken = tokens.refresh();
    if (!refreshToken) return false;
    try {
      const { response, payload } = await send('/refresh', 'POST', undefined, undefined, refreshToken);
      if (!response.ok || !payload || typeof payload !== 'object') return false;
      const data = (payload as { data?: { access_token?: unknown; refresh_token?: unknown } }).data;
      if (!data || typeof data.access_token !== 'string') return false;
      tokens.set({
        accessToken: data.access_token,
        refreshToken: typeof data.refresh_token === 'string' ? data.refresh_token : refreshToken,
      });
      return true;
    } catch {
      return false;
    }
  }

  function refreshOnce(): Promise<boolean> {
    refreshInFlight ??= refreshTokens().finally(() => {
      refreshInFlight = null;
    });
    return refreshInFlight;
  }

  function parse<T>(path: string, status: number, payload: unknown, schema?: z.ZodType<T>): T {
    if (!schema) return payload as T;
    const result = schema.safeParse(payload);
    if (result.success) return result.data;
    const issue = result.error.issues[0];
    const where = issue && issue.path.length ? issue.path.join('.') : 'body';
    throw new ApiError(
      status,
      `Unexpected answer from ${path}: ${where}: ${issue?.message ?? 'invalid'}`,
      null,
      payload,
    );
  }

  async function request<T = unknown>(path: string, opts: RequestOptions<T> = {}): Promise<T> {
    const method = opts.method ?? 'GET';
    const auth = opts.auth ?? 'access';
    const bearer = auth === 'access' ? tokens.access() : auth === 'refresh' ? tokens.refresh() : null;

    let { response, payload } = await send(path, method, opts.body, opts.query, bearer);

    // A 401 that names a field (a wrong current password) is an answer, not an expired token.
    const namesField =
      !!payload && typeof payload === 'object' && typeof (payload as { field?: unknown }).field === 'string';
    if (response.status === 401 && auth === 'access' && !namesField && (bearer || tokens.refresh())) {
      if (await refreshOnce()) {
        ({ response, payload } = await send(path, method, opts.body, opts.query, tokens.access()));
      } else {
        tokens.clear();
        onAuthFailure?.();
      }
    }

    if (!response.ok) throw errorFromBody(response.status, payload);
    return parse(path, response.status, payload, opts.schema);
  }

  return {
    request,
    get: <T>(path: string, opts: Omit<RequestOptions<T>, 'method' | 'body'> = {}) =>
      request<T>(path, { ...opts, method: 'GET' }),
    post: <T>(path: string, opts: Omit<RequestOptions<T>, 'method'> = {}) =>
      request<T>(path, { ...opts, method: 'POST' }),
    put: <T>(path: string, opts: Omit<RequestOptions<T>, 'method'> = {}) =>
      request<T>(path, { ...opts, method: 'PUT' }),
    patch: <T>(path: string, opts: Omit<RequestOptions<T>, 'method'> = {}) =>
      request<T>(path, { ...opts, method: 'PATCH' }),
    delete: <T>(path: string, opts: Omit<RequestOptions<T>, 'method'> = {}) =>
      request<T>(path, { ...opts, method: 'DELETE' }),
    tokens,
    /** The app registers what happens when the session cannot be refreshed (go to /signin). */
    setAuthFailureHandler(handler: (() => void) | null) {
      onAuthFailure = handler;
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

export const apiClient: ApiClient = createApiClient();
