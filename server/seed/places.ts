// Hand-made table of inland city centres per supported state, with county, market, area code
// and real ZIP codes. Addresses are jittered around a centre by at most `jitter` degrees
// (≤ 0.03°, about 3 km), which keeps every point on land and inside its state.
import { SUPPORTED_STATES, type SupportedState } from '../../src/domain/time-zone.ts';
import type { Rng } from './random.ts';

export interface Place {
  state: SupportedState;
  market: string;
  city: string;
  county: string;
  lat: number;
  lon: number;
  areaCode: string;
  zips: readonly string[];
  /** How often patients live here, relative to the other places of the state. */
  weight: number;
  /** Largest offset from the centre, in degrees. */
  jitter: number;
}

type Row = [
  market: string,
  city: string,
  county: string,
  lat: number,
  lon: number,
  areaCode: string,
  zips: string,
  weight?: number,
  jitter?: number,
];

const TABLE: Record<SupportedState, Row[]> = {
  FL: [
    ['Tampa Bay', 'Temple Terrace', 'Hillsborough', 28.035, -82.389, '813', '33617 33637', 4],
    ['Tampa Bay', 'Brandon', 'Hillsborough', 27.938, -82.286, '813', '33510 33511', 4],
    ['Tampa Bay', 'Tampa', 'Hillsborough', 28.058, -82.43, '813', '33612 33613 33618', 4, 0.02],
    ['Tampa Bay', 'Lutz', 'Hillsborough', 28.151, -82.461, '813', '33548 33549 33558', 3],
    ['Tampa Bay', 'Riverview', 'Hillsborough', 27.866, -82.326, '813', '33569 33578 33579', 3, 0.025],
    ['Tampa Bay', 'Valrico', 'Hillsborough', 27.946, -82.243, '813', '33594 33596', 2],
    ['Tampa Bay', 'Plant City', 'Hillsborough', 28.019, -82.113, '813', '33563 33565 33566', 2],
    ['Tampa Bay', 'Wesley Chapel', 'Pasco', 28.239, -82.328, '813', '33543 33544 33545', 3],
    ['Tampa Bay', "Land O' Lakes", 'Pasco', 28.219, -82.457, '813', '34638 34639', 2],
    ['Central Florida', 'Orlando', 'Orange', 28.538, -81.379, '407', '32803 32804 32806', 3],
    ['Central Florida', 'Apopka', 'Orange', 28.676, -81.512, '407', '32703 32712', 1],
    ['Central Florida', 'Lakeland', 'Polk', 28.039, -81.95, '863', '33801 33803 33805', 2],
    ['North Florida', 'Gainesville', 'Alachua', 29.652, -82.325, '352', '32601 32605 32607 32608', 2],
    ['North Florida', 'Ocala', 'Marion', 29.187, -82.14, '352', '34470 34471 34474', 2],
    ['North Florida', 'Tallahassee', 'Leon', 30.438, -84.281, '850', '32301 32303 32308', 1],
  ],
  AZ: [
    ['Phoenix Metro', 'Phoenix', 'Maricopa', 33.448, -112.074, '602', '85004 85006 85008 85015', 4],
    ['Phoenix Metro', 'Mesa', 'Maricopa', 33.415, -111.831, '480', '85201 85203 85204', 2],
    ['Phoenix Metro', 'Chandler', 'Maricopa', 33.306, -111.841, '480', '85224 85225 85226', 2],
    ['Southern Arizona', 'Tucson', 'Pima', 32.222, -110.974, '520', '85701 85705 85711 85719', 3],
    ['Northern Arizona', 'Flagstaff', 'Coconino', 35.198, -111.651, '928', '86001 86004', 1],
    ['Northern Arizona', 'Prescott', 'Yavapai', 34.54, -112.468, '928', '86301 86303 86305', 1],
  ],
  CA: [
    ['Northern California', 'Sacramento', 'Sacramento', 38.576, -121.487, '916', '95814 95816 95818 95822', 3],
    ['Northern California', 'Stockton', 'San Joaquin', 37.958, -121.29, '209', '95202 95204 95207', 2],
    ['Northern California', 'Modesto', 'Stanislaus', 37.639, -120.997, '209', '95350 95351 95354', 2],
    ['Central Valley', 'Fresno', 'Fresno', 36.738, -119.787, '559', '93701 93704 93710 93722', 3],
    ['Central Valley', 'Bakersfield', 'Kern', 35.373, -119.019, '661', '93301 93304 93305 93309', 2],
    ['Southern California', 'Riverside', 'Riverside', 33.953, -117.396, '951', '92501 92503 92506', 3],
    ['Southern California', 'Pasadena', 'Los Angeles', 34.148, -118.144, '626', '91101 91103 91104 91106', 3],
  ],
  HI: [
    ['Oahu', 'Mililani', 'Honolulu', 21.451, -158.015, '808', '96789', 3],
    ['Oahu', 'Wahiawa', 'Honolulu', 21.503, -158.024, '808', '96786', 2, 0.02],
    ['Oahu', 'Manoa', 'Honolulu', 21.315, -157.806, '808', '96822', 2, 0.015],
    ['Maui', 'Pukalani', 'Maui', 20.837, -156.336, '808', '96768', 2],
    ['Maui', 'Kula', 'Maui', 20.791, -156.327, '808', '96790', 1],
    ['Big Island', 'Waimea', 'Hawaii', 20.023, -155.672, '808', '96743', 2],
    ['Big Island', 'Volcano', 'Hawaii', 19.43, -155.238, '808', '96785', 1],
  ],
  NJ: [
    ['North Jersey', 'Paterson', 'Passaic', 40.917, -74.172, '973', '07501 07502 07503 07504', 3, 0.02],
    ['North Jersey', 'Morristown', 'Morris', 40.797, -74.481, '973', '07960', 2],
    ['North Jersey', 'Edison', 'Middlesex', 40.519, -74.412, '732', '08817 08820 08837', 2],
    ['Central Jersey', 'New Brunswick', 'Middlesex', 40.486, -74.452, '732', '08901', 2, 0.02],
    ['Central Jersey', 'Princeton', 'Mercer', 40.357, -74.667, '609', '08540 08542', 1],
    ['Central Jersey', 'Freehold', 'Monmouth', 40.26, -74.274, '732', '07728', 2],
    ['South Jersey', 'Cherry Hill', 'Camden', 39.934, -75.031, '856', '08002 08003 08034', 2],
    ['South Jersey', 'Vineland', 'Cumberland', 39.486, -75.026, '856', '08360 08361', 1],
  ],
  NV: [
    ['Las Vegas', 'Las Vegas', 'Clark', 36.171, -115.14, '702', '89101 89102 89104 89106', 5],
    ['Las Vegas', 'Henderson', 'Clark', 36.04, -114.982, '702', '89002 89012 89014 89015', 3],
    ['Las Vegas', 'North Las Vegas', 'Clark', 36.199, -115.118, '702', '89030 89031 89032', 2],
    ['Northern Nevada', 'Reno', 'Washoe', 39.53, -119.814, '775', '89501 89502 89503 89509', 3],
    ['Northern Nevada', 'Carson City', 'Carson City', 39.164, -119.767, '775', '89701 89703 89706', 1, 0.02],
    ['Northern Nevada', 'Elko', 'Elko', 40.832, -115.763, '775', '89801', 1],
  ],
  OH: [
    ['Central Ohio', 'Columbus', 'Franklin', 39.961, -82.999, '614', '43201 43205 43206 43215', 4],
    ['Central Ohio', 'Mansfield', 'Richland', 40.758, -82.515, '419', '44902 44903 44906', 1],
    ['Central Ohio', 'Zanesville', 'Muskingum', 39.94, -82.013, '740', '43701', 1],
    ['Northeast Ohio', 'Akron', 'Summit', 41.081, -81.519, '330', '44302 44303 44305 44310', 3],
    ['Northeast Ohio', 'Canton', 'Stark', 40.799, -81.378, '330', '44702 44703 44708', 2],
    ['Southwest Ohio', 'Dayton', 'Montgomery', 39.759, -84.192, '937', '45402 45405 45406 45410', 3],
    ['Southwest Ohio', 'Lima', 'Allen', 40.743, -84.106, '419', '45801 45804 45805', 1],
  ],
  PR: [
    ['San Juan Metro', 'Bayamón', 'Bayamón', 18.38, -66.158, '787', '00956 00957 00959 00961', 3, 0.02],
    ['San Juan Metro', 'Caguas', 'Caguas', 18.234, -66.035, '787', '00725 00727', 3],
    ['San Juan Metro', 'Corozal', 'Corozal', 18.341, -66.317, '787', '00783', 1],
    ['Central Mountains', 'Cayey', 'Cayey', 18.112, -66.166, '787', '00736', 2, 0.02],
    ['Central Mountains', 'Aibonito', 'Aibonito', 18.14, -66.266, '787', '00705', 1, 0.02],
    ['Central Mountains', 'Barranquitas', 'Barranquitas', 18.186, -66.306, '787', '00794', 1, 0.02],
    ['Central Mountains', 'Utuado', 'Utuado', 18.266, -66.7, '787', '00641', 1],
    ['Central Mountains', 'Lares', 'Lares', 18.295, -66.877, '787', '00669', 1],
  ],
  TX: [
    ['Dallas-Fort Worth', 'Dallas', 'Dallas', 32.777, -96.797, '214', '75201 75204 75206 75214', 4],
    ['Dallas-Fort Worth', 'Fort Worth', 'Tarrant', 32.755, -97.331, '817', '76102 76104 76107 76110', 3],
    ['Dallas-Fort Worth', 'Tyler', 'Smith', 32.351, -95.301, '903', '75701 75702 75703', 1],
    ['Central Texas', 'Austin', 'Travis', 30.267, -97.743, '512', '78701 78702 78704 78705', 3],
    ['Central Texas', 'San Antonio', 'Bexar', 29.424, -98.494, '210', '78201 78204 78209 78212', 4],
    ['Central Texas', 'Waco', 'McLennan', 31.549, -97.147, '254', '76701 76706 76707', 1],
    ['Houston', 'Houston', 'Harris', 29.76, -95.37, '713', '77002 77004 77006 77019', 4],
    ['West Texas', 'Lubbock', 'Lubbock', 33.578, -101.855, '806', '79401 79410 79412', 1],
  ],
  UT: [
    ['Wasatch Front', 'Salt Lake City', 'Salt Lake', 40.761, -111.891, '801', '84101 84102 84103 84105 84106', 4],
    ['Wasatch Front', 'West Valley City', 'Salt Lake', 40.692, -112.001, '801', '84119 84120 84128', 2],
    ['Wasatch Front', 'Provo', 'Utah', 40.234, -111.659, '801', '84601 84604 84606', 2, 0.02],
    ['Wasatch Front', 'Ogden', 'Weber', 41.223, -111.974, '801', '84401 84403 84404', 2],
    ['Wasatch Front', 'Logan', 'Cache', 41.737, -111.834, '435', '84321', 1],
    ['Southern Utah', 'St. George', 'Washington', 37.096, -113.568, '435', '84770 84790', 1],
  ],
};

