import { PageHeader } from '../../components/page-header.tsx';

export function SettingsPage() {
  return (
    <div className="page">
      <PageHeader title="Settings" lead="Choose the word list each game plays, and your languages." />
    </div>
  );
}
