import { describe, expect, it } from 'vitest';
import {
  blocsDansMode,
  decalageDansMode,
  decalageSousPointeur,
  enPixels,
  minuteDuDecalage,
  minuteSousPointeur,
  plagesDuBloc,
  reperesHoraires,
} from './geometrie';

describe('planning grid geometry', () => {
  it('places day times from 07:00 and night times from 23:00, wrapping over midnight', () => {
    expect(decalageDansMode('jour', 420)).toBe(0);
    expect(decalageDansMode('jour', 1380)).toBe(960);
    expect(decalageDansMode('nuit', 1380)).toBe(0);
    expect(decalageDansMode('nuit', 0)).toBe(60);
    expect(decalageDansMode('nuit', 420)).toBe(480);
    expect(minuteDuDecalage('nuit', 60)).toBe(1440);
    expect(minuteDuDecalage('nuit', 61)).toBe(1);
  });

  it('clips a slot to the visible parts of each mode', () => {
    expect(blocsDansMode('jour', 1275, 1440)).toEqual([{ debut: 855, fin: 960 }]);
    expect(blocsDansMode('nuit', 1275, 1440)).toEqual([{ debut: 0, fin: 60 }]);
    expect(blocsDansMode('nuit', 0, 480)).toEqual([{ debut: 60, fin: 480 }]);
    expect(blocsDansMode('jour', 0, 420)).toEqual([]);
  });

  it('converts minutes to pixels at 12 px per 15 minutes on screen and 9 px in print', () => {
    expect(enPixels(60)).toBe(48);
    expect(enPixels(60, 9)).toBe(36);
  });

  it('snaps the pointer to the granularity and keeps it inside the grid', () => {
    expect(minuteSousPointeur('jour', 50, 15)).toBe(480);
    expect(minuteSousPointeur('jour', -20, 15)).toBe(420);
    expect(minuteSousPointeur('jour', 10_000, 15)).toBe(1380);
    expect(minuteSousPointeur('jour', 50, 30)).toBe(480);
  });

  it('snaps the offset under the pointer, never past the last step of the granularity', () => {
    expect(decalageSousPointeur('jour', 50, 15)).toBe(60);
    expect(decalageSousPointeur('jour', -5, 15)).toBe(0);
    expect(decalageSousPointeur('jour', 10_000, 45)).toBe(945);
    expect(decalageSousPointeur('nuit', 10_000, 15)).toBe(480);
  });

  it('reads a block of the grid back as times of day, split at midnight in the night grid', () => {
    expect(plagesDuBloc('jour', { debut: 60, fin: 300 })).toEqual([{ debut: 480, fin: 720 }]);
    expect(plagesDuBloc('nuit', { debut: 0, fin: 60 })).toEqual([{ debut: 1380, fin: 1440 }]);
    expect(plagesDuBloc('nuit', { debut: 120, fin: 480 })).toEqual([{ debut: 60, fin: 420 }]);
    expect(plagesDuBloc('nuit', { debut: 30, fin: 180 })).toEqual([
      { debut: 1410, fin: 1440 },
      { debut: 0, fin: 120 },
    ]);
    for (const bloc of blocsDansMode('nuit', 1395, 1440))
      expect(plagesDuBloc('nuit', bloc)).toEqual([{ debut: 1395, fin: 1440 }]);
  });

  it('marks every hour of the mode', () => {
    expect(reperesHoraires('jour')).toHaveLength(17);
    expect(reperesHoraires('nuit').map((r) => r.heure)).toEqual([23, 0, 1, 2, 3, 4, 5, 6, 7]);
  });
});
