/**
 * A round upper bound and tick step for a points axis: steps of 1, 2 or 5 times a power of ten,
 * at most `maxTicks` steps above zero ("nice numbers").
 */
export function pointsAxis(max: number, maxTicks = 5): { top: number; step: number } {
  if (max <= 0) return { top: maxTicks, step: 1 };
  const rough = max / maxTicks;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step =
    [1, 2, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rough) ?? 10 * power;
  return { top: Math.ceil(max / step) * step, step };
}
