// A fund-flow entry's title: what caused the movement, by its journal type (the server may add
// types before the client names them: those read "Other").
import { FLOW_TYPES, type FlowType } from './types';

export function isFlowType(type: string): type is FlowType {
  return (FLOW_TYPES as readonly string[]).includes(type);
}

/** The catalogue key (namespace funds) of the title of an entry of journal type `type`. */
export function flowTitleKey(type: string): `funds.flowType.${FlowType | 'other'}` {
  return isFlowType(type) ? `funds.flowType.${type}` : 'funds.flowType.other';
}
