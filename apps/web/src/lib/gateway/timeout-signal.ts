/**
 * An abort signal that fires after `ms` with a `TimeoutError` (what `AbortSignal.timeout` gives), and
 * also when `parent` aborts. Written out because `AbortSignal.timeout` (Chrome 103, Safari 16) and
 * `AbortSignal.any` (Chrome 116, Safari 17.4) are newer than the browsers the app targets
 * (docs/perf.md "Browser target").
 */
export function timeoutSignal(ms: number, parent?: AbortSignal): AbortSignal {
  const controller = new AbortController();
  const timer = setTimeout(() => {
    controller.abort(new DOMException('The operation timed out.', 'TimeoutError'));
  }, ms);
  const stop = () => clearTimeout(timer);
  controller.signal.addEventListener('abort', stop, { once: true });
  if (parent) {
    if (parent.aborted) controller.abort(parent.reason);
    else parent.addEventListener('abort', () => controller.abort(parent.reason), { once: true });
  }
  return controller.signal;
}
