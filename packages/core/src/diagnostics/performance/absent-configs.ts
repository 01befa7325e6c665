// A client's config that is the caller's optional value and absent by default: `axios.create(axiosConfig)` with
// `axiosConfig` destructured from the options a constructor was given (`const { axiosConfig } = options || {}`,
// @rudderstack/rudder-sdk-node 3.0.13 cjs/index.js lines 45-62). Without one the client keeps its own defaults.
import type { AstNode } from '../ast';
import { valueByDefault } from './evaluate';
import type { JudgeContext } from './judge-context';

/** Whether `config` is a value absent when the caller passes nothing (then the call or instance inherits). */
export function absentConfig(context: JudgeContext, config: AstNode): boolean {
  return valueByDefault(config, context.constants) === 'absent';
}
