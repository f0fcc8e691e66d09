import 'leaflet/dist/leaflet.css';
import { MAP_DEFAULTS } from '@directory/shared';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { MAP_ATTRIBUTION, MAP_TILE_URL } from '../../../config/map';
import { markerIconOptions } from '../../../lib/leaflet-marker-icon';
import type { MapPosition } from '../utils/map-position';
import styles from './business-map.module.css';

interface BusinessMapProps {
  position: MapPosition;
  name: string;
  address: string;
}

/** The Leaflet map; its module is loaded only when a business page has coordinates to show. */
export default function BusinessMap({ position, name, address }: BusinessMapProps) {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!container.current) return;
    const map = L.map(container.current, { scrollWheelZoom: false }).setView(
      [position.lat, position.lng],
      MAP_DEFAULTS.zoom,
    );
    L.tileLayer(MAP_TILE_URL, { attribution: MAP_ATTRIBUTION, maxZoom: 19 }).addTo(map);
    const popup = document.createElement('div');
    const title = document.createElement('strong');
    title.textContent = name;
    popup.append(title, document.createElement('br'), address);
    L.marker([position.lat, position.lng], { icon: markerIconOptions, title: name }).addTo(map).bindPopup(popup);
    return () => {
      map.remove();
    };
  }, [position.lat, position.lng, name, address]);

  return <div ref={container} role="region" aria-label={`Map showing ${name}`} className={styles.map} />;
}
