import { isStatedSalary } from '@shigoto/db/enums';
import { interpolate } from './template';

export interface SalaryTemplates {
  range: string;
  orMore: string;
  upTo: string;
}

const YEN_PER_HUNDREDTH_OF_A_MILLION = 10_000;

/**
 * Millions of yen, rounded down to 2 decimals, without trailing zeros
 * (6_559_999 → '¥6.55M', 6_500_000 → '¥6.5M', 8_000_000 → '¥8M'). Integer arithmetic avoids
 * float artefacts such as 6.55 * 100 = 654.99….
 */
export function formatYenMillions(yen: number): string {
  const hundredths = Math.floor(yen / YEN_PER_HUNDREDTH_OF_A_MILLION);
  const whole = Math.floor(hundredths / 100);
  const fraction = String(hundredths % 100).padStart(2, '0').replace(/0+$/, '');
  return `¥${whole}${fraction ? `.${fraction}` : ''}M`;
}

/** A salary for display: min and max → a range; only min → 'or more'; only max → 'Up to'; neither → nothing (null). */
export function formatSalary(
  salaryMin: number | null | undefined,
  salaryMax: number | null | undefined,
  templates: SalaryTemplates,
): string | null {
  const hasMin = isStatedSalary(salaryMin);
  const hasMax = isStatedSalary(salaryMax);
  if (hasMin && hasMax) {
    return salaryMin === salaryMax
      ? formatYenMillions(salaryMin)
      : interpolate(templates.range, { min: formatYenMillions(salaryMin), max: formatYenMillions(salaryMax) });
  }
  if (hasMin) return interpolate(templates.orMore, { amount: formatYenMillions(salaryMin) });
  if (hasMax) return interpolate(templates.upTo, { amount: formatYenMillions(salaryMax) });
  return null;
}
