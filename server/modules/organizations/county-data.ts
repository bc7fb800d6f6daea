// The counties of the supported states (SPEC §3 'Supported states'), shipped with the app: every
// county (county-equivalent: Puerto Rico's municipios, Nevada's Carson City) of AZ, CA, FL, HI, NJ,
// NV, OH, PR, TX and UT, by state, and the 5-digit ZIP codes whose county is known (the demo's
// places, server/seed/places.ts, at least). CountyList (SPEC §7) reads them; a ZIP code not here
// falls back to its state's counties.
import type { SupportedState } from '../../../src/domain/time-zone.ts';

/** Each state's counties, alphabetical, separated by '|'. */
const COUNTIES: Readonly<Record<SupportedState, string>> = {
  AZ: 'Apache|Cochise|Coconino|Gila|Graham|Greenlee|La Paz|Maricopa|Mohave|Navajo|Pima|Pinal|Santa Cruz' + '|Yavapai|Yuma',
  CA:
    'Alameda|Alpine|Amador|Butte|Calaveras|Colusa|Contra Costa|Del Norte|El Dorado|Fresno|Glenn|Humboldt' +
    '|Imperial|Inyo|Kern|Kings|Lake|Lassen|Los Angeles|Madera|Marin|Mariposa|Mendocino|Merced|Modoc|Mono' +
    '|Monterey|Napa|Nevada|Orange|Placer|Plumas|Riverside|Sacramento|San Benito|San Bernardino|San Diego' +
    '|San Francisco|San Joaquin|San Luis Obispo|San Mateo|Santa Barbara|Santa Clara|Santa Cruz|Shasta' +
    '|Sierra|Siskiyou|Solano|Sonoma|Stanislaus|Sutter|Tehama|Trinity|Tulare|Tuolumne|Ventura|Yolo|Yuba',
  FL:
    'Alachua|Baker|Bay|Bradford|Brevard|Broward|Calhoun|Charlotte|Citrus|Clay|Collier|Columbia|DeSoto' +
    '|Dixie|Duval|Escambia|Flagler|Franklin|Gadsden|Gilchrist|Glades|Gulf|Hamilton|Hardee|Hendry|Hernando' +
    '|Highlands|Hillsborough|Holmes|Indian River|Jackson|Jefferson|Lafayette|Lake|Lee|Leon|Levy|Liberty' +
    '|Madison|Manatee|Marion|Martin|Miami-Dade|Monroe|Nassau|Okaloosa|Okeechobee|Orange|Osceola' +
    '|Palm Beach|Pasco|Pinellas|Polk|Putnam|St. Johns|St. Lucie|Santa Rosa|Sarasota|Seminole|Sumter' +
    '|Suwannee|Taylor|Union|Volusia|Wakulla|Walton|Washington',
  HI: 'Hawaii|Honolulu|Kalawao|Kauai|Maui',
  NJ:
    'Atlantic|Bergen|Burlington|Camden|Cape May|Cumberland|Essex|Gloucester|Hudson|Hunterdon|Mercer' +
    '|Middlesex|Monmouth|Morris|Ocean|Passaic|Salem|Somerset|Sussex|Union|Warren',
  NV:
    'Carson City|Churchill|Clark|Douglas|Elko|Esmeralda|Eureka|Humboldt|Lander|Lincoln|Lyon|Mineral|Nye' +
    '|Pershing|Storey|Washoe|White Pine',
  OH:
    'Adams|Allen|Ashland|Ashtabula|Athens|Auglaize|Belmont|Brown|Butler|Carroll|Champaign|Clark|Clermont' +
    '|Clinton|Columbiana|Coshocton|Crawford|Cuyahoga|Darke|Defiance|Delaware|Erie|Fairfield|Fayette' +
    '|Franklin|Fulton|Gallia|Geauga|Greene|Guernsey|Hamilton|Hancock|Hardin|Harrison|Henry|Highland' +
    '|Hocking|Holmes|Huron|Jackson|Jefferson|Knox|Lake|Lawrence|Licking|Logan|Lorain|Lucas|Madison' +
    '|Mahoning|Marion|Medina|Meigs|Mercer|Miami|Monroe|Montgomery|Morgan|Morrow|Muskingum|Noble|Ottawa' +
    '|Paulding|Perry|Pickaway|Pike|Portage|Preble|Putnam|Richland|Ross|Sandusky|Scioto|Seneca|Shelby' +
    '|Stark|Summit|Trumbull|Tuscarawas|Union|Van Wert|Vinton|Warren|Washington|Wayne|Williams|Wood' +
    '|Wyandot',
  PR:
    'Adjuntas|Aguada|Aguadilla|Aguas Buenas|Aibonito|Añasco|Arecibo|Arroyo|Barceloneta|Barranquitas' +
    '|Bayamón|Cabo Rojo|Caguas|Camuy|Canóvanas|Carolina|Cataño|Cayey|Ceiba|Ciales|Cidra|Coamo|Comerío' +
    '|Corozal|Culebra|Dorado|Fajardo|Florida|Guánica|Guayama|Guayanilla|Guaynabo|Gurabo|Hatillo' +
    '|Hormigueros|Humacao|Isabela|Jayuya|Juana Díaz|Juncos|Lajas|Lares|Las Marías|Las Piedras|Loíza' +
    '|Luquillo|Manatí|Maricao|Maunabo|Mayagüez|Moca|Morovis|Naguabo|Naranjito|Orocovis|Patillas|Peñuelas' +
    '|Ponce|Quebradillas|Rincón|Río Grande|Sabana Grande|Salinas|San Germán|San Juan|San Lorenzo' +
    '|San Sebastián|Santa Isabel|Toa Alta|Toa Baja|Trujillo Alto|Utuado|Vega Alta|Vega Baja|Vieques' +
    '|Villalba|Yabucoa|Yauco',
  TX:
    'Anderson|Andrews|Angelina|Aransas|Archer|Armstrong|Atascosa|Austin|Bailey|Bandera|Bastrop|Baylor|Bee' +
    '|Bell|Bexar|Blanco|Borden|Bosque|Bowie|Brazoria|Brazos|Brewster|Briscoe|Brooks|Brown|Burleson|Burnet' +
    '|Caldwell|Calhoun|Callahan|Cameron|Camp|Carson|Cass|Castro|Chambers|Cherokee|Childress|Clay|Cochran' +
    '|Coke|Coleman|Collin|Collingsworth|Colorado|Comal|Comanche|Concho|Cooke|Coryell|Cottle|Crane' +
    '|Crockett|Crosby|Culberson|Dallam|Dallas|Dawson|Deaf Smith|Delta|Denton|DeWitt|Dickens|Dimmit|Donley' +
    '|Duval|Eastland|Ector|Edwards|Ellis|El Paso|Erath|Falls|Fannin|Fayette|Fisher|Floyd|Foard|Fort Bend' +
    '|Franklin|Freestone|Frio|Gaines|Galveston|Garza|Gillespie|Glasscock|Goliad|Gonzales|Gray|Grayson' +
    '|Gregg|Grimes|Guadalupe|Hale|Hall|Hamilton|Hansford|Hardeman|Hardin|Harris|Harrison|Hartley|Haskell' +
    '|Hays|Hemphill|Henderson|Hidalgo|Hill|Hockley|Hood|Hopkins|Houston|Howard|Hudspeth|Hunt|Hutchinson' +
    '|Irion|Jack|Jackson|Jasper|Jeff Davis|Jefferson|Jim Hogg|Jim Wells|Johnson|Jones|Karnes|Kaufman' +
    '|Kendall|Kenedy|Kent|Kerr|Kimble|King|Kinney|Kleberg|Knox|Lamar|Lamb|Lampasas|La Salle|Lavaca|Lee' +
    '|Leon|Liberty|Limestone|Lipscomb|Live Oak|Llano|Loving|Lubbock|Lynn|McCulloch|McLennan|McMullen' +
    '|Madison|Marion|Martin|Mason|Matagorda|Maverick|Medina|Menard|Midland|Milam|Mills|Mitchell|Montague' +
    '|Montgomery|Moore|Morris|Motley|Nacogdoches|Navarro|Newton|Nolan|Nueces|Ochiltree|Oldham|Orange' +
    '|Palo Pinto|Panola|Parker|Parmer|Pecos|Polk|Potter|Presidio|Rains|Randall|Reagan|Real|Red River' +
    '|Reeves|Refugio|Roberts|Robertson|Rockwall|Runnels|Rusk|Sabine|San Augustine|San Jacinto' +
    '|San Patricio|San Saba|Schleicher|Scurry|Shackelford|Shelby|Sherman|Smith|Somervell|Starr|Stephens' +
    '|Sterling|Stonewall|Sutton|Swisher|Tarrant|Taylor|Terrell|Terry|Throckmorton|Titus|Tom Green|Travis' +
    '|Trinity|Tyler|Upshur|Upton|Uvalde|Val Verde|Van Zandt|Victoria|Walker|Waller|Ward|Washington|Webb' +
    '|Wharton|Wheeler|Wichita|Wilbarger|Willacy|Williamson|Wilson|Winkler|Wise|Wood|Yoakum|Young|Zapata' +
    '|Zavala',
  UT:
    'Beaver|Box Elder|Cache|Carbon|Daggett|Davis|Duchesne|Emery|Garfield|Grand|Iron|Juab|Kane|Millard' +
    '|Morgan|Piute|Rich|Salt Lake|San Juan|Sanpete|Sevier|Summit|Tooele|Uintah|Utah|Wasatch|Washington' +
    '|Wayne|Weber',
};

