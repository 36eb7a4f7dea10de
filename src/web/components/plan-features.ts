import { type PlanFeature, premiumPlanFeatures } from '../../shared/plans.ts';
import { useSiteConfig } from '../api/site-config.ts';

/** Premium's list for this site: only the apps, support and sister product it is configured with. */
export function usePremiumFeatures(): PlanFeature[] {
  return premiumPlanFeatures(useSiteConfig().data);
}
