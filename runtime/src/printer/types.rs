//! Printing builtin types.

use super::Printer;
use crate::types::Type;

impl Printer<'_> {
    /// Prints a type's own syntax (never its alias).
    pub fn print_type_inline(&mut self, _ty: Type) {}
}
