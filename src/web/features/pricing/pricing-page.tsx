import { PageHeader } from '../../components/page-header.tsx';

export function PricingPage() {
  return (
    <div className="page">
      <PageHeader
        title="Pricing"
        lead="Play for free with the Test Vocabulary and the IELTS Band 5 list, or go Premium for your own sheets and every IELTS band."
      />
    </div>
  );
}
