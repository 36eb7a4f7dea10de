import { createElement, useEffect, useRef, useState } from 'react';
import './captcha.css';
import { ModalDialog } from './modal-dialog.tsx';

type AltchaElement = HTMLElement & { verify?: () => Promise<unknown> };

let loading: Promise<void> | undefined;

/** The widget, its styles and its proof-of-work worker load only when a captcha is first shown. */
function loadAltcha(): Promise<void> {
  loading ??= (async () => {
    const [, , worker] = await Promise.all([
      import('altcha/external'),
      import('altcha/altcha.css'),
      import('altcha/workers/pbkdf2?worker'),
    ]);
    const createWorker = () => new worker.default();
    globalThis.$altcha.algorithms.set('PBKDF2/SHA-256', createWorker);
  })();
  return loading;
}

/**
 * The captcha step of the action flow: shown over the form after the checks
 * pass; it solves ALTCHA's proof of work by itself and hands over the payload. Clicking the
 * overlay, Escape or Cancel cancels (a native modal dialog over the form).
 */
export function CaptchaStep({
  onSolved,
  onCancel,
}: {
  onSolved: (payload: string) => void;
  onCancel: () => void;
}) {
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  const widgetRef = useRef<AltchaElement>(null);
  const solvedRef = useRef(onSolved);
  solvedRef.current = onSolved;

  useEffect(() => {
    let cancelled = false;
    loadAltcha().then(
      () => !cancelled && setReady(true),
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
    };
  }, []);

  useEffect(() => {
    const widget = widgetRef.current;
    if (!ready || !widget) return;
    const onState = (event: Event) => {
      const detail = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      if (detail.state === 'verified' && detail.payload) solvedRef.current(detail.payload);
      if (detail.state === 'error') setFailed(true);
    };
    widget.addEventListener('statechange', onState);
    return () => widget.removeEventListener('statechange', onState);
  }, [ready]);

  return (
    <ModalDialog
      onClose={onCancel}
      label="Checking you are human"
      boxClassName="captcha-card"
      boxTestId="captcha"
      overlayTestId="captcha-overlay"
      layer="step"
    >
      <p className="captcha-title" role="status">
        One moment: checking you are human…
      </p>
      {failed ? (
        <p className="captcha-error" role="alert">
          The check could not run. Close this and try again.
        </p>
      ) : ready ? (
        createElement('altcha-widget', {
          ref: widgetRef,
          challenge: '/api/captcha/challenge',
          auto: 'onload',
          hidefooter: '',
          hidelogo: '',
        })
      ) : (
        <div className="captcha-spinner" aria-hidden="true" />
      )}
      <button type="button" className="captcha-cancel" onClick={onCancel}>
        Cancel
      </button>
    </ModalDialog>
  );
}
