// The export journey's steps as a numbered list (GOV.UK step-by-step navigation, adapted):
// each step links its guide, an either/or step says when each applies; side paths apart.

import type { Journey, JourneyStep } from '../api/types.ts';
import { serviceByCode } from '../domain/services.ts';
import { AppLink } from './app-link.tsx';

/** Where a step's link goes: its own link, else its first service's guide. */
export function stepHref(step: JourneyStep): string | null {
  return step.link ?? (step.services[0] ? (serviceByCode(step.services[0])?.path ?? null) : null);
}

/**
 * `current`: the step shown on a guide (marked with aria-current), matched by title: after
 * hydration data is parsed, it is no longer the same object as the journey's own step.
 */
export function JourneySteps({
  journey,
  current,
  compact,
}: {
  journey: Journey;
  current?: JourneyStep;
  compact?: boolean;
}) {
  return (
    <>
      <ol className={`journey-steps${compact ? ' journey-steps--compact' : ''}`}>
        {journey.steps.map((step, i) => (
          <StepItem
            key={step.title}
            step={step}
            label={`第${i + 1}步`}
            current={step.title === current?.title}
            compact={compact}
          />
        ))}
      </ol>
      {journey.sidePaths.length > 0 && (
        <>
          {compact ? (
            <p className="journey-steps__side-title">也可能需要</p>
          ) : (
            <h3 className="journey-steps__side-title">同时可能需要</h3>
          )}
          <ul className={`journey-steps journey-steps--side${compact ? ' journey-steps--compact' : ''}`}>
            {journey.sidePaths.map((step) => (
              <StepItem
                key={step.title}
                step={step}
                label="辅助"
                current={step.title === current?.title}
                compact={compact}
              />
            ))}
          </ul>
        </>
      )}
    </>
  );
}

function StepItem({
  step,
  label,
  current,
  compact,
}: {
  step: JourneyStep;
  label: string;
  current: boolean;
  compact?: boolean;
}) {
  const href = stepHref(step);
  // On a guide the list sits before the guide's own h2s: no headings there (heading order).
  const Title = compact ? 'p' : 'h3';
  const choices =
    step.choices.length > 0
      ? step.choices
      : step.services.length > 1
        ? step.services.map((service) => ({ service, when: '' }))
        : [];
  return (
    <li
      className={`journey-step${current ? ' journey-step--current' : ''}`}
      aria-current={current ? 'step' : undefined}
    >
      <span className="journey-step__label">{label}</span>
      <div className="journey-step__body">
        <Title className="journey-step__title">
          {href && choices.length === 0 ? <AppLink to={href}>{step.title}</AppLink> : step.title}
          {current && <span className="journey-step__here">（本页）</span>}
        </Title>
        {!compact && step.summary && <p className="journey-step__summary">{step.summary}</p>}
        {choices.length > 0 && (
          <ul className="journey-step__choices">
            {choices.map((c) => {
              const s = serviceByCode(c.service);
              return s ? (
                <li key={c.service}>
                  <AppLink to={s.path}>{s.name}</AppLink>
                  {!compact && c.when && <span className="journey-step__when">：{c.when}</span>}
                </li>
              ) : null;
            })}
          </ul>
        )}
      </div>
    </li>
  );
}
