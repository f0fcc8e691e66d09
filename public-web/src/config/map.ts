/** docs/behaviour.md §0: tiles from a public tile server, configurable; OpenStreetMap's standard tiles by default. */
export const MAP_TILE_URL: string =
  (import.meta.env.VITE_MAP_TILE_URL as string | undefined) || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

export const MAP_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
