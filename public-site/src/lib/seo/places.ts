/**
 * Where a job's place is, as a postal address states it: the city, its prefecture (or region) and
 * country. Known by the place's English or Japanese name (the job's `location`, in the page's
 * language). The demo world's places and the big cities; a name not listed here is stated as the
 * city alone, in Japan (the board's jobs are in Japan unless a place says otherwise).
 */
interface Place {
  locality: string;
  region: string;
  country: string;
}

const PLACES: readonly (Place & { names: readonly string[] })[] = [
  { names: ['Tokyo', '東京', '東京都'], locality: 'Tokyo', region: 'Tokyo', country: 'JP' },
  { names: ['Osaka', '大阪', '大阪府'], locality: 'Osaka', region: 'Osaka', country: 'JP' },
  { names: ['Kyoto', '京都', '京都府'], locality: 'Kyoto', region: 'Kyoto', country: 'JP' },
  { names: ['Fukuoka', '福岡'], locality: 'Fukuoka', region: 'Fukuoka', country: 'JP' },
  { names: ['Nagoya', '名古屋'], locality: 'Nagoya', region: 'Aichi', country: 'JP' },
  { names: ['Yokohama', '横浜'], locality: 'Yokohama', region: 'Kanagawa', country: 'JP' },
  { names: ['Kawasaki', '川崎'], locality: 'Kawasaki', region: 'Kanagawa', country: 'JP' },
  { names: ['Sapporo', '札幌'], locality: 'Sapporo', region: 'Hokkaido', country: 'JP' },
  { names: ['Sendai', '仙台'], locality: 'Sendai', region: 'Miyagi', country: 'JP' },
  { names: ['Kobe', '神戸'], locality: 'Kobe', region: 'Hyogo', country: 'JP' },
  { names: ['Hiroshima', '広島'], locality: 'Hiroshima', region: 'Hiroshima', country: 'JP' },
  { names: ['Okinawa', '沖縄', 'Naha', '那覇'], locality: 'Naha', region: 'Okinawa', country: 'JP' },
  { names: ['Singapore', 'シンガポール'], locality: 'Singapore', region: 'Singapore', country: 'SG' },
  { names: ['Seoul', 'ソウル'], locality: 'Seoul', region: 'Seoul', country: 'KR' },
  { names: ['Taipei', '台北'], locality: 'Taipei', region: 'Taipei', country: 'TW' },
];

const BY_NAME = new Map(PLACES.flatMap((place) => place.names.map((name) => [name.toLowerCase(), place] as const)));

/** A "place" that names no address: remote work, or the whole country. */
const NOT_AN_ADDRESS = /remote|リモート|^japan$|^日本$/i;

/** The postal address of a job's place; null when the place names no address (remote, the whole country, none). */
export function postalAddress(location: string | null | undefined) {
  const name = location?.trim();
  if (!name || name === '-' || NOT_AN_ADDRESS.test(name)) return null;
  const place = BY_NAME.get(name.toLowerCase());
  return {
    '@type': 'PostalAddress',
    addressLocality: place?.locality ?? name,
    ...(place ? { addressRegion: place.region } : {}),
    addressCountry: place?.country ?? 'JP',
  };
}
