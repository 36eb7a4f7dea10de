import type { PlanFeature } from '../../shared/plans.ts';

/** A plan's line: its text, then the named product as a link when it has one (one span: list items are flex rows). */
export function PlanFeatureText({ feature }: { feature: PlanFeature }) {
  if (!feature.link) return <>{feature.text}</>;
  return (
    <span>
      {feature.text}{' '}
      <a href={feature.link.href} rel="noopener">
        {feature.link.text}
      </a>
    </span>
  );
}