export const PLACES: readonly Place[] = SUPPORTED_STATES.flatMap((state) =>
  TABLE[state].map(([market, city, county, lat, lon, areaCode, zips, weight = 1, jitter = 0.03]) => ({
    state,
    market,
    city,
    county,
    lat,
    lon,
    areaCode,
    zips: zips.split(' '),
    weight,
    jitter: Math.min(jitter, 0.03),
  })),
);

export const placesIn = (state: SupportedState): Place[] => PLACES.filter((p) => p.state === state);

/** The demo clinicians' market and home base (clinician@demo.test works around Tampa). */
export const HOME_MARKET = 'Tampa Bay';

/** Markets in table order, each with the state it belongs to. */
export const MARKETS: readonly { name: string; state: SupportedState; place: Place }[] = PLACES.filter(
  (p, i) => PLACES.findIndex((q) => q.market === p.market) === i,
).map((place) => ({ name: place.market, state: place.state, place }));

/** Rough bounding boxes of the supported states (lat/lon), used to check generated points. */
export const STATE_BOUNDS: Record<SupportedState, { south: number; north: number; west: number; east: number }> = {
  AZ: { south: 31.33, north: 37.0, west: -114.82, east: -109.04 },
  CA: { south: 32.53, north: 42.01, west: -124.41, east: -114.13 },
  FL: { south: 24.52, north: 31.0, west: -87.63, east: -80.03 },
  HI: { south: 18.91, north: 22.24, west: -160.25, east: -154.8 },
  NJ: { south: 38.93, north: 41.36, west: -75.56, east: -73.89 },
  NV: { south: 35.0, north: 42.0, west: -120.0, east: -114.04 },
  OH: { south: 38.4, north: 41.98, west: -84.82, east: -80.52 },
  PR: { south: 17.88, north: 18.52, west: -67.27, east: -65.59 },
  TX: { south: 25.84, north: 36.5, west: -106.65, east: -93.51 },
  UT: { south: 37.0, north: 42.0, west: -114.05, east: -109.04 },
};

export const pickPlace = (rng: Rng, places: readonly Place[]): Place => rng.weighted(places.map((p) => [p, p.weight] as const));

/** A point near the place's centre (within its jitter), rounded to 6 decimals. */
export function jitterPoint(rng: Rng, place: Place): { latitude: number; longitude: number } {
  const round = (n: number) => Math.round(n * 1e6) / 1e6;
  return { latitude: round(place.lat + rng.spread(place.jitter)), longitude: round(place.lon + rng.spread(place.jitter)) };
}

export const pickZip = (rng: Rng, place: Place): string => rng.pick(place.zips);

/** A 10-digit phone number in the place's area code. */
export const phoneIn = (rng: Rng, place: Place): string => `${place.areaCode}${rng.int(2, 9)}${rng.digits(2)}${rng.digits(4)}`;
