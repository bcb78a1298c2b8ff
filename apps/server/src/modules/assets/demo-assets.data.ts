/**
 * The demo organisation's equipment, building by building: what each asset is, where it sits
 * (by location type or name, matched against the locations seeded for the building), and its
 * warranty relative to the day of seeding. Components name their parent by `ref`.
 */

export type DemoBuildingCode = 'NWH' | 'RDC' | 'HRP' | 'ESC';
type Status = 'operational' | 'needs_attention' | 'down' | 'in_repair' | 'retired';
type Criticality = 'low' | 'medium' | 'high' | 'critical';

export interface DemoAsset {
  ref: string;
  name: string;
  category: string;
  building: DemoBuildingCode;
  /** Location types or name words to look for, in order of preference. */
  where: string[];
  make: string;
  model: string;
  serial: string;
  status?: Status;
  criticality?: Criticality;
  /** Years before today it was installed. */
  installedYearsAgo: number;
  /** Days from today the warranty ends (negative: already expired). */
  warrantyDays?: number;
  lifeYears?: number;
  cost?: number;
  supplier?: string;
  parent?: string;
  custom?: Record<string, string>;
  meter?: { name: string; unit: string; start: number; perMonth: number };
}

const PLANT = ['plant_room', 'plant', 'basement'];
const ROOF = ['roof', 'plant_room', 'plant'];
const RECEPTION = ['reception', 'lobby', 'ground', 'floor'];
const CORE = ['lift', 'core', 'ground', 'floor'];
const COMMS = ['comms', 'server', 'it', 'plant_room'];
const OUTDOOR = ['outdoor', 'yard', 'car park', 'zone'];

