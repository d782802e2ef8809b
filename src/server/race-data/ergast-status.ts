/**
 * Ergast's status table (`/f1/status`): the ids and texts Ergast gave to how a race ended, which
 * Jolpica keeps, and the mapping from the texts our results derive from f1db (`resultStatus`) onto
 * them. Ids are Ergast's, so clients that filter with `/status/{id}` keep working.
 */

/** Ergast's table as Jolpica serves it (ids 52 and 57 were never used). */
const ergastTable: Record<number, string> = {
  1: 'Finished',
  2: 'Disqualified',
  3: 'Accident',
  4: 'Collision',
  5: 'Engine',
  6: 'Gearbox',
  7: 'Transmission',
  8: 'Clutch',
  9: 'Hydraulics',
  10: 'Electrical',
  11: '+1 Lap',
  12: '+2 Laps',
  13: '+3 Laps',
  14: '+4 Laps',
  15: '+5 Laps',
  16: '+6 Laps',
  17: '+7 Laps',
  18: '+8 Laps',
  19: '+9 Laps',
  20: 'Spun off',
  21: 'Radiator',
  22: 'Suspension',
  23: 'Brakes',
  24: 'Differential',
  25: 'Overheating',
  26: 'Mechanical',
  27: 'Tyre',
  28: 'Driver Seat',
  29: 'Puncture',
  30: 'Driveshaft',
  31: 'Retired',
  32: 'Fuel pressure',
  33: 'Front wing',
  34: 'Water pressure',
  35: 'Refuelling',
  36: 'Wheel',
  37: 'Throttle',
  38: 'Steering',
  39: 'Technical',
  40: 'Electronics',
  41: 'Broken wing',
  42: 'Heat shield fire',
  43: 'Exhaust',
  44: 'Oil leak',
  45: '+11 Laps',
  46: 'Wheel rim',
  47: 'Water leak',
  48: 'Fuel pump',
  49: 'Track rod',
  50: '+17 Laps',
  51: 'Oil pressure',
  53: '+13 Laps',
  54: 'Withdrew',
  55: '+12 Laps',
  56: 'Engine fire',
  58: '+26 Laps',
  59: 'Tyre puncture',
  60: 'Out of fuel',
  61: 'Wheel nut',
  62: 'Not classified',
  63: 'Pneumatics',
  64: 'Handling',
  65: 'Rear wing',
  66: 'Fire',
  67: 'Wheel bearing',
  68: 'Physical',
  69: 'Fuel system',
  70: 'Oil line',
  71: 'Fuel rig',
  72: 'Launch control',
  73: 'Injured',
  74: 'Fuel',
  75: 'Power loss',
  76: 'Vibrations',
  77: '107% Rule',
  78: 'Safety',
  79: 'Drivetrain',
  80: 'Ignition',
  81: 'Did not qualify',
  82: 'Injury',
  83: 'Chassis',
  84: 'Battery',
  85: 'Stalled',
  86: 'Halfshaft',
  87: 'Crankshaft',
  88: '+10 Laps',
  89: 'Safety concerns',
  90: 'Not restarted',
  91: 'Alternator',
  92: 'Underweight',
  93: 'Safety belt',
  94: 'Oil pump',
  95: 'Fuel leak',
  96: 'Excluded',
  97: 'Did not prequalify',
  98: 'Injection',
  99: 'Distributor',
  100: 'Driver unwell',
  101: 'Turbo',
  102: 'CV joint',
  103: 'Water pump',
  104: 'Fatal accident',
  105: 'Spark plugs',
  106: 'Fuel pipe',
  107: 'Eye injury',
  108: 'Oil pipe',
  109: 'Axle',
  110: 'Water pipe',
  111: '+14 Laps',
  112: '+15 Laps',
  113: '+25 Laps',
  114: '+18 Laps',
  115: '+22 Laps',
  116: '+16 Laps',
  117: '+24 Laps',
  118: '+29 Laps',
  119: '+23 Laps',
  120: '+21 Laps',
  121: 'Magneto',
  122: '+44 Laps',
  123: '+30 Laps',
  124: '+19 Laps',
  125: '+46 Laps',
  126: 'Supercharger',
  127: '+20 Laps',
  128: '+42 Laps',
  129: 'Engine misfire',
  130: 'Collision damage',
  131: 'Power Unit',
  132: 'ERS',
  133: '+49 Laps',
  134: '+38 Laps',
  135: 'Brake duct',
  136: 'Seat',
  137: 'Damage',
  138: 'Debris',
  139: 'Illness',
  140: 'Undertray',
  141: 'Cooling system',
  // Not in Ergast's table: Jolpica writes "Lapped" for every lapped finisher from 2023 on.
  142: 'Lapped',
};

/**
 * f1db's retirement reasons (and the texts `resultStatus` writes) that Ergast's table names
 * otherwise. A reason equal to an Ergast text needs no entry. Reasons that were rulings rather than
 * failures (a push start, an illegal car) read as Ergast's "Disqualified"; reasons for not taking
 * the start, as "Withdrew" or the injury; a car handed to a team-mate, as "Retired".
 */
