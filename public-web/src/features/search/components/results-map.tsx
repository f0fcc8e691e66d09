import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import 'leaflet.markercluster/dist/MarkerCluster.Default.css';
import type { BusinessCard } from '@directory/shared';
import L from 'leaflet';
// The plugin extends the global `L` that leaflet sets on import.
import 'leaflet.markercluster';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { MAP_ATTRIBUTION, MAP_TILE_URL } from '../../../config/map';
import { markerIconOptions } from '../../../lib/leaflet-marker-icon';
import { useResultPositions, type ResultPosition } from '../api/get-result-positions';
import styles from './results-map.module.css';

const WORLD: L.LatLngExpression = [20, 0];
const CLOSEST_ZOOM = 15;
// A pin stands above its point, a cluster's disc around it: room enough that the outermost are drawn whole.
const PIN_ROOM_TOP_LEFT: L.PointExpression = [24, 48];
const PIN_ROOM_BOTTOM_RIGHT: L.PointExpression = [24, 24];

function popupOf({ business }: ResultPosition, open: (href: string) => void): HTMLElement {
  const href = `/business/${business.slug}`;
  const link = document.createElement('a');
  link.href = href;
  link.textContent = business.name;
  // A plain click stays in the app; a modified click (new tab) is left to the browser.
  link.addEventListener('click', (event) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    open(href);
  });
  const popup = document.createElement('div');
  popup.append(link, document.createElement('br'), business.address);
  return popup;
}

/** The businesses of the current results page on a Leaflet map, nearby markers clustered. */
export default function ResultsMap({ businesses }: { businesses: BusinessCard[] }) {
  const container = useRef<HTMLDivElement>(null);
  const clusters = useRef<L.MarkerClusterGroup | null>(null);
  const map = useRef<L.Map | null>(null);
  const positions = useResultPositions(businesses);
  const navigate = useNavigate();

  useEffect(() => {
    if (!container.current) return;
    const created = L.map(container.current, { scrollWheelZoom: false }).setView(WORLD, 2);
    L.tileLayer(MAP_TILE_URL, { attribution: MAP_ATTRIBUTION, maxZoom: 19 }).addTo(created);
    clusters.current = L.markerClusterGroup().addTo(created);
    map.current = created;
    return () => {
      created.remove();
      map.current = null;
      clusters.current = null;
    };
  }, []);

  useEffect(() => {
    const group = clusters.current;
    if (!group || !map.current) return;
    group.clearLayers();
    if (positions.length === 0) return;
    group.addLayers(
      positions.map((position) =>
        L.marker([position.lat, position.lng], { icon: markerIconOptions, title: position.business.name }).bindPopup(
          popupOf(position, (href) => navigate(href)),
        ),
      ),
    );
    // Without animation: the positions arrive one detail at a time, and Leaflet drops a new view asked
    // for while a zoom animation runs, which left the map on the first few markers of a page.
    map.current.fitBounds(group.getBounds(), {
      paddingTopLeft: PIN_ROOM_TOP_LEFT,
      paddingBottomRight: PIN_ROOM_BOTTOM_RIGHT,
      maxZoom: CLOSEST_ZOOM,
      animate: false,
    });
  }, [positions, navigate]);

  return <div ref={container} role="region" aria-label="Map of these results" className={styles.map} />;
}
