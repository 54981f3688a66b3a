//! Printing builtin attributes and locations.

use super::Printer;
use crate::attributes::Attribute;

impl Printer<'_> {
    /// Prints an attribute's own syntax (never its alias).
    pub fn print_attribute_inline(&mut self, _attr: Attribute) {}
}
