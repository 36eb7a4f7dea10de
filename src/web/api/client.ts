import { errorLines, type FieldError } from '../../shared/api/errors.ts';
import { getToken } from './token.ts';

/** A failed API call, carrying the lines the UI shows in red. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly lines: FieldError[],
  ) {
    super(lines.map((line) => line.message).join('\n') || `Request failed (${status})`);
  }
}

/**
 * The red lines a form shows for a failed call: the server's messages, or
 * `fallback` when the call failed some other way. Every form uses this one helper.
 */
export function errorLinesOf(
  error: unknown,
  fallback = 'Something went wrong. Please try again.',
): FieldError[] {
  return error instanceof ApiError ? error.lines : [{ message: fallback }];
}

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
};

/** The one fetch client: JSON in and out, the bearer token added when one is stored. */
export async function apiFetch<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, [{ message: 'Cannot reach the server. Check your connection and try again.' }]);
  }

  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const lines = errorLines(body);
    throw new ApiError(
      response.status,
      lines.length > 0 ? lines : [{ message: `Something went wrong (${response.status}).` }],
    );
  }
  return body as T;
}