/** The equipment every building has, with the building's code in names and serials. */
function commonKit(building: DemoBuildingCode, index: number): DemoAsset[] {
  const b = building;
  return [
    {
      ref: `${b}-ahu1`,
      name: `Air handling unit AHU-1 (${b})`,
      category: 'hvac',
      building: b,
      where: ROOF,
      make: 'Daikin',
      model: 'Modular L Pro',
      serial: `DK-AHU-${2401 + index}`,
      criticality: 'high',
      installedYearsAgo: 3 + index,
      warrantyDays: [420, 18, -200, 75][index],
      lifeYears: 20,
      cost: 38500,
      supplier: 'Arctic Air Mechanical',
      custom: { refrigerant: 'R32', filter_size: '592x592x48 mm' },
      meter: { name: 'Run hours', unit: 'h', start: 9000 + index * 3000, perMonth: 540 },
    },
    {
      ref: `${b}-ahu1-fan`,
      name: `AHU-1 supply fan (${b})`,
      category: 'hvac',
      building: b,
      where: ROOF,
      make: 'ebm-papst',
      model: 'RadiPac K3G450',
      serial: `EBM-${71020 + index}`,
      status: index === 2 ? 'needs_attention' : 'operational',
      installedYearsAgo: 3 + index,
      parent: `${b}-ahu1`,
    },
    {
      ref: `${b}-ahu1-filter`,
      name: `AHU-1 filter bank (${b})`,
      category: 'hvac',
      building: b,
      where: ROOF,
      make: 'Camfil',
      model: 'Hi-Flo M5',
      serial: `CMF-${5530 + index}`,
      criticality: 'low',
      installedYearsAgo: 1,
      parent: `${b}-ahu1`,
      custom: { filter_size: '592x592x600 mm' },
    },
    {
      ref: `${b}-boiler`,
      name: `Gas boiler B1 (${b})`,
      category: 'plumbing',
      building: b,
      where: PLANT,
      make: 'Viessmann',
      model: 'Vitocrossal 200',
      serial: `VI-${880311 + index}`,
      status: index === 1 ? 'in_repair' : 'operational',
      criticality: 'high',
      installedYearsAgo: 6 + index,
      warrantyDays: [-400, 25, 300, -30][index],
      lifeYears: 15,
      cost: 21800,
      supplier: 'ClearFlow Plumbing',
    },
    {
      ref: `${b}-fire`,
      name: `Fire alarm panel (${b})`,
      category: 'fire_safety',
      building: b,
      where: RECEPTION,
      make: 'Advanced',
      model: 'MxPro 5',
      serial: `ADV-MX5-${3300 + index}`,
      criticality: 'critical',
      installedYearsAgo: 4,
      warrantyDays: [200, -60, 12, 540][index],
      lifeYears: 15,
      cost: 6400,
      supplier: 'Guardian Fire Safety',
    },
    {
      ref: `${b}-cctv`,
      name: `CCTV recorder (${b})`,
      category: 'security',
      building: b,
      where: COMMS,
      make: 'Hikvision',
      model: 'DS-7732NI-K4',
      serial: `HK-${b}-77${index}4`,
      status: index === 3 ? 'down' : 'operational',
      installedYearsAgo: 2,
      warrantyDays: [150, 300, -15, 22][index],
      cost: 1450,
    },
    {
      ref: `${b}-access`,
      name: `Access control controller (${b})`,
      category: 'security',
      building: b,
      where: RECEPTION,
      make: 'Paxton',
      model: 'Net2 Plus',
      serial: `PX-N2-${6100 + index}`,
      installedYearsAgo: 5,
      warrantyDays: -500,
      cost: 890,
    },
    {
      ref: `${b}-ups`,
      name: `UPS for comms room (${b})`,
      category: 'electrical',
      building: b,
      where: COMMS,
      make: 'APC',
      model: 'Smart-UPS SRT 10kVA',
      serial: `APC-SRT-${40021 + index}`,
      criticality: 'high',
      installedYearsAgo: 3,
      warrantyDays: [28, 400, 90, -100][index],
      lifeYears: 8,
      cost: 5200,
      supplier: 'BrightSpark Electrical',
    },
    {
      ref: `${b}-db`,
      name: `Main distribution board (${b})`,
      category: 'electrical',
      building: b,
      where: PLANT,
      make: 'Schneider Electric',
      model: 'Prisma P',
      serial: `SE-PP-${b}01`,
      criticality: 'critical',
      installedYearsAgo: 10,
      lifeYears: 30,
      supplier: 'BrightSpark Electrical',
      meter: { name: 'Electricity import', unit: 'kWh', start: 410000, perMonth: 18500 },
    },
    {
      ref: `${b}-wifi`,
      name: `Wi-Fi access points (${b})`,
      category: 'it',
      building: b,
      where: ['floor', 'office', 'ground'],
      make: 'Ubiquiti',
      model: 'U6 Pro',
      serial: `UBQ-${b}-SET`,
      criticality: 'low',
      installedYearsAgo: 1,
      warrantyDays: 500,
      cost: 3600,
    },
  ];
}