/** Known 5-digit ZIP codes by state and county, separated by spaces. */
const ZIPS: Readonly<Partial<Record<SupportedState, Readonly<Record<string, string>>>>> = {
  AZ: {
    Coconino: '86001 86004',
    Maricopa: '85004 85006 85008 85015 85201 85203 85204 85224 85225 85226',
    Pima: '85701 85705 85711 85719',
    Yavapai: '86301 86303 86305',
  },
  CA: {
    Fresno: '93701 93704 93710 93722',
    Kern: '93301 93304 93305 93309',
    'Los Angeles': '91101 91103 91104 91106',
    Riverside: '92501 92503 92506',
    Sacramento: '95814 95816 95818 95822',
    'San Joaquin': '95202 95204 95207',
    Stanislaus: '95350 95351 95354',
  },
  FL: {
    Alachua: '32601 32605 32607 32608',
    Hillsborough: '33617 33637 33510 33511 33612 33613 33618 33548 33549 33558 33569 33578 33579 33594 33596 33563 33565 33566',
    Leon: '32301 32303 32308',
    Marion: '34470 34471 34474',
    Orange: '32803 32804 32806 32703 32712',
    Pasco: '33543 33544 33545 34638 34639',
    Polk: '33801 33803 33805',
  },
  HI: {
    Hawaii: '96743 96785',
    Honolulu: '96789 96786 96822',
    Maui: '96768 96790',
  },
  NJ: {
    Camden: '08002 08003 08034',
    Cumberland: '08360 08361',
    Mercer: '08540 08542',
    Middlesex: '08817 08820 08837 08901',
    Monmouth: '07728',
    Morris: '07960',
    Passaic: '07501 07502 07503 07504',
  },
  NV: {
    'Carson City': '89701 89703 89706',
    Clark: '89101 89102 89104 89106 89002 89012 89014 89015 89030 89031 89032',
    Elko: '89801',
    Washoe: '89501 89502 89503 89509',
  },
  OH: {
    Allen: '45801 45804 45805',
    Franklin: '43201 43205 43206 43215',
    Montgomery: '45402 45405 45406 45410',
    Muskingum: '43701',
    Richland: '44902 44903 44906',
    Stark: '44702 44703 44708',
    Summit: '44302 44303 44305 44310',
  },
  PR: {
    Aibonito: '00705',
    Barranquitas: '00794',
    Bayamón: '00956 00957 00959 00961',
    Caguas: '00725 00727',
    Cayey: '00736',
    Corozal: '00783',
    Lares: '00669',
    Utuado: '00641',
  },
  TX: {
    Bexar: '78201 78204 78209 78212',
    Dallas: '75201 75204 75206 75214',
    Harris: '77002 77004 77006 77019',
    Lubbock: '79401 79410 79412',
    McLennan: '76701 76706 76707',
    Smith: '75701 75702 75703',
    Tarrant: '76102 76104 76107 76110',
    Travis: '78701 78702 78704 78705',
  },
  UT: {
    Cache: '84321',
    'Salt Lake': '84101 84102 84103 84105 84106 84119 84120 84128',
    Utah: '84601 84604 84606',
    Washington: '84770 84790',
    Weber: '84401 84403 84404',
  },
};

export interface County {
  name: string;
  state: SupportedState;
}

/** Every county, by state then name. */
export const ALL_COUNTIES: readonly County[] = (Object.keys(COUNTIES) as SupportedState[])
  .sort()
  .flatMap((state) => COUNTIES[state].split('|').map((name) => ({ name, state })));

/** The county of each known ZIP code. */
export const COUNTY_OF_ZIP: ReadonlyMap<string, County> = new Map(
  (Object.entries(ZIPS) as [SupportedState, Record<string, string>][]).flatMap(([state, byCounty]) =>
    Object.entries(byCounty).flatMap(([name, zips]) => zips.split(' ').map((zip) => [zip, { name, state }] as const)),
  ),
);

/** Whether `name` is a county of `state`. */
export const isCountyOf = (state: string, name: string): boolean => ALL_COUNTIES.some((c) => c.state === state && c.name === name);
