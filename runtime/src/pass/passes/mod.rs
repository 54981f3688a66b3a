//! MLIR's core passes, one module each, registered by [`register_core_passes`]:
//!
//! | argument | module |
//! |---|---|
//! | `canonicalize` | [`canonicalize`] |

pub mod canonicalize;

use super::PassRegistry;

/// Registers every core pass in `registry`.
pub fn register_core_passes(registry: &mut PassRegistry) {
    registry.register::<canonicalize::Canonicalize>();
}
