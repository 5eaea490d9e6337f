import { describeCounterStore } from '../../tests/helpers/counter-store-suite.ts';
import { MemoryCounters } from './counter-store.ts';

const memory = new MemoryCounters();
describeCounterStore('memory (one process)', () => memory);
