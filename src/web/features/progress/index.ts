/** The progress feature's public entry: Settings shows the study plan form (loaded when shown). */
export const loadStudyPlanForm = () =>
  import('./study-plan-form.tsx').then((m) => ({ default: m.StudyPlanForm }));
