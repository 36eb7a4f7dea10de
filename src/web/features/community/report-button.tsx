import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { REPORT_REASON_LABELS, REPORT_REASONS, type ReportReason } from '../../../shared/api/community.ts';
import { apiFetch, errorLinesOf } from '../../api/client.ts';
import { ErrorLines } from '../../components/error-lines.tsx';

/** POST /api/tracks/community/{id}/report or /api/comments/{id}/report */
function postReport(kind: 'track' | 'comment', id: number, reason: ReportReason) {
  const path = kind === 'track' ? `/api/tracks/community/${id}/report` : `/api/comments/${id}/report`;
  return apiFetch<{ reported: true }>(path, { method: 'POST', body: { reason } });
}

/** Report a track or a comment: it waits for an admin's review (decision record 025). */
export function ReportButton({ kind, id }: { kind: 'track' | 'comment'; id: number }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason>(REPORT_REASONS[0]);
  const report = useMutation({ mutationFn: () => postReport(kind, id, reason) });
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
        onClick={() => report.mutate()}
        disabled={report.isPending}
      >
        Send report
      </button>
      <button type="button" className="link-button" onClick={() => setOpen(false)}>
        Cancel
      </button>
      {report.isError ? <ErrorLines errors={errorLinesOf(report.error)} /> : null}
    </span>
  );
}
