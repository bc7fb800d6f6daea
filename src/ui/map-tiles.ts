// The map's tiles: from the configuration when it names them, else OpenStreetMap's.
export interface MapTiles {
  url: string;
  attribution: string;
}

export const DEFAULT_TILES: MapTiles = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
};