const reasonToErgast: Record<string, string> = {
  'Did not start': 'Withdrew',
  'Power unit': 'Power Unit',
  Retirement: 'Retired',
  Spin: 'Spun off',
  Vibration: 'Vibrations',
  Turbocharger: 'Turbo',
  Mechenical: 'Mechanical',
  'Technical defect': 'Technical',
  'Car not ready': 'Technical',
  'Car unraceworthy': 'Technical',
  // Ergast's Baku 2023 sprint names Sargeant's car damaged in qualifying an accident.
  'Car damaged': 'Accident',
  'Car damaged in practice': 'Accident',
  'Car damaged in qualifying': 'Accident',
  'Accident damage': 'Accident',
  'Accident in practice': 'Accident',
  'Accident in qualifying': 'Accident',
  'Accident in warm-up': 'Accident',
  'Accident on formation lap': 'Accident',
  'Camera car': 'Accident',
  'Fatal accident in qualifying': 'Fatal accident',
  'Fatal accident in practice': 'Fatal accident',
  'Fatal accident in support race': 'Fatal accident',
  'Fatal collision': 'Fatal accident',
  'Injury in practice': 'Injury',
  Unwell: 'Driver unwell',
  Unfit: 'Driver unwell',
  'Puncture damage': 'Puncture',
  'Tyre temperature': 'Tyre',
  'Tyre shortage': 'Tyre',
  'Tyre dispute': 'Withdrew',
  'Wrong tyres': 'Disqualified',
  'Loose wheel': 'Wheel',
  'Wheel hub': 'Wheel',
  'Driveshaft hub': 'Driveshaft',
  'Broken floor': 'Undertray',
  'Broken seat': 'Seat',
  'Water radiator': 'Radiator',
  'Coolant leak': 'Water leak',
  'Engine valve': 'Engine',
  Camshaft: 'Engine',
  Compressor: 'Engine',
  Starter: 'Engine',
  Airbox: 'Engine',
  'Fuel cell': 'Fuel system',
  'Fuel injection': 'Injection',
  'Fuel sample': 'Disqualified',
  'Power steering': 'Steering',
  'Brake bias': 'Brakes',
  'Additional brake fluid': 'Disqualified',
  'Hybrid system': 'ERS',
  'KERS failure': 'ERS',
  'Energy storage system failure': 'ERS',
  'Traction control': 'Electronics',
  'Safety switch': 'Electrical',
  'Fire extinguisher': 'Fire',
  'Pit fire': 'Fire',
  'Pit stop issue': 'Refuelling',
  'Car underweight': 'Underweight',
  'Missed weight check': 'Excluded',
  'Failed scrutineering': 'Excluded',
  'Push start': 'Disqualified',
  'Push start in pits': 'Disqualified',
  'Technical infringements': 'Disqualified',
  'Illegal car change': 'Disqualified',
  'Illegal car repairs': 'Disqualified',
  'Illegal race entry': 'Disqualified',
  'Illegal start': 'Disqualified',
  'Illegal pit stop': 'Disqualified',
  'Illegal fuel': 'Disqualified',
  'Illegal bodywork': 'Disqualified',
  'Illegal brake ducts': 'Disqualified',
  'Illegal rear wing': 'Disqualified',
  'Illegal floor': 'Disqualified',
  'Illegal skid block wear': 'Disqualified',
  'Illegal tyre change': 'Disqualified',
  'Illegal front wing endplates': 'Disqualified',
  'Illegal undertray mounting': 'Disqualified',
  'Received outside assistance': 'Disqualified',
  'Reversed in pits': 'Disqualified',
  'Rejoined track illegally': 'Disqualified',
  'Ignored red light': 'Disqualified',
  'Ignored black flag': 'Disqualified',
  'Ignored blue flags': 'Disqualified',
  'Ignored yellow flags': 'Disqualified',
  'Ignored yellow flags in practice': 'Disqualified',
  'Overtaking on formation lap': 'Disqualified',
  'Incorrect grid formation': 'Disqualified',
  'Incorrect starting procedure': 'Disqualified',
  'Failed to serve stop-go penalty': 'Disqualified',
  'Caused collision with Trulli': 'Disqualified',
  'Driving too slowly': 'Disqualified',
  'Misled stewards': 'Disqualified',
  'Car seized by police': 'Withdrew',
  'Money dispute': 'Withdrew',
  'Practice only': 'Withdrew',
  'Reserve driver': 'Withdrew',
  'Car raced by': 'Retired',
};

export type ErgastStatus = { statusId: number; status: string };

const idsByText = new Map(Object.entries(ergastTable).map(([id, text]) => [text, Number(id)]));
const lowerCaseIds = new Map(
  Object.entries(ergastTable).map(([id, text]) => [text.toLowerCase(), Number(id)]),
);

/** Laps behind beyond Ergast's table (none in f1db today) get ids past it, one per count. */
const extraLapsBase = 200;

function lapsStatus(text: string): ErgastStatus | undefined {
  const match = /^\+(\d+) Laps?$/.exec(text);
  if (!match) return undefined;
  const id = idsByText.get(text);
  return { statusId: id ?? extraLapsBase + Number(match[1]), status: text };
}

function mapped(text: string): string | undefined {
  if (idsByText.has(text)) return text;
  const direct = reasonToErgast[text];
  if (direct) return direct;
  // f1db names the team-mate who took the car over ("Car raced by Jarier").
  if (text.startsWith('Car raced by ')) return reasonToErgast['Car raced by'];
  const id = lowerCaseIds.get(text.toLowerCase());
  return id !== undefined ? ergastTable[id] : undefined;
}

/** Whether a result's status text has its own place in the mapping (the test holds every f1db reason to it). */
export function isMappedStatus(text: string): boolean {
  return lapsStatus(text) !== undefined || mapped(text) !== undefined;
}

/**
 * Ergast's id and text for a status as `resultStatus` writes it. A reason the mapping does not know
 * (a new one from the results sync) reads as "Retired" rather than failing the answer.
 */
export function ergastStatus(text: string): ErgastStatus {
  const laps = lapsStatus(text);
  if (laps) return laps;
  const status = mapped(text) ?? 'Retired';
  return { statusId: idsByText.get(status)!, status };
}