/** Equipment particular to each building. */
// One line per asset reads as a table; the formatter would spread each over fifteen lines.
// prettier-ignore
const SPECIFIC: DemoAsset[] = [
  // Northwind House: head office.
  { ref: 'NWH-chiller', name: 'Air-cooled chiller CH-1', category: 'hvac', building: 'NWH', where: ROOF, make: 'Carrier', model: 'AquaSnap 30RB-262', serial: 'CA-30RB-18842', criticality: 'critical', installedYearsAgo: 7, warrantyDays: -900, lifeYears: 20, cost: 96500, supplier: 'Arctic Air Mechanical', custom: { refrigerant: 'R410A' }, meter: { name: 'Run hours', unit: 'h', start: 31000, perMonth: 410 } },
  { ref: 'NWH-chiller-c1', name: 'CH-1 compressor circuit 1', category: 'hvac', building: 'NWH', where: ROOF, make: 'Copeland', model: 'ZP182KCE', serial: 'CPL-55120', status: 'needs_attention', installedYearsAgo: 7, parent: 'NWH-chiller' },
  { ref: 'NWH-chiller-c2', name: 'CH-1 compressor circuit 2', category: 'hvac', building: 'NWH', where: ROOF, make: 'Copeland', model: 'ZP182KCE', serial: 'CPL-55121', installedYearsAgo: 7, parent: 'NWH-chiller' },
  { ref: 'NWH-lift1', name: 'Passenger lift L1', category: 'lifts', building: 'NWH', where: CORE, make: 'Otis', model: 'Gen2 Life', serial: 'OT-G2-77120', criticality: 'high', installedYearsAgo: 9, warrantyDays: -1800, lifeYears: 25, cost: 68000 },
  { ref: 'NWH-lift2', name: 'Passenger lift L2', category: 'lifts', building: 'NWH', where: CORE, make: 'Otis', model: 'Gen2 Life', serial: 'OT-G2-77121', status: 'down', criticality: 'high', installedYearsAgo: 9, warrantyDays: -1800, lifeYears: 25, cost: 68000 },
  { ref: 'NWH-gen', name: 'Standby generator G1', category: 'electrical', building: 'NWH', where: OUTDOOR.concat(PLANT), make: 'Cummins', model: 'C275 D5', serial: 'CUM-C275-9012', criticality: 'critical', installedYearsAgo: 6, warrantyDays: 14, lifeYears: 25, cost: 54000, supplier: 'BrightSpark Electrical', meter: { name: 'Run hours', unit: 'h', start: 812, perMonth: 4 } },
  { ref: 'NWH-split', name: 'Server room split unit', category: 'hvac', building: 'NWH', where: COMMS, make: 'Mitsubishi Electric', model: 'PKA-M60KAL', serial: 'ME-PKA-30018', criticality: 'high', installedYearsAgo: 2, warrantyDays: 365, cost: 4300, custom: { refrigerant: 'R32' } },
  { ref: 'NWH-desks', name: 'Sit-stand desks, floor 3', category: 'furniture', building: 'NWH', where: ['floor', 'office'], make: 'Herman Miller', model: 'Ratio', serial: 'HM-RAT-F3', criticality: 'low', installedYearsAgo: 2, warrantyDays: 2900, cost: 42000 },
  { ref: 'NWH-water', name: 'Cold water booster set', category: 'plumbing', building: 'NWH', where: PLANT, make: 'Grundfos', model: 'Hydro Multi-E', serial: 'GF-HME-2211', installedYearsAgo: 5, warrantyDays: -300, cost: 7800, supplier: 'ClearFlow Plumbing' },
  // Riverside Distribution Centre: warehouse and fleet.
  { ref: 'RDC-van1', name: 'Service van VN-01', category: 'vehicles', building: 'RDC', where: OUTDOOR, make: 'Ford', model: 'Transit Custom', serial: 'WF0XXXTTGXKA12345', installedYearsAgo: 3, warrantyDays: 20, lifeYears: 8, cost: 32500, meter: { name: 'Odometer', unit: 'km', start: 58000, perMonth: 2100 } },
  { ref: 'RDC-van2', name: 'Service van VN-02', category: 'vehicles', building: 'RDC', where: OUTDOOR, make: 'Volkswagen', model: 'Transporter T6.1', serial: 'WV1ZZZ7HZLH012345', status: 'in_repair', installedYearsAgo: 4, warrantyDays: -120, lifeYears: 8, cost: 34900, meter: { name: 'Odometer', unit: 'km', start: 91000, perMonth: 1800 } },
  { ref: 'RDC-forklift', name: 'Electric forklift FL-3', category: 'vehicles', building: 'RDC', where: ['warehouse', 'zone', 'floor'], make: 'Linde', model: 'E20PH', serial: 'LN-E20-338812', criticality: 'high', installedYearsAgo: 5, warrantyDays: -400, cost: 28000, meter: { name: 'Hour meter', unit: 'h', start: 6200, perMonth: 120 } },
  { ref: 'RDC-dock1', name: 'Dock leveller D1', category: 'other', building: 'RDC', where: ['dock', 'zone', 'warehouse'], make: 'Hörmann', model: 'HLS 2', serial: 'HOR-HLS-5501', installedYearsAgo: 8, cost: 9200 },
  { ref: 'RDC-dock2', name: 'Dock leveller D2', category: 'other', building: 'RDC', where: ['dock', 'zone', 'warehouse'], make: 'Hörmann', model: 'HLS 2', serial: 'HOR-HLS-5502', status: 'needs_attention', installedYearsAgo: 8, cost: 9200 },
  { ref: 'RDC-door', name: 'High-speed door HS-4', category: 'other', building: 'RDC', where: ['dock', 'zone', 'warehouse'], make: 'Efaflex', model: 'SST Lite', serial: 'EFA-SST-7710', status: 'down', criticality: 'medium', installedYearsAgo: 4, warrantyDays: 10, cost: 15600 },
  { ref: 'RDC-sprinkler', name: 'Sprinkler pump set', category: 'fire_safety', building: 'RDC', where: PLANT, make: 'SPP', model: 'Firefighter diesel', serial: 'SPP-FF-4410', criticality: 'critical', installedYearsAgo: 11, warrantyDays: -2500, lifeYears: 30, cost: 48000, supplier: 'Guardian Fire Safety', meter: { name: 'Run hours', unit: 'h', start: 310, perMonth: 2 } },
  { ref: 'RDC-heaters', name: 'Warehouse radiant heaters', category: 'hvac', building: 'RDC', where: ['warehouse', 'zone', 'roof'], make: 'Ambirad', model: 'Vision VS', serial: 'AMB-VS-SET', installedYearsAgo: 6, warrantyDays: -700, cost: 18000 },
  // Harbour Retail Park: shopping centre.
  { ref: 'HRP-esc1', name: 'Escalator E1 (up)', category: 'lifts', building: 'HRP', where: ['mall', 'ground', 'floor', 'zone'], make: 'Schindler', model: '9300 AE', serial: 'SCH-9300-1201', criticality: 'high', installedYearsAgo: 12, warrantyDays: -3000, lifeYears: 25, cost: 120000 },
  { ref: 'HRP-esc2', name: 'Escalator E2 (down)', category: 'lifts', building: 'HRP', where: ['mall', 'ground', 'floor', 'zone'], make: 'Schindler', model: '9300 AE', serial: 'SCH-9300-1202', status: 'down', criticality: 'high', installedYearsAgo: 12, warrantyDays: -3000, lifeYears: 25, cost: 120000 },
  { ref: 'HRP-lift', name: 'Goods lift GL1', category: 'lifts', building: 'HRP', where: CORE, make: 'Kone', model: 'TranSys', serial: 'KN-TS-8810', installedYearsAgo: 5, warrantyDays: 27, cost: 74000 },
  { ref: 'HRP-rooftop1', name: 'Rooftop unit RTU-1', category: 'hvac', building: 'HRP', where: ROOF, make: 'Trane', model: 'Voyager', serial: 'TR-VOY-33410', installedYearsAgo: 4, warrantyDays: 60, cost: 24500, custom: { refrigerant: 'R410A', filter_size: '500x625x50 mm' } },
  { ref: 'HRP-rooftop2', name: 'Rooftop unit RTU-2', category: 'hvac', building: 'HRP', where: ROOF, make: 'Trane', model: 'Voyager', serial: 'TR-VOY-33411', status: 'needs_attention', installedYearsAgo: 4, warrantyDays: 60, cost: 24500, custom: { refrigerant: 'R410A', filter_size: '500x625x50 mm' } },
  { ref: 'HRP-lighting', name: 'Car park lighting controller', category: 'electrical', building: 'HRP', where: OUTDOOR, make: 'Philips', model: 'Dynalite DDNG485', serial: 'PH-DDNG-0091', criticality: 'low', installedYearsAgo: 3, warrantyDays: 400, cost: 2900 },
  { ref: 'HRP-anpr', name: 'ANPR car park cameras', category: 'security', building: 'HRP', where: OUTDOOR, make: 'Axis', model: 'P1465-LE-3', serial: 'AX-P1465-SET', installedYearsAgo: 2, warrantyDays: 8, cost: 6800 },
  { ref: 'HRP-sweeper', name: 'Ride-on sweeper', category: 'vehicles', building: 'HRP', where: OUTDOOR, make: 'Kärcher', model: 'KM 105/110', serial: 'KAR-KM105-2290', status: 'retired', criticality: 'low', installedYearsAgo: 10, warrantyDays: -2900, cost: 19000 },
  // Elm Street Clinic: healthcare.
  { ref: 'ESC-medgas', name: 'Medical gas manifold (O2)', category: 'other', building: 'ESC', where: PLANT, make: 'BeaconMedaes', model: 'Lifeline', serial: 'BM-LL-4471', criticality: 'critical', installedYearsAgo: 6, warrantyDays: -100, lifeYears: 20, cost: 17500 },
  { ref: 'ESC-nursecall', name: 'Nurse call system', category: 'it', building: 'ESC', where: ['ward', 'floor', 'reception'], make: 'Static Systems', model: 'Sentinel', serial: 'SS-SEN-1180', criticality: 'critical', installedYearsAgo: 5, warrantyDays: 29, cost: 22000 },
  { ref: 'ESC-gen', name: 'Standby generator G2', category: 'electrical', building: 'ESC', where: OUTDOOR.concat(PLANT), make: 'FG Wilson', model: 'P150-5', serial: 'FGW-P150-6630', criticality: 'critical', installedYearsAgo: 8, warrantyDays: -600, lifeYears: 25, cost: 39000, supplier: 'BrightSpark Electrical', meter: { name: 'Run hours', unit: 'h', start: 1430, perMonth: 6 } },
  { ref: 'ESC-lift', name: 'Bed lift BL1', category: 'lifts', building: 'ESC', where: CORE, make: 'Stannah', model: 'Midilift', serial: 'ST-MID-2041', criticality: 'high', installedYearsAgo: 7, warrantyDays: -900, cost: 58000 },
  { ref: 'ESC-water', name: 'Thermostatic mixing valves', category: 'plumbing', building: 'ESC', where: ['ward', 'floor'], make: 'Rada', model: 'Sense 215', serial: 'RD-215-SET', installedYearsAgo: 3, warrantyDays: 120, cost: 4100, supplier: 'ClearFlow Plumbing' },
  { ref: 'ESC-vrf', name: 'VRF outdoor unit', category: 'hvac', building: 'ESC', where: ROOF, make: 'Toshiba', model: 'SMMS-u', serial: 'TSB-SMMS-8822', installedYearsAgo: 2, warrantyDays: 700, cost: 31000, supplier: 'Arctic Air Mechanical', custom: { refrigerant: 'R410A' } },
  { ref: 'ESC-vrf-c1', name: 'VRF cassette, consulting room 1', category: 'hvac', building: 'ESC', where: ['consult', 'room'], make: 'Toshiba', model: 'MMU-UP0151HP', serial: 'TSB-MMU-1001', installedYearsAgo: 2, parent: 'ESC-vrf', custom: { refrigerant: 'R410A' } },
  { ref: 'ESC-vrf-c2', name: 'VRF cassette, consulting room 2', category: 'hvac', building: 'ESC', where: ['consult', 'room'], make: 'Toshiba', model: 'MMU-UP0151HP', serial: 'TSB-MMU-1002', status: 'needs_attention', installedYearsAgo: 2, parent: 'ESC-vrf', custom: { refrigerant: 'R410A' } },
  { ref: 'ESC-chairs', name: 'Waiting room seating', category: 'furniture', building: 'ESC', where: RECEPTION, make: 'Kusch+Co', model: '8000 Ona', serial: 'KC-ONA-SET', criticality: 'low', installedYearsAgo: 4, cost: 6200 },
];

export const DEMO_ASSETS: DemoAsset[] = [
  ...(['NWH', 'RDC', 'HRP', 'ESC'] as const).flatMap((code, index) => commonKit(code, index)),
  ...SPECIFIC,
];

export const DEMO_CUSTOM_FIELDS = [
  {
    key: 'refrigerant',
    label: 'Refrigerant',
    type: 'select' as const,
    options: ['R32', 'R410A', 'R134a', 'R1234ze'],
    sortOrder: 1,
  },
  { key: 'filter_size', label: 'Filter size', type: 'text' as const, options: [], sortOrder: 2 },
];
