import { describe, expect, it } from 'vitest';
import { creepProgress, progressLabel, progressPhase, tickProgress } from './progress.ts';

describe('research progress', () => {
  it('rises by 3 to 15 per tick', () => {
    expect(tickProgress(0, 0)).toBe(3);
    expect(tickProgress(0, 0.999)).toBe(15);
    expect(tickProgress(10, 0.5)).toBe(19);
  });

  it('holds at 80 and never passes it while ticking', () => {
    expect(tickProgress(75, 0.999)).toBe(80);
    expect(tickProgress(80, 0.5)).toBe(80);
  });

  it('creeps +1 from 80 up to 99, never 100', () => {
    expect(creepProgress(80)).toBe(81);
    expect(creepProgress(98)).toBe(99);
    expect(creepProgress(99)).toBe(99);
    expect(creepProgress(50)).toBe(50);
  });

  it('labels each band', () => {
    expect(progressLabel(0)).toBe('Analyzing restaurant details');
    expect(progressLabel(29)).toBe('Analyzing restaurant details');
    expect(progressLabel(30)).toBe('Researching local market');
    expect(progressLabel(59)).toBe('Researching local market');
    expect(progressLabel(60)).toBe('Generating brand insights');
    expect(progressLabel(79)).toBe('Generating brand insights');
    expect(progressLabel(80)).toBe('Finalizing analysis');
    expect(progressLabel(99)).toBe('Finalizing analysis');
    expect(progressLabel(100)).toBe('Analysis complete');
  });

  it('switches timers at the hold', () => {
    expect(progressPhase(79)).toBe('rising');
    expect(progressPhase(80)).toBe('creeping');
    expect(progressPhase(100)).toBe('done');
  });
});
