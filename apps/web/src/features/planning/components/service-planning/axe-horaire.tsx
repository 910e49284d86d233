import { type AxePlanning, dureeAxe, reperesAxe } from '../../utils/axe-planning';
import { enPixels } from '../../utils/geometrie';

export const LARGEUR_AXE = 44;

/** The hours down the left of a week grid (07:00 → 23:00 or wider by day, 23:00 → 07:00 at night). */
export function AxeHoraire({ axe, decalage }: { axe: AxePlanning; decalage: number }) {
  return (
    <div
      aria-hidden
      // Sticky: the hours stay in sight while a wide week scrolls in its box (issue 25).
      style={{
        position: 'sticky',
        left: 0,
        // Above the sticky day headers: they slide under the hours when the week scrolls sideways.
        zIndex: 4,
        background: '#fff',
        flex: `0 0 ${LARGEUR_AXE}px`,
        height: decalage + enPixels(dureeAxe(axe)),
      }}
    >
      {/* The corner above the hours stays blank and on top while the grid scrolls down. */}
      <div style={{ position: 'sticky', top: 0, height: decalage - 8, background: '#fff', zIndex: 1 }} />
      {reperesAxe(axe).map(({ heure, decalage: minutes }) => (
        <span
          key={minutes}
          style={{
            position: 'absolute',
            top: decalage + enPixels(minutes) - 7,
            right: 6,
            fontSize: 11,
            color: 'rgba(0,0,0,.6)',
          }}
        >
          {String(heure).padStart(2, '0')}:00
        </span>
      ))}
    </div>
  );
}

/** Hour lines drawn by one background per day rather than one element per line. */
export const lignesHoraires = (): string =>
  `repeating-linear-gradient(to bottom, rgba(0,0,0,.12) 0 1px, transparent 1px ${enPixels(60)}px)`;
