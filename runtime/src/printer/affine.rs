//! Printing affine maps, integer sets and strided layouts.

use super::Printer;
use crate::affine::{AffineMap, IntegerSet};

impl Printer<'_> {
    /// Prints `affine_map<...>`.
    pub fn print_affine_map_attr(&mut self, _map: &AffineMap) {}
    /// Prints `affine_set<...>`.
    pub fn print_integer_set_attr(&mut self, _set: &IntegerSet) {}
    /// Prints `strided<[...], offset: ...>`.
    pub fn print_strided_attr(&mut self, _strides: &[i64], _offset: i64) {}
}
