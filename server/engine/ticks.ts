// Recorded ticks: every price the engine published, written before it is published.
// Fast-order settlement reads the tick in force at a moment from here, never from memory,
// so an outcome can be re-derived from the record at any time (TickStore in repository.ts).
export interface RecordedTick {
  time: number;
  ticks: number;
}
