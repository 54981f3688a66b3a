//! MLIR's core passes, one module each, registered by [`register_core_passes`]:
//!
//! | argument | module |
//! |---|---|
//! | `canonicalize` | [`canonicalize`] |
//! | `control-flow-sink` | [`control_flow_sink`] |
//! | `cse` | [`cse`] |
//! | `inline` | [`inline`] |
//! | `loop-invariant-code-motion` | [`loop_invariant_code_motion`] |
//! | `print-op-stats` | [`print_op_stats`] |
//! | `remove-dead-values` | [`remove_dead_values`] |
//! | `sccp` | [`sccp`] |
//! | `strip-debuginfo` | [`strip_debuginfo`] |
//! | `symbol-dce` | [`symbol_dce`] |
//! | `symbol-privatize` | [`symbol_privatize`] |

pub mod canonicalize;
pub mod control_flow_sink;
pub mod cse;
pub mod inline;
pub mod loop_invariant_code_motion;
pub mod print_op_stats;
pub mod remove_dead_values;
pub mod sccp;
pub mod strip_debuginfo;
pub mod symbol_dce;
pub mod symbol_privatize;

use super::PassRegistry;

/// Registers every core pass in `registry`.
pub fn register_core_passes(registry: &mut PassRegistry) {
    registry.register::<canonicalize::Canonicalize>();
    registry.register::<control_flow_sink::ControlFlowSink>();
    registry.register::<cse::Cse>();
    registry.register::<inline::Inline>();
    registry.register::<loop_invariant_code_motion::LoopInvariantCodeMotion>();
    registry.register::<print_op_stats::PrintOpStats>();
    registry.register::<remove_dead_values::RemoveDeadValues>();
    registry.register::<sccp::Sccp>();
    registry.register::<strip_debuginfo::StripDebugInfo>();
    registry.register::<symbol_dce::SymbolDce>();
    registry.register::<symbol_privatize::SymbolPrivatize>();
}
