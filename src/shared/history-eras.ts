/**
 * The eras the history timeline groups seasons into, with our own short notes on the rules of each
 * (points, engines, notable changes). The last era runs on with whatever seasons the data has.
 */
export type Era = { id: string; from: number; to: number | null; title: string; notes: string[] };

export const eras: readonly Era[] = [
  {
    id: 'front-engines',
    from: 1950,
    to: 1960,
    title: 'Front-engined pioneers',
    notes: [
      'Points for the top five (8, 6, 4, 3, 2) and one for the fastest lap, and only a driver’s best results counted.',
      'Engines of 4.5 litres, or 1.5 litres supercharged; the 1952–53 championships ran to Formula 2 rules, then 2.5 litres from 1954.',
      'Shared drives split the points. The constructors’ championship began in 1958, the year Cooper’s rear engine first won.',
    ],
  },
  {
    id: 'rear-engines',
    from: 1961,
    to: 1965,
    title: 'Small engines, rear engines',
    notes: [
      'A 1.5-litre formula. Rear-engined cars took over the whole grid.',
      'A win was worth 9 points from 1961; the point for the fastest lap had gone in 1960.',
      'Lotus’s monocoque chassis (1962) set the pattern for decades.',
    ],
  },
  {
    id: 'three-litres',
    from: 1966,
    to: 1976,
    title: 'Three litres and wings',
    notes: [
      'Engines grew to 3 litres; the Cosworth DFV (1967) powered most of the grid for years.',
      'Wings appeared in 1968, sponsors’ liveries replaced national colours the same year.',
      'Still 9 points for a win, with seasons split in halves and only the best results of each counted.',
    ],
  },
  {
    id: 'ground-effect-turbo',
    from: 1977,
    to: 1988,
    title: 'Ground effect and turbos',
    notes: [
      'Lotus brought ground effect in 1977; sliding skirts were banned and flat bottoms required by 1983.',
      'Renault’s turbo (1977) started an arms race of 1.5-litre engines with well over 1,000 hp in qualifying trim.',
      'Turbos were limited step by step and banned after 1988.',
    ],
  },
  {
    id: 'normally-aspirated',
    from: 1989,
    to: 2005,
    title: 'V10s, electronics and refuelling',
    notes: [
      '3.5-litre engines from 1989, 3 litres from 1995 and V10s only from 2000.',
      'A win was worth 10 points from 1991, with every result counting; from 2003 the top eight scored (10-8-6-5-4-3-2-1).',
      'Refuelling returned in 1994; driver aids were banned that year, grooved tyres came in 1998.',
    ],
  },
  {
    id: 'v8',
    from: 2006,
    to: 2013,
    title: 'The V8 years',
    notes: [
      '2.4-litre V8 engines, frozen in development; KERS energy recovery from 2009.',
      'Refuelling was banned again in 2010, when the top ten began to score 25-18-15-12-10-8-6-4-2-1.',
      'DRS, the adjustable rear wing for overtaking, arrived in 2011.',
    ],
  },
  {
    id: 'hybrid',
    from: 2014,
    to: 2021,
    title: 'Turbo hybrids',
    notes: [
      '1.6-litre V6 turbo engines with two energy-recovery systems; Mercedes won eight constructors’ titles in a row.',
      'A point for the fastest lap (if finishing in the top ten) from 2019; sprint races from 2021.',
      'A budget cap on the teams’ spending from 2021.',
    ],
  },
  {
    id: 'ground-effect-returns',
    from: 2022,
    to: 2025,
    title: 'Ground effect returns',
    notes: [
      'Cars shaped to race closely, with ground-effect floors back for the first time since 1982.',
      'Sprint weekends grew to six a season; the fastest-lap point was dropped after 2024.',
    ],
  },
  {
    id: 'active-aero',
    from: 2026,
    to: null,
    title: 'Electric power and active aerodynamics',
    notes: [
      'Power units with about half their output electric, running on sustainable fuel.',
      'Smaller, lighter cars with movable front and rear wings in place of DRS.',
    ],
  },
];

/** The era a season belongs to. */
export function eraOf(year: number): Era | undefined {
  return eras.find((era) => year >= era.from && (era.to === null || year <= era.to));
}
