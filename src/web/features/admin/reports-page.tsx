import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { ReportedItem, ReportKind } from '../../../shared/api/community.ts';
import { REPORT_REASON_LABELS } from '../../../shared/community/limits.ts';
import { href } from '../../../shared/routes.ts';
import { apiFetch, errorLinesOf } from '../../api/client.ts';
import { ErrorLines } from '../../components/error-lines.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useAppStore } from '../../state/app-store.ts';

const STATE_LABELS: Record<ReportedItem['state'], string> = {
  visible: 'Waiting for review',
  hidden: 'Hidden',
  approved: 'Kept by an admin',
};

const reportsQuery = queryOptions({
  queryKey: ['admin-reports'],
  queryFn: ({ signal }) =>
    apiFetch<{ reports: ReportedItem[] }>('/api/admin/reports', { signal }).then((r) => r.reports),
  retry: false,
});

function useReports(enabled: boolean) {
  return useQuery({ ...reportsQuery, enabled });
}

function useModerate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { kind: ReportKind; id: number; action: 'hide' | 'restore' }) =>
      apiFetch(`/api/admin/reports/${input.kind}/${input.id}`, {
        method: 'POST',
        body: { action: input.action },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportsQuery.queryKey }),
  });
}

function ReportRow({ item }: { item: ReportedItem }) {
  const moderate = useModerate();
  const label = `${item.kind} ${item.id}`;
  return (
    <li className="card settings-section" data-testid={`report-${item.kind}-${item.id}`}>
      <p>
        <strong>{item.kind === 'track' ? 'Track' : 'Comment'}</strong> by {item.author}:{' '}
        <Link to={href.track(item.trackId, item.kind === 'comment' ? item.id : undefined)}>{item.text}</Link>
      </p>
      <p>
        {item.reporters} {item.reporters === 1 ? 'report' : 'reports'} (weight {item.weight}):{' '}
        {item.reasons.map((reason) => REPORT_REASON_LABELS[reason]).join(', ')}.{' '}
        <span data-testid="report-state">{STATE_LABELS[item.state]}</span>
      </p>
      <p>
        {item.state !== 'hidden' ? (
          <button
            type="button"
            className="button"
            aria-label={`Hide ${label}`}
            disabled={moderate.isPending}
            onClick={() => moderate.mutate({ kind: item.kind, id: item.id, action: 'hide' })}
          >
            Hide
          </button>
        ) : null}{' '}
        {item.state !== 'approved' ? (
          <button
            type="button"
            className="button"
            aria-label={`Restore ${label}`}
            disabled={moderate.isPending}
            onClick={() => moderate.mutate({ kind: item.kind, id: item.id, action: 'restore' })}
          >
            Restore
          </button>
        ) : null}
      </p>
      {moderate.isError ? <ErrorLines errors={errorLinesOf(moderate.error)} /> : null}
    </li>
  );
}

/**
 * /admin/reports (decision record 025): the reported tracks and comments, the heaviest reports
 * first, with the actions of `npm run admin -- hide|restore`. Admins only; the server checks.
 */
export function AdminReportsPage() {
  const isAdmin = useAppStore((state) => state.user?.role === 'ADMIN');
  const reports = useReports(isAdmin);
  return (
    <div className="page">
      <PageHeader
        title="Reports"
        lead="Reported tracks and comments wait here for a decision. Hide removes one from the site; Restore shows it again and reports no longer hide it."
      />
      {!isAdmin ? (
        <p>Only an admin can review reports.</p>
      ) : reports.isPending ? (
        <p>Loading the reports…</p>
      ) : reports.isError ? (
        <ErrorLines errors={errorLinesOf(reports.error)} />
      ) : reports.data.length === 0 ? (
        <p>No reports.</p>
      ) : (
        <ul className="admin-reports">
          {reports.data.map((item) => (
            <ReportRow key={`${item.kind}-${item.id}`} item={item} />
          ))}
        </ul>
      )}
    </div>
  );
}
