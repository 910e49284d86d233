import { jourCourt, type Membre, textColorFor } from '@roulement/contract';
import { memo } from 'react';
import { initialesDe } from '../../../../lib/initiales';

const HAUTEUR_JOUR = 22;
/** Spec §2.8: full names written upwards, or initials when the header is compact. */
const HAUTEUR_NOMS = { normal: 104, compact: 30 };

export const hauteurEnTete = (compact: boolean): number =>
  HAUTEUR_JOUR + (compact ? HAUTEUR_NOMS.compact : HAUTEUR_NOMS.normal);

interface EnTeteJourProps {
  date: string;
  /** 0 Monday … 6 Sunday. */
  jour: number;
  membres: readonly Membre[];
  compact: boolean;
  /** The names open the member menu. */
  cliquable: boolean;
}

/** A day's heading and, under it, one card per member in the member's colour. */
export const EnTeteJour = memo(function EnTeteJour({ date, jour, membres, compact, cliquable }: EnTeteJourProps) {
  const hauteurNoms = compact ? HAUTEUR_NOMS.compact : HAUTEUR_NOMS.normal;
  return (
    <div>
      <div
        style={{
          height: HAUTEUR_JOUR,
          lineHeight: `${HAUTEUR_JOUR}px`,
          textAlign: 'center',
          fontSize: 12,
          fontWeight: 600,
          whiteSpace: 'nowrap',
          overflow: 'hidden',
          borderBottom: '1px solid rgba(0,0,0,.12)',
        }}
      >
        {jourCourt(date, jour)}
      </div>
      <div style={{ display: 'flex', height: hauteurNoms }}>
        {membres.map((m) => {
          const Carte = cliquable ? 'button' : 'div';
          return (
            <Carte
              key={m.membreId}
              type={cliquable ? 'button' : undefined}
              data-membre-id={cliquable ? m.membreId : undefined}
              data-date={date}
              aria-label={cliquable ? m.nomComplet : undefined}
              title={m.nomComplet}
              style={{
                flex: '1 0 0',
                minWidth: 0,
                background: m.couleur,
                color: textColorFor(m.couleur),
                borderRight: '1px solid rgba(0,0,0,.2)',
                cursor: cliquable ? 'pointer' : 'default',
                display: 'flex',
                alignItems: compact ? 'center' : 'flex-end',
                justifyContent: 'center',
                overflow: 'hidden',
                fontSize: compact ? 9 : 11,
                padding: 0,
                border: 0,
                fontFamily: 'inherit',
              }}
            >
              <span
                style={{
                  writingMode: 'vertical-rl',
                  transform: 'rotate(180deg)',
                  whiteSpace: 'nowrap',
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                  maxHeight: hauteurNoms - 4,
                  padding: '2px 0',
                }}
              >
                {compact ? initialesDe(m.nomComplet) : m.nomComplet}
              </span>
            </Carte>
          );
        })}
      </div>
    </div>
  );
});
