// Each test file's worker runs on the clock the global setup chose (ADR 0087).
import { inject } from 'vitest';
import { shiftTestClock } from './as-of.ts';

shiftTestClock(inject('clockOffsetMs'));
