import { PageHeader } from '../../components/page-header.tsx';

export function GoogleTranslatePage() {
  return (
    <div className="page">
      <PageHeader
        title="Google Translate history to a sheet"
        lead="Turn the words you saved in Google Translate into a sheet that the games can load."
      />
    </div>
  );
}
