import { PageHeader } from '../../components/page-header.tsx';

export function PrivacyPage() {
  return (
    <div className="page">
      <PageHeader title="Privacy Policy" lead="What we store about you, why, and how to have it deleted." />
    </div>
  );
}
