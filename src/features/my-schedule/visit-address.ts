// Where a visit is: its address as one line, its coordinates, and a directions link.
export interface AddressLike {
  line: readonly string[] | string;
  city: string;
  state: string;
  postalCode: string;
  latitude?: number | null | undefined;
  longitude?: number | null | undefined;
}

/** '12 Palm Ave, Apt 3, Miami, FL 33101'. */
export function addressText(address: AddressLike | null | undefined): string {
  if (!address) return '';
  const lines = (typeof address.line === 'string' ? [address.line] : address.line).filter(Boolean);
  return [...lines, address.city, `${address.state} ${address.postalCode}`.trim()].filter(Boolean).join(', ');
}

/** Coordinates of an address, when it has them. */
export function coordinatesOf(address: AddressLike | null | undefined): { lat: number; lng: number } | null {
  const lat = address?.latitude;
  const lng = address?.longitude;
  return typeof lat === 'number' && typeof lng === 'number' && Number.isFinite(lat) && Number.isFinite(lng) ? { lat, lng } : null;
}

/** Turn-by-turn directions to the visit, in the device's maps app or Google Maps. */
export function directionsUrl(address: AddressLike | null | undefined): string | null {
  const at = coordinatesOf(address);
  if (at) return `https://www.google.com/maps/dir/?api=1&destination=${at.lat},${at.lng}`;
  const text = addressText(address);
  return text ? `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(text)}` : null;
}
