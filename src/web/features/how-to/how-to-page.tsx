import { PageHeader } from '../../components/page-header.tsx';

export function HowToPage() {
  return (
    <div className="page">
      <PageHeader
        title="How to make a vocabulary sheet"
        lead="Make a public Google Sheet with three columns, Word, Translation and Hint, and load it in the game settings."
      />
    </div>
  );
}
