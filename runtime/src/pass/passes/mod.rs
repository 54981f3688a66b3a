//! MLIR's core passes, one module each, registered by [`register_core_passes`]:
//!
//! | argument | module |
//! |---|---|
//! | `canonicalize` | [`canonicalize`] |
//! | `cse` | [`cse`] |
//! | `inline` | [`inline`] |
//! | `print-op-stats` | [`print_op_stats`] |
//! | `strip-debuginfo` | [`strip_debuginfo`] |

pub mod canonicalize;
pub mod cse;
pub mod inline;
pub mod print_op_stats;
pub mod strip_debuginfo;

use super::PassRegistry;

/// Registers every core pass in `registry`.
pub fn register_core_passes(registry: &mut PassRegistry) {
    registry.register::<canonicalize::Canonicalize>();
    registry.register::<cse::Cse>();
    registry.register::<inline::Inline>();
    registry.register::<print_op_stats::PrintOpStats>();
    registry.register::<strip_debuginfo::StripDebugInfo>();
}
