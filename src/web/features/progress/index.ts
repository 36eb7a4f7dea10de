/**
 * The progress feature's public entry, loaded when needed: Settings shows the study plan form, the
 * game page the learner's week on the results screen.
 */
export const loadStudyPlanForm = () =>
  import('./study-plan-form.tsx').then((m) => ({ default: m.StudyPlanForm }));
export const loadHabitLine = () => import('./habit-line.ts').then((m) => m.currentHabitLine);
