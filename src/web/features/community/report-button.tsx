import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { REPORT_REASON_LABELS, REPORT_REASONS, type ReportReason } from '../../../shared/community/limits.ts';
import { apiFetch, errorLinesOf } from '../../api/client.ts';
import { CaptchaStep } from '../../components/captcha.tsx';
import { ErrorLines } from '../../components/error-lines.tsx';
import { useActionFlow } from '../../components/use-action-flow.ts';

/** POST /api/tracks/community/{id}/report or /api/comments/{id}/report (after the captcha) */
function postReport(kind: 'track' | 'comment', id: number, reason: ReportReason, captcha: string) {
  const path = kind === 'track' ? `/api/tracks/community/${id}/report` : `/api/comments/${id}/report`;
  return apiFetch<{ reported: true }>(path, { method: 'POST', body: { reason, reCaptcha: captcha } });
}

/**
 * Report a track or a comment: it waits for an admin's review (decision record 025). Sending runs
 * the action flow, so the captcha is solved as for sign-up.
 */
export function ReportButton({ kind, id }: { kind: 'track' | 'comment'; id: number }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason>(REPORT_REASONS[0]);
  const flow = useActionFlow();
  const report = useMutation({ mutationFn: (captcha: string) => postReport(kind, id, reason, captcha) });
  if (report.isSuccess) return <span className="report__done">Thank you: we will look at it.</span>;
  if (!open)
    return (
      <button type="button" className="link-button report__open" onClick={() => setOpen(true)}>
        Report
      </button>
    );
  return (
    <span className="report">
      <select
        aria-label={`Why report this ${kind}?`}
        value={reason}
        onChange={(event) => setReason(event.target.value as ReportReason)}
      >
        {REPORT_REASONS.map((value) => (
          <option key={value} value={value}>
            {REPORT_REASON_LABELS[value]}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="link-button"
        onClick={() => flow.start((captcha) => report.mutate(captcha))}
        disabled={report.isPending || flow.captchaOpen}
      >
        Send report
      </button>
      <button type="button" className="link-button" onClick={() => setOpen(false)}>
        Cancel
      </button>
      {report.isError ? <ErrorLines errors={errorLinesOf(report.error)} /> : null}
      {flow.captchaOpen ? <CaptchaStep onSolved={flow.solved} onCancel={flow.cancel} /> : null}
    </span>
  );
}
