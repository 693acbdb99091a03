import type { BlogGateway } from '../../shared/blog';

/** The promise, or a rejection as soon as `signal` aborts: the caller stops waiting (the work itself may go on). */
export function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

/** The blog as one request's loaders see it: calls give up when the request's data budget is spent. */
export const blogsWithin = (blogs: BlogGateway, signal: AbortSignal): BlogGateway => ({
  list: () => untilAborted(blogs.list(), signal),
  get: (id) => untilAborted(blogs.get(id), signal),
});
