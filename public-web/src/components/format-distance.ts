/**
 * A search card's distance from the visitor: metres to the nearest 10 below 1 km ('450 m'), one
 * decimal below 10 km ('1.2 km'), whole kilometres from there ('307 km').
 */
export function formatDistance(km: number): string {
  if (km < 1) {
    const metres = Math.round((km * 1000) / 10) * 10;
    // 995 m and up round to a whole kilometre, said as one.
    return metres < 1000 ? `${metres} m` : '1.0 km';
  }
  const tenths = Math.round(km * 10) / 10;
  if (tenths < 10) return `${tenths.toFixed(1)} km`;
  return `${Math.round(km).toLocaleString('en-US')} km`;
}
