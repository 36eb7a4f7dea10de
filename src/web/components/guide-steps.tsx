import type { ReactNode } from 'react';

export type GuideStep = { title: string; body: ReactNode; image?: { src: string; alt: string } };

/** A guide's numbered steps, each with its text and, where it has one, a picture beside it. */
export function GuideSteps({
  steps,
  eagerImages = 0,
}: {
  steps: readonly GuideStep[];
  eagerImages?: number;
}) {
  return (
    <ol className="guide__steps">
      {steps.map((step, index) => (
        <li key={step.title} className={step.image ? 'guide__step' : 'guide__step guide__step--text'}>
          <div className="guide__text">
            <span className="guide__number" aria-hidden="true">
              {index + 1}
            </span>
            <h2>
              <span className="visually-hidden">Step {index + 1}: </span>
              {step.title}
            </h2>
            {step.body}
          </div>
          {step.image ? (
            <img
              className="guide__image"
              src={step.image.src}
              alt={step.image.alt}
              width="640"
              height="400"
              loading={index < eagerImages ? 'eager' : 'lazy'}
            />
          ) : null}
        </li>
      ))}
    </ol>
  );
}
