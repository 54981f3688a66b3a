//! The builtin dialect's operations: `builtin.module` and `builtin.unrealized_conversion_cast`.

use crate::context::Context;

/// Registers the builtin ops.
pub fn register(_ctx: &mut Context) {}
